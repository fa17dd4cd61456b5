import { Button, Card, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { familyQuery } from '../../account/family-query.ts';
import { SMS_CONSENT_VERSION } from '../../api/contract/consent.ts';
import { failureText } from '../../i18n/error-messages.ts';
import { useOnline } from '../../lib/online.ts';
import { useLanguage } from '../../state/language.ts';
import { usePageRules } from '../../state/rules.ts';
import { profileQueries, useSaveSmsNoticesMutation } from './queries.ts';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '420px' },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  text: { margin: 0 },
  consent: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  button: { minHeight: '44px' },
});

/**
 * The member allows or refuses SMS notices (issue #40 point 5). They are on until refused: notices about the
 * classes the member booked are part of the service (legitimate interest), not marketing. Each change is
 * recorded with the version of this text.
 */
export function SmsNotices() {
  const styles = useStyles();
  const { t } = useLingui();
  const online = useOnline();
  const rules = usePageRules();
  const choice = useQuery(profileQueries.smsNotices());
  const dependants = useQuery({ ...familyQuery(), select: (family) => family.dependants.map((d) => d.firstName) });
  const language = useLanguage();
  const save = useSaveSmsNoticesMutation();
  // a club that sends no SMS has nothing to allow or refuse
  if (rules.notification.isSmsHidden) return null;
  const allowed = choice.data?.allowed;

  return (
    <Card className={styles.card} aria-labelledby="sms-heading">
      <h2 id="sms-heading" className={styles.heading}>
        <Trans>Text messages</Trans>
      </h2>
      {allowed === undefined ? (
        choice.isError ? (
          <p className={styles.text} role="alert">
            {failureText(choice.error)}
          </p>
        ) : (
          <Spinner size="tiny" label={t`Loading…`} />
        )
      ) : (
        <>
          <p className={styles.text} data-sms-state={allowed ? 'on' : 'off'}>
            {allowed ? (
              <Trans>
                On: the club texts you when a class you booked is cancelled or changed, when a place from the waiting
                list is yours, and short notices about your classes.
              </Trans>
            ) : (
              <Trans>Off: the club sends you no text messages. News about your bookings still shows in the app.</Trans>
            )}
          </p>
          {dependants.data !== undefined && dependants.data.length > 0 && (
            <ForFamily names={dependants.data} allowed={allowed} language={language} />
          )}
          <p className={styles.consent} data-consent-version={SMS_CONSENT_VERSION}>
            <Trans>
              The texts are about your bookings, never advertising. You can turn them off at any time; the club records
              your choice (text version {SMS_CONSENT_VERSION}). See the <Link to="/privacy">privacy notice</Link>.
            </Trans>
          </p>
          <div className={styles.actions}>
            <Button
              className={styles.button}
              appearance={allowed ? 'secondary' : 'primary'}
              onClick={() => save.mutate(!allowed)}
              disabled={save.isPending || !online}
              icon={save.isPending ? <Spinner size="tiny" /> : undefined}
            >
              {allowed ? <Trans>Turn off text messages</Trans> : <Trans>Turn on text messages</Trans>}
            </Button>
          </div>
        </>
      )}
      {save.isError && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            <Trans>The setting could not be saved. Check the connection and try again.</Trans>
          </MessageBarBody>
        </MessageBar>
      )}
    </Card>
  );
}

/**
 * A guardian (issue 38) gets the texts about the classes of those they book for, naming them, on this one choice:
 * it says so, with their names, so that turning texts off does not silently stop a child's news.
 */
function ForFamily({ names, allowed, language }: { names: string[]; allowed: boolean; language: string }) {
  const styles = useStyles();
  const { t } = useLingui();
  const who = new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
  return (
    <p className={styles.text}>
      {allowed
        ? t`The same goes for the classes you book for ${who}: the texts come to you, naming them.`
        : t`Nor about the classes you book for ${who}: their news also shows in the app.`}
    </p>
  );
}
