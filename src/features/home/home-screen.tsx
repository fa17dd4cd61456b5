import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSession } from '../../state/auth.ts';
import { Page } from '../../shell/page.tsx';
import { greetingFor } from './greeting.ts';
import { quoteOfTheDay } from './quotes.ts';
import { QuickLinks } from './quick-links.tsx';

const useStyles = makeStyles({
  quote: {
    margin: 0,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderLeft: `4px solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    fontStyle: 'italic',
    fontSize: 'var(--club-h5-size)',
  },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0, fontSize: 'var(--club-h4-size)', fontWeight: tokens.fontWeightSemibold },
});

/** Home: greeting, the quote of the day, quick links, then what the route adds (upcoming workouts). */
export function HomeScreen({ updatedAt, children }: { updatedAt?: number; children?: ReactNode }) {
  const styles = useStyles();
  const { i18n } = useLingui();
  const { claims } = useSession();
  const name = claims?.firstName ?? '';
  const now = new Date();
  const greeting = greetingFor(now.getHours());
  return (
    <Page title={i18n._(greeting.id, { name }, { message: greeting.message })} updatedAt={updatedAt}>
      <blockquote className={styles.quote}>{i18n._(quoteOfTheDay(now))}</blockquote>
      <section className={styles.section} aria-labelledby="quick-links-title">
        <h2 id="quick-links-title" className={styles.heading}>
          <Trans>Quick links</Trans>
        </h2>
        <QuickLinks />
      </section>
      {children}
    </Page>
  );
}
