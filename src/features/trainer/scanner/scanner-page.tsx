import { useState } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { LookupForm } from '../../../shell/lookup-form.tsx';
import { Page } from '../../../shell/page.tsx';
import { LivePresenceStatus } from '../presence-status.tsx';
import { CardHolder } from './card-holder.tsx';
import { CameraProblemMessage } from './camera-problem-message.tsx';
import { useScanner } from './use-scanner.ts';

const useStyles = makeStyles({
  camera: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    alignItems: 'flex-start',
    minWidth: 0,
    '& > .fui-MessageBar': { alignSelf: 'stretch' },
  },
  video: {
    width: '100%',
    maxWidth: '480px',
    aspectRatio: '4 / 3',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
    objectFit: 'cover',
  },
  hidden: { display: 'none' },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
  button: { minHeight: '44px' },
});

/** docs/behaviour.md#screens-and-routes QR and card scanner: the camera on request, a typed code as the fallback, then the card's holder. */
export function ScannerPage({ trainingId }: { trainingId: number | undefined }) {
  const styles = useStyles();
  const { t } = useLingui();
  const [cardCode, setCardCode] = useState<string | null>(null);
  // A new scan of the same code (after the repeat window) looks it up again.
  const [scanSerial, setScanSerial] = useState(0);
  const { videoRef, state, start, stop } = useScanner((code) => {
    setCardCode(code);
    setScanSerial((n) => n + 1);
  });
  const running = state.kind === 'scanning' || state.kind === 'starting';

  return (
    <Page title={<Trans>Card scanner</Trans>}>
      <section className={styles.camera} aria-label={t`Camera`}>
        <video
          ref={videoRef}
          className={running ? styles.video : styles.hidden}
          muted
          playsInline
          aria-label={t`Camera preview`}
        />
        <div className={styles.buttons}>
          {running ? (
            <Button className={styles.button} appearance="primary" onClick={stop}>
              <Trans>Stop scanning</Trans>
            </Button>
          ) : (
            <Button className={styles.button} appearance="primary" onClick={start}>
              <Trans>Start scanning</Trans>
            </Button>
          )}
        </div>
        <CameraProblemMessage state={state} />
      </section>
      <LookupForm
        label={t`Card code`}
        initial=""
        onLookUp={(code) => {
          setCardCode(code);
          setScanSerial((n) => n + 1);
        }}
      />
      {cardCode && <CardHolder key={`${cardCode}:${scanSerial}`} cardCode={cardCode} trainingId={trainingId} />}
      <LivePresenceStatus />
    </Page>
  );
}
