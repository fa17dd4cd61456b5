import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCopyText } from '../../lib/use-copy-text.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowSync20Regular } from '@fluentui/react-icons/headless/svg/arrow-sync';
import { CalendarAdd20Regular } from '@fluentui/react-icons/headless/svg/calendar-add';
import { CalendarCancel20Regular } from '@fluentui/react-icons/headless/svg/calendar-cancel';
import { Checkmark20Regular } from '@fluentui/react-icons/headless/svg/checkmark';
import { Copy20Regular } from '@fluentui/react-icons/headless/svg/copy';
import { Open20Regular } from '@fluentui/react-icons/headless/svg/open';
import type { CalendarFeedAddress } from '../../api/contract/calendar-feed.ts';
import { formatDateTime, deviceTimeZone } from '../../lib/dates.ts';
import { useReachable } from '../../lib/online.ts';
import { confirm, confirmDestructive } from '../../shell/confirm.ts';
import { LoadFailure } from '../../shell/load-failure.tsx';
import { Spinner } from '../../shell/spinner.tsx';
import { ActionBar } from '../../ui/action-bar.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { useLanguage } from '../../state/language.ts';
import {
  calendarFeedQuery,
  useMakeFeedAddressMutation,
  useSendFeedLanguageMutation,
  useTurnOffFeedMutation,
  type CalendarFeed,
} from './calendar-feed-queries.ts';
import { CalendarFeedSteps } from './calendar-feed-steps.tsx';
import styles from './calendar-feed.module.css';
import { failureText } from '../../i18n/error-messages.ts';

/** The address, a copy button and the webcal: link that opens the device's calendar app. */
function FeedAddress({ address }: { address: CalendarFeedAddress }) {
  const { t } = useLingui();
  const { copied, copy } = useCopyText(address.url);
  return (
    <>
      <span id="calendar-feed-address-label" className={styles.label}>
        <Trans>Your private calendar address</Trans>
      </span>
      <code className={styles.address} aria-labelledby="calendar-feed-address-label" translate="no">
        {address.url}
      </code>
      <p className={styles.secondary}>
        <Trans>
          Anyone with this address sees your classes: share it with no one. If it got out, renew it; the old one then
          stops working.
        </Trans>
      </p>
      <ActionBar>
        <Button
          variant="primary"
          icon={copied === 'yes' ? Checkmark20Regular : Copy20Regular}
          onClick={() => void copy()}
        >
          <Trans>Copy the address</Trans>
        </Button>
        <a className={buttonClass('secondary')} href={address.webcalUrl}>
          <Open20Regular aria-hidden />
          <Trans>Open in calendar app</Trans>
        </a>
        <span role="status" className={styles.status}>
          {copied === 'yes' ? t`Copied` : copied === 'failed' ? t`Could not copy: select the address instead` : ''}
        </span>
      </ActionBar>
    </>
  );
}

/** When a calendar last read the feed, so the member sees that theirs does. */
function LastRead({ feed }: { feed: CalendarFeed }) {
  const when = feed.lastFetchedAt ? formatDateTime(feed.lastFetchedAt, deviceTimeZone()) : null;
  return (
    <p className={styles.secondary} data-testid="calendar-feed-last-read">
      {when ? <Trans>A calendar last read it on {when}.</Trans> : <Trans>No calendar has read it yet.</Trans>}
    </p>
  );
}

/**
 * "Add to my calendar" (issue #37): a private address of the member's booked and waiting classes that calendar
 * apps subscribe to, with the steps for Google, Apple and Outlook. It can be renewed (the old address stops
 * working) and turned off. The address is shown on the device that made it: the server keeps only its hash.
 */
export function CalendarFeedCard() {
  const { t } = useLingui();
  const client = useQueryClient();
  const reachable = useReachable();
  const feed = useQuery(calendarFeedQuery(client));
  const make = useMakeFeedAddressMutation();
  const turnOff = useTurnOffFeedMutation();
  const { mutate: sendLanguage } = useSendFeedLanguageMutation();
  const busy = make.isPending || turnOff.isPending;
  const failure = make.error ?? turnOff.error;
  const language = useLanguage();
  const feedLanguage = feed.data?.active ? feed.data.language : null;

  // The feed's texts follow the app's language; a failed try is repeated on the next visit.
  useEffect(() => {
    if (feedLanguage === null || feedLanguage === language || !reachable) return;
    sendLanguage(language);
  }, [sendLanguage, feedLanguage, language, reachable]);
  // one message at a time: the last action's
  const makeAddress = () => {
    turnOff.reset();
    make.mutate();
  };

  const renew = async () => {
    const sure = await confirm({
      title: t`Renew the address?`,
      content: t`The current address stops working at once. Calendars subscribed to it stop getting your classes until you add the new address to them.`,
      confirmLabel: t`Renew the address`,
      cancelLabel: t`Keep the current address`,
    });
    if (sure) makeAddress();
  };
  const off = async () => {
    const sure = await confirmDestructive({
      title: t`Turn off the calendar address?`,
      content: t`The address stops working at once, and calendars subscribed to it stop getting your classes. You can make a new address later.`,
      confirmLabel: t`Turn off`,
      keepLabel: t`Keep it on`,
    });
    if (!sure) return;
    make.reset();
    turnOff.mutate();
  };

  const data = feed.data;
  return (
    <Card className={styles.card} aria-labelledby="calendar-feed-heading">
      <h2 id="calendar-feed-heading" className={styles.heading}>
        <Trans>Add to my calendar</Trans>
      </h2>
      <p className={styles.text}>
        <Trans>
          Your booked classes and waiting lists in your phone’s or computer’s calendar. It keeps itself up to date: a
          class the club cancels shows as cancelled, a booking you cancel disappears.
        </Trans>
      </p>
      {feed.isError && !data ? (
        <LoadFailure error={feed.error} onRetry={() => void feed.refetch()} />
      ) : !data ? (
        reachable ? (
          <Spinner label={t`Loading…`} />
        ) : (
          <p className={styles.secondary}>
            <Trans>The calendar address needs a connection. Try again when you are online.</Trans>
          </p>
        )
      ) : !data.active ? (
        <ActionBar>
          <Button variant="primary" icon={CalendarAdd20Regular} disabled={busy || !reachable} onClick={makeAddress}>
            <Trans>Make my calendar address</Trans>
          </Button>
        </ActionBar>
      ) : (
        <>
          {data.address ? (
            <FeedAddress address={data.address} />
          ) : (
            <p className={styles.text} data-testid="calendar-feed-hidden">
              <Trans>
                Your calendar address is on. For your privacy it is shown only on the device where it was made. To add
                it to a calendar from here, renew it: the old address then stops working.
              </Trans>
            </p>
          )}
          <LastRead feed={data} />
          {data.address && <CalendarFeedSteps />}
          <ActionBar
            destructive={
              <Button
                variant="destructive"
                icon={CalendarCancel20Regular}
                disabled={busy || !reachable}
                onClick={() => void off()}
              >
                <Trans>Turn off</Trans>
              </Button>
            }
          >
            <Button icon={ArrowSync20Regular} disabled={busy || !reachable} onClick={() => void renew()}>
              <Trans>Renew the address</Trans>
            </Button>
          </ActionBar>
        </>
      )}
      {busy && <Spinner label={make.isPending ? t`Making the address…` : t`Turning off…`} />}
      {data && !reachable && (
        <p className={styles.secondary}>
          <Trans>Making, renewing or turning off the address needs a connection.</Trans>
        </p>
      )}
      {failure && !busy && (
        <p className={styles.error} role="alert">
          {failureText(failure)}
        </p>
      )}
    </Card>
  );
}
