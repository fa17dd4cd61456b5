import { makeStyles, tokens } from '@fluentui/react-components';
import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'center' },
  primary: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
    textDecoration: 'none',
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
  },
});

/** The admin timetable's page commands: a new class on the shown day, and what notices went out. */
export function AdminTimetableCommands({ date }: { date: string | undefined }) {
  const styles = useStyles();
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
