import { useEffect, useRef, useState } from 'react';
import {
  Button,
  Card,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PUSH_CONSENT_VERSION } from '../../api/contract/consent.ts';
import type { ReminderLead } from '../../api/contract/push.ts';
import type { Language } from '../../api/contract/tenant.ts';
import { useOnline } from '../../lib/online.ts';
import { useLanguage } from '../../state/language.ts';
import {
  deviceState,
  pushSupport,
  sendSubscription,
  turnOffPush,
  turnOnPush,
  type PushSupport,
} from '../../pwa/push-device.ts';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '420px' },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  text: { margin: 0 },
  consent: { margin: 0, fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

type DeviceState = { kind: 'loading' } | { kind: 'off' } | { kind: 'on'; subscription: PushSubscription };

/** Why this device cannot take notifications, in plain words; the news still shows in the app. */
function Unavailable({ support }: { support: Exclude<PushSupport, 'available'> }) {
  const styles = useStyles();
  return (
    <p className={styles.text} data-push-state={support}>
      {support === 'needsInstall' ? (
        <Trans>
          On iPhone and iPad, notifications work once the app is on your Home Screen (Share, then Add to Home Screen;
          iOS 16.4 or later). Open it from there and turn them on here. Until then, news about your bookings shows in
          the app.
        </Trans>
      ) : support === 'denied' ? (
        <Trans>
          Notifications are blocked for this site in your browser’s settings. Allow them there to turn them on here.
          News about your bookings still shows in the app.
        </Trans>
      ) : (
        <Trans>
          This browser cannot show notifications from the app. News about your bookings still shows in the app.
        </Trans>
      )}
    </p>
  );
}

/**
 * "Notifications on this device" (issue #25): off until the member taps to turn them on (the browser asks
 * for the permission only then), with the reminder lead of this device; turning off unsubscribes it.
 */
export function PushSettings() {
  const styles = useStyles();
  const { t } = useLingui();
  const online = useOnline();
  const language = useLanguage();
  const [support, setSupport] = useState<PushSupport>(pushSupport);
  const [device, setDevice] = useState<DeviceState>({ kind: 'loading' });
  const [lead, setLead] = useState<ReminderLead>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  /** The language the server has for this device's notices. */
  const sentLanguage = useRef<Language | null>(language);

  useEffect(() => {
    let current = true;
    deviceState()
      .then((state) => {
        if (!current) return;
        setDevice(state ? { kind: 'on', subscription: state.subscription } : { kind: 'off' });
        if (!state) return;
        setLead(state.lead);
        // the language may have changed elsewhere in the app since: the effect below sends the current one
        sentLanguage.current = state.language;
      })
      .catch(() => current && setDevice({ kind: 'off' }));
    return () => {
      current = false;
    };
  }, []);

  // The notices are written in the app's language: a change of language reaches the server.
  const subscription = device.kind === 'on' ? device.subscription : null;
  useEffect(() => {
    if (!subscription || language === sentLanguage.current || !online) return;
    sentLanguage.current = language;
    sendSubscription(subscription, language, lead).catch(() => undefined);
  }, [subscription, language, lead, online]);

  // Not mutation hooks: each step is the browser's push subscription as much as a write (architecture.md).
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setFailed(false);
    try {
      await action();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const turnOn = () =>
    run(async () => {
      const result = await turnOnPush(language, lead);
      if (result === 'denied') setSupport(pushSupport());
      else if (result === 'noWorker') setFailed(true);
      else setDevice({ kind: 'on', subscription: result.subscription });
    });
  const turnOff = () =>
    run(async () => {
      if (device.kind === 'on') await turnOffPush(device.subscription);
      setDevice({ kind: 'off' });
    });
  const chooseLead = (value: string) => {
    const next: ReminderLead = value === '60' ? 60 : value === '180' ? 180 : null;
    setLead(next);
    // while off, the choice goes with the subscription when it is turned on
    if (device.kind === 'on') void run(() => sendSubscription(device.subscription, language, next));
  };

  return (
    <Card className={styles.card} aria-labelledby="push-heading">
      <h2 id="push-heading" className={styles.heading}>
        <Trans>Notifications on this device</Trans>
      </h2>
      {support !== 'available' ? (
        <Unavailable support={support} />
      ) : device.kind === 'loading' ? (
        <Spinner size="tiny" label={t`Loading…`} />
      ) : (
        <>
          <p className={styles.text} data-push-state={device.kind}>
            {device.kind === 'on' ? (
              <Trans>
                On: this device tells you when a place comes free for you and when your class is cancelled or changed,
                even with the app closed.
              </Trans>
            ) : (
              <Trans>
                Off: news about your bookings shows only in the app. Turn notifications on to hear about it with the app
                closed.
              </Trans>
            )}
          </p>
          {device.kind === 'off' && (
            <p className={styles.consent} data-consent-version={PUSH_CONSENT_VERSION}>
              <Trans>
                Turning them on, you agree that the club sends notices about your bookings to this device until you turn
                them off. The club records this consent (text version {PUSH_CONSENT_VERSION}); see the{' '}
                <Link to="/privacy">privacy notice</Link>.
              </Trans>
            </p>
          )}
          <RadioGroup
            value={lead === null ? 'off' : String(lead)}
            onChange={(_, data) => chooseLead(data.value)}
            disabled={busy || !online}
            aria-label={t`Reminder before a booked class`}
          >
            <Radio value="off" label={t`No reminder before a booked class`} />
            <Radio value="60" label={t`Reminder 1 hour before a booked class`} />
            <Radio value="180" label={t`Reminder 3 hours before a booked class`} />
          </RadioGroup>
          <div className={styles.actions}>
            {device.kind === 'on' ? (
              <Button onClick={() => void turnOff()} disabled={busy || !online}>
                <Trans>Turn off notifications</Trans>
              </Button>
            ) : (
              <Button appearance="primary" onClick={() => void turnOn()} disabled={busy || !online}>
                <Trans>Turn on notifications</Trans>
              </Button>
            )}
          </div>
        </>
      )}
      {failed && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>
            <Trans>The notifications could not be changed. Check the connection and try again.</Trans>
          </MessageBarBody>
        </MessageBar>
      )}
    </Card>
  );
}
