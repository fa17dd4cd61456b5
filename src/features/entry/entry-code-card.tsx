import { makeStyles } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EntryCode } from '../../api/contract/card.ts';
import { formatDate } from '../../lib/dates.ts';
import { QrCanvas } from './qr-canvas.tsx';
import { qrLabel } from './entry-texts.ts';

const useStyles = makeStyles({
  // Fixed dark-on-white colours in both colour modes: this card is shown to a scanner, not themed.
  card: {
    backgroundColor: '#ffffff',
    color: '#111111',
    borderRadius: '12px',
    padding: '16px',
    width: '100%',
    maxWidth: '400px',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '8px',
    boxShadow: '0 0 0 1px #d1d1d1',
  },
  name: { margin: 0, fontSize: '18px', fontWeight: 600, textAlign: 'center' },
  code: {
    margin: 0,
    fontFamily: 'ui-monospace, "Source Code Pro", monospace',
    fontSize: '24px',
    fontWeight: 700,
    letterSpacing: '0.08em',
    wordBreak: 'break-all',
    textAlign: 'center',
  },
  validity: { margin: 0, fontSize: '14px', color: '#333333' },
});

/** One entry code for the door scanner; `onQrSettled` runs once its QR is drawn (see QrCanvas). */
export function EntryCodeCard({ entryCode, onQrSettled }: { entryCode: EntryCode; onQrSettled?: () => void }) {
  const styles = useStyles();
  const { i18n } = useLingui();
  const until = entryCode.validUntil ? formatDate(entryCode.validUntil, 'UTC') : null;
  return (
    <article className={styles.card} aria-label={entryCode.name}>
      <h2 className={styles.name}>{entryCode.name}</h2>
      <QrCanvas text={entryCode.code} label={i18n._(qrLabel(entryCode.code))} onSettled={onQrSettled} />
      <p className={styles.code}>{entryCode.code}</p>
      <p className={styles.validity}>{until ? <Trans>Valid until {until}</Trans> : <Trans>No end date</Trans>}</p>
    </article>
  );
}
