import { useId, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { WAITING_MINUTES_MAX } from '../../api/contract/waiting-list.ts';
import { cx } from '../../lib/class-names.ts';
import controls from '../../shell/controls.module.css';
import { NumberSetting, Setting } from './setting.tsx';
import type { WaitingModeDraft } from './waiting-list-draft.ts';
import styles from './waiting-list.module.css';

/**
 * How freed places go: the mode, and under "offer" its reply window and promote-at-once time. The club's rules
 * and each type of class with rules of its own use it; `errorOf` says what is wrong with the window or the time.
 */
export function WaitingModeFields({
  legend,
  draft,
  onChange,
  errorOf,
}: {
  legend: ReactNode;
  draft: WaitingModeDraft;
  onChange: (patch: Partial<WaitingModeDraft>) => void;
  errorOf: (field: 'window' | 'promoteAtOnceMinutes') => string | undefined;
}) {
  const { t } = useLingui();
  const id = useId();
  const windowError = errorOf('window');
  const atOnceError = errorOf('promoteAtOnceMinutes');
  const modeHint = (mode: WaitingModeDraft['mode']) => `${id}-${mode}-hint`;
  return (
    <>
      <fieldset className={styles.modes}>
        <legend className={styles.label}>{legend}</legend>
        {(['promote', 'offer'] as const).map((mode) => (
          <label key={mode} className={cx(styles.mode, draft.mode === mode && styles.modeChosen)}>
            <input
              type="radio"
              name={`${id}-mode`}
              value={mode}
              checked={draft.mode === mode}
              onChange={() => onChange({ mode })}
              aria-describedby={modeHint(mode)}
            />
            <span className={styles.modeText}>
              <span className={styles.modeName}>{mode === 'promote' ? t`Promote at once` : t`Offer the place`}</span>
              <span id={modeHint(mode)} className={styles.hint}>
                {mode === 'promote'
                  ? t`The first in the waiting list gets the place at once and is told so.`
                  : t`The first in the waiting list is offered the place to accept or decline; unanswered, it passes to the next.`}
              </span>
            </span>
          </label>
        ))}
      </fieldset>

      {draft.mode === 'offer' && (
        <div className={styles.offerSettings}>
          <Setting
            label={<Trans>Reply window</Trans>}
            hint={<Trans>How long a member has to accept an offered place before it passes to the next.</Trans>}
            error={windowError}
          >
            {({ inputId, describedBy }) => (
              <div className={styles.pair}>
                <input
                  id={inputId}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={draft.windowUnit === 'minutes' ? WAITING_MINUTES_MAX : 100}
                  step={1}
                  className={cx(controls.input, styles.number, windowError !== undefined && controls.invalid)}
                  value={draft.windowUnit === 'minutes' ? draft.windowMinutes : draft.windowPercent}
                  onChange={(event) =>
                    onChange(
                      draft.windowUnit === 'minutes'
                        ? { windowMinutes: event.target.value }
                        : { windowPercent: event.target.value },
                    )
                  }
                  aria-invalid={windowError !== undefined}
                  aria-describedby={describedBy}
                />
                <select
                  className={cx(controls.input, styles.unit)}
                  value={draft.windowUnit}
                  aria-label={t`Unit of the reply window`}
                  onChange={(event) =>
                    onChange({ windowUnit: event.target.value === 'percent' ? 'percent' : 'minutes' })
                  }
                >
                  <option value="minutes">{t`minutes`}</option>
                  <option value="percent">{t`% of the time left before the class`}</option>
                </select>
              </div>
            )}
          </Setting>
          <NumberSetting
            label={<Trans>Promote at once close to the start</Trans>}
            hint={
              <Trans>
                In a class starting within this time, a freed place goes to the first in the waiting list at once, with
                no offer.
              </Trans>
            }
            unit={<Trans>minutes before the start</Trans>}
            value={draft.promoteAtOnceMinutes}
            min={0}
            max={WAITING_MINUTES_MAX}
            error={atOnceError}
            onChange={(promoteAtOnceMinutes) => onChange({ promoteAtOnceMinutes })}
          />
        </div>
      )}
    </>
  );
}
