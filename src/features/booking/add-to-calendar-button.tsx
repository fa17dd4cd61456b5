import { Trans, useLingui } from '@lingui/react/macro';
import { buildIcs, icsFileName } from './ics.ts';
import { calendarEventOf, type BookedClass } from './calendar-event.ts';
import { cx } from '../../lib/class-names.ts';
import controls from '../../shell/controls.module.css';
import styles from './booking-actions.module.css';

/** Downloads the class as an .ics file; phones open it in their calendar app. */
export function AddToCalendarButton({ booked }: { booked: BookedClass }) {
  const { t } = useLingui();
  const name = booked.name;
  const download = () => {
    const ics = buildIcs(calendarEventOf(booked, location.hostname, t`Trainer`));
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = icsFileName(booked.name, booked.start);
    link.click();
    // Revoke later: some browsers start the download only after the click handler returns.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  return (
    <button
      type="button"
      className={cx(controls.button, controls.secondary, styles.action)}
      onClick={download}
      aria-label={t`Add to calendar: ${name}`}
    >
      <Trans>Add to calendar</Trans>
    </button>
  );
}
