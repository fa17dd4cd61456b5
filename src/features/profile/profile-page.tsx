import { Badge, Card, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Page } from '../../shell/page.tsx';
import { accountStatusTexts } from '../../account/account-status-texts.ts';
import { accountQueries } from '../../account/queries.ts';
import { profileQueries } from './queries.ts';
import { PasswordChangeForm } from './password-change-form.tsx';
import { PushSettings } from './push-settings.tsx';
import { SmsNotices } from './sms-notices.tsx';
import { CalendarFeedCard } from './calendar-feed-card.tsx';
import { LoadFailure } from '../../shell/load-failure.tsx';
import { MyStrikes } from './my-strikes.tsx';
import { MyDataCard } from './my-data-card.tsx';
import { FamilyCard } from './family-card.tsx';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gap: tokens.spacingHorizontalXXL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))',
    alignItems: 'start',
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  badge: { color: tokens.colorNeutralForeground1 },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
    '& dt': { color: tokens.colorNeutralForeground2 },
    '& dd': { margin: 0, overflowWrap: 'anywhere' },
  },
});

function ProfileDetails() {
  const styles = useStyles();
  const { i18n, t } = useLingui();
  const profile = useQuery(profileQueries.profile());
  const status = useQuery(accountQueries.status());
  if (profile.isError) {
    return <LoadFailure error={profile.error} onRetry={() => void profile.refetch()} />;
  }
  if (!profile.data) return <Spinner label={<Trans>Loading profile…</Trans>} />;
  const p = profile.data;
  return (
    <Card aria-labelledby="profile-heading">
      <h2 id="profile-heading" className={styles.heading}>
        {p.firstName} {p.lastName}
      </h2>
      <dl className={styles.fields}>
        <dt>
          <Trans>Account status</Trans>
        </dt>
        <dd>
          {status.data ? (
            <Badge appearance="tint" color={status.data.status === 0 ? 'success' : 'danger'} className={styles.badge}>
              {i18n._(accountStatusTexts[status.data.status])}
            </Badge>
          ) : status.isError ? (
            '—'
          ) : (
            <Spinner size="extra-tiny" aria-label={t`Loading…`} />
          )}
        </dd>
        <dt>
          <Trans>Username</Trans>
        </dt>
        <dd>{p.username}</dd>
        <dt>
          <Trans>Client code</Trans>
        </dt>
        <dd>{p.clientCode}</dd>
        <dt>
          <Trans>E-mail</Trans>
        </dt>
        <dd>{p.email}</dd>
        <dt>
          <Trans>Phone</Trans>
        </dt>
        <dd>{p.phone}</dd>
      </dl>
    </Card>
  );
}

/**
 * The member's data, account status, their family, the password change, this device's notifications, text messages, their strikes, the calendar
 * feed, and their copy of their data with the erasure request.
 */
export function ProfilePage() {
  const styles = useStyles();
  const profile = useQuery(profileQueries.profile());
  return (
    <Page title={<Trans>Profile</Trans>} updatedAt={profile.dataUpdatedAt}>
      <div className={styles.layout}>
        <ProfileDetails />
        <FamilyCard />
        <PasswordChangeForm />
        <PushSettings />
        <SmsNotices />
        <MyStrikes />
        <CalendarFeedCard />
        <MyDataCard />
      </div>
    </Page>
  );
}
