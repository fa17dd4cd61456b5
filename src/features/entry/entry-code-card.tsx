import { Trans, useLingui } from '@lingui/react/macro';
import type { EntryCode } from '../../api/contract/card.ts';
import { formatDate } from '../../lib/dates.ts';
import { QrCanvas } from './qr-canvas.tsx';
import { qrLabel } from './entry-texts.ts';
import { isEntryCodeExpired } from './entry-code-validity.ts';
import styles from './entry.module.css';

/** One entry code for the door scanner; `onQrSettled` runs once its QR is drawn (see QrCanvas). */
export function EntryCodeCard({ entryCode, onQrSettled }: { entryCode: EntryCode; onQrSettled?: () => void }) {
  const { i18n } = useLingui();
  const until = entryCode.validUntil ? formatDate(entryCode.validUntil, 'UTC') : null;
  return (
    <article className="entry-card" aria-label={entryCode.name}>
      <h2 className="entry-card-name">{entryCode.name}</h2>
      <QrCanvas text={entryCode.code} label={i18n._(qrLabel(entryCode.code))} onSettled={onQrSettled} />
      <p className="entry-card-code">{entryCode.code}</p>
      <p className={styles.validity}>
        {entryCode.access === 'accountNotActive' ? (
          <strong className={styles.expired}>
            <Trans>Not valid: your account status does not allow entry</Trans>
          </strong>
        ) : until === null ? (
          <Trans>No end date</Trans>
        ) : isEntryCodeExpired(entryCode.validUntil) ? (
          <strong className={styles.expired}>
            <Trans>Expired on {until}</Trans>
          </strong>
        ) : (
          <Trans>Valid until {until}</Trans>
        )}
      </p>
    </article>
  );
}
