import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSession } from '../../state/auth.ts';
import { Page } from '../../shell/page.tsx';
import { greetingFor } from './greeting.ts';
import { quoteOfTheDay } from './quotes.ts';
import { QuickLinks } from './quick-links.tsx';
import styles from './home.module.css';

/** Home: greeting, then what the route adds (the next class, upcoming workouts), compact quick links, the quote of the day. */
export function HomeScreen({
  updatedAt,
  notice,
  children,
}: {
  updatedAt?: number;
  notice?: ReactNode;
  children?: ReactNode;
}) {
  const { i18n, t } = useLingui();
  const { claims } = useSession();
  const name = claims?.firstName ?? '';
  const now = new Date();
  const greeting = greetingFor(now.getHours());
  return (
    <Page
      title={i18n._(greeting.id, { name }, { message: greeting.message })}
      documentTitle={t`Home`}
      updatedAt={updatedAt}
    >
      {notice}
      {children}
      <section className={styles.section} aria-labelledby="quick-links-title">
        <h2 id="quick-links-title" className={styles.heading}>
          <Trans>Quick links</Trans>
        </h2>
        <QuickLinks />
      </section>
      <blockquote className={styles.quote}>{i18n._(quoteOfTheDay(now))}</blockquote>
    </Page>
  );
}
