import {
  Card,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { isApiFailure } from '../../api/api-failure.ts';
import type { Ticket } from '../../api/contract/ticket.ts';
import { errorMessage, failureText } from '../../i18n/error-messages.ts';
import { formatDateTime, deviceTimeZone } from '../../lib/dates.ts';
import { Page } from '../../shell/page.tsx';
import { ticketQueries } from './queries.ts';
import { LookupForm } from '../../shell/lookup-form.tsx';

const route = getRouteApi('/tickets');

const useStyles = makeStyles({
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
});

/** Used before expired: a used ticket is spent whatever its date. */
function TicketStatus({ ticket }: { ticket: Ticket }) {
  const format = (iso: string) => formatDateTime(iso, deviceTimeZone());
  if (ticket.used) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>
          <MessageBarTitle>
            <Trans>This ticket has been used</Trans>
          </MessageBarTitle>
          {ticket.usedAt && <Trans>Used on {format(ticket.usedAt)}</Trans>}
        </MessageBarBody>
      </MessageBar>
    );
  }
  if (ticket.expired) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          <MessageBarTitle>
            <Trans>This ticket has expired</Trans>
          </MessageBarTitle>
          <Trans>It was valid until {format(ticket.validUntil)}</Trans>
        </MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <MessageBar intent="success">
      <MessageBarBody>
        <MessageBarTitle>
          <Trans>The ticket is valid</Trans>
        </MessageBarTitle>
        <Trans>Valid until {format(ticket.validUntil)}</Trans>
      </MessageBarBody>
    </MessageBar>
  );
}

function TicketResult({ id }: { id: string }) {
  const styles = useStyles();
  const { i18n } = useLingui();
  const query = useQuery(ticketQueries.byId(id));
  if (query.isPending) return <Spinner label={<Trans>Looking up the ticket…</Trans>} />;
  if (query.isError) {
    const notFound = isApiFailure(query.error) && query.error.status === 404;
    return (
      <MessageBar intent="error">
        <MessageBarBody>{notFound ? i18n._(errorMessage('ticketNotFound')) : failureText(query.error)}</MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <Card>
      <h2 className={styles.heading}>{query.data.name}</h2>
      <TicketStatus ticket={query.data} />
    </Card>
  );
}

/** Open to all: look up a door ticket by its code (?id=). */
export function TicketPage() {
  const { id } = route.useSearch();
  const navigate = route.useNavigate();
  const { t } = useLingui();
  return (
    <Page title={<Trans>Ticket</Trans>}>
      <LookupForm
        key={id ?? ''}
        label={t`Ticket code`}
        initial={id ?? ''}
        onLookUp={(code) => void navigate({ search: { id: code } })}
      />
      {id && <TicketResult id={id} />}
    </Page>
  );
}
