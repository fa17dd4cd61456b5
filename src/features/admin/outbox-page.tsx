import {
  Button,
  makeStyles,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OutboxKind } from '../../api/contract/admin.ts';
import { formatDateTime, deviceTimeZone } from '../../lib/dates.ts';
import { Page } from '../../shell/page.tsx';
import { adminQueries } from './queries.ts';
import { failureText } from '../../i18n/error-messages.ts';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  text: { whiteSpace: 'pre-line', overflowWrap: 'anywhere', minWidth: '240px' },
  empty: { color: tokens.colorNeutralForeground2 },
});

const kindLabels: Record<OutboxKind, MessageDescriptor> = {
  promoted: msg`Place from the waiting list`,
  changed: msg`Class changed`,
  cancelled: msg`Class cancelled`,
  message: msg`SMS`,
};

/**
 * What went out (docs/behaviour.md#messages notices and the admin's SMS): to whom, when, the text, and whether a
 * gateway has sent it yet, so a club without a gateway still sees what its members were told.
 */
export function OutboxPage() {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const outbox = useQuery(adminQueries.outbox());
  return (
    <Page
      title={<Trans>Sent notices</Trans>}
      updatedAt={outbox.dataUpdatedAt || undefined}
      actions={
        <Button onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
          <Trans>Refresh</Trans>
        </Button>
      }
    >
      {outbox.isPending ? (
        <Spinner label={t`Loading…`} />
      ) : outbox.isError && !outbox.data ? (
        <p role="alert">{failureText(outbox.error)}</p>
      ) : outbox.data.length === 0 ? (
        <p className={styles.empty}>
          <Trans>No notices have been sent yet.</Trans>
        </p>
      ) : (
        <div className={styles.scroll}>
          <Table aria-label={t`Sent notices`}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t`Queued`}</TableHeaderCell>
                <TableHeaderCell>{t`To`}</TableHeaderCell>
                <TableHeaderCell>{t`Phone`}</TableHeaderCell>
                <TableHeaderCell>{t`Kind`}</TableHeaderCell>
                <TableHeaderCell>{t`Text`}</TableHeaderCell>
                <TableHeaderCell>{t`Sent by the gateway`}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {outbox.data.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell>{formatDateTime(entry.createdAt, deviceTimeZone())}</TableCell>
                  <TableCell>{entry.recipient || '—'}</TableCell>
                  <TableCell>{entry.phone}</TableCell>
                  <TableCell>{i18n._(kindLabels[entry.kind])}</TableCell>
                  <TableCell className={styles.text}>{entry.text}</TableCell>
                  <TableCell>
                    {entry.sentAt ? formatDateTime(entry.sentAt, deviceTimeZone()) : t`Waiting for a gateway`}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </Page>
  );
}
