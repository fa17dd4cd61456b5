import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import styles from './admin-timetable-commands.module.css';

/** The admin timetable's page commands: a new class on the shown day, and what notices went out. */
export function AdminTimetableCommands({ date }: { date: string | undefined }) {
  return (
    <div className={styles.root}>
      <Link className={styles.primary} to="/admin-calendar/new" search={{ date }}>
        <Trans>New class</Trans>
      </Link>
      <Link to="/admin-outbox">
        <Trans>Sent notices</Trans>
      </Link>
    </div>
  );
}
