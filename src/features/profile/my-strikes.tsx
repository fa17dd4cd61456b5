import { Badge, Card, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { MyStrikes as MyStrikesData, Strike } from '../../api/contract/strikes.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { strikeQueries } from '../../strikes/queries.ts';
import { strikeKindText, strikeRuleTexts } from '../../strikes/strike-texts.ts';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  text: { margin: 0 },
  rules: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, color: tokens.colorNeutralForeground2 },
  blocked: { margin: 0, fontWeight: tokens.fontWeightSemibold, color: tokens.colorPaletteRedForeground1 },
  list: {
    margin: 0,
    padding: 0,
    listStyle: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  strike: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: `0 ${tokens.spacingHorizontalS}` },
  note: { flexBasis: '100%', color: tokens.colorNeutralForeground2 },
});

type ClubStrikes = MyStrikesData[number];

function StrikeItem({ strike, timeZone }: { strike: Strike; timeZone: string }) {
  const styles = useStyles();
  const when = formatDateTime(strike.startDateTime, timeZone);
  return (
    <li className={styles.strike}>
      <strong>{strikeKindText(strike.kind)}</strong>
      <span>
        {strike.trainingName}, {when}
      </span>
      {strike.waived ? (
        <>
          <Badge appearance="tint" color="success">
            <Trans>Waived</Trans>
          </Badge>
          <span className={styles.note}>
            {strike.waived.by}: {strike.waived.reason}
          </span>
        </>
      ) : strike.forgiven ? (
        <Badge appearance="tint" color="informative">
          <Trans>Forgiven</Trans>
        </Badge>
      ) : null}
    </li>
  );
}

function ClubStrikesCard({ club, showClub }: { club: ClubStrikes; showClub: boolean }) {
  const styles = useStyles();
  const { t } = useLingui();
  const tz = club.club.timeZone;
  const counted = club.countedInWindow;
  const limit = club.rules.limit;
  return (
    <Card className={styles.card} aria-labelledby={`strikes-${club.club.id}`} data-strikes-club={club.club.id}>
      <h2 id={`strikes-${club.club.id}`} className={styles.heading}>
        {showClub ? t`No-shows and late cancels: ${club.club.name}` : t`No-shows and late cancels`}
      </h2>
      {club.blockedUntil ? (
        <p className={styles.blocked} role="status">
          <Trans>Online booking is blocked for you until {formatDateTime(club.blockedUntil, tz)}.</Trans>
        </p>
      ) : (
        <p className={styles.text}>
          <Trans>
            Strikes counted now: {counted} of {limit}.
          </Trans>
        </p>
      )}
      <ul className={styles.rules}>
        {strikeRuleTexts(club.rules).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      {club.strikes.length === 0 ? (
        <p className={styles.text}>
          <Trans>No strikes. Thank you for coming or cancelling in time.</Trans>
        </p>
      ) : (
        <ul className={styles.list} aria-label={t`Your strikes`}>
          {club.strikes.map((strike) => (
            <StrikeItem key={strike.id} strike={strike} timeZone={tz} />
          ))}
        </ul>
      )}
      {club.strikes.length > 0 && (
        <p className={styles.text}>
          <Trans>If a strike is wrong, ask the club: staff can waive it.</Trans>
        </p>
      )}
    </Card>
  );
}

/** The member's strikes, the club's rule and any block, per club that runs the rules (nothing when none does). */
export function MyStrikes() {
  const query = useQuery(strikeQueries.mine());
  const clubs = query.data ?? [];
  return (
    <>
      {clubs.map((club) => (
        <ClubStrikesCard key={club.club.id} club={club} showClub={clubs.length > 1} />
      ))}
    </>
  );
}
