import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { entryCodeTitle, type EntryCode } from '../../api/contract/card.ts';
import { formatDate } from '../../lib/dates.ts';
import { isEntryCodeExpired } from '../../common/entry-code-validity.ts';
import { cx } from '../../lib/class-names.ts';
import { QrCanvas } from '../../lib/qr/qr-canvas.tsx';
import { expiredOn, qrLabel, showExpiredCode } from './entry-texts.ts';
import styles from './entry.module.css';

/**
 * One entry code for the door scanner; `leads`: shown largest, as a person's first valid card. An expired
 * card says so and keeps its code hidden until asked, so the scanner is not offered a refused code.
 * `onQrSettled` runs once its QR is drawn (see QrCanvas).
 */
export function EntryCodeCard({
  entryCode,
  leads,
  onQrSettled,
}: {
  entryCode: EntryCode;
  leads: boolean;
  onQrSettled?: () => void;
}) {
  const { i18n } = useLingui();
  const [revealed, setRevealed] = useState(false);
  const until = entryCode.validUntil ? formatDate(entryCode.validUntil, 'UTC') : null;
  const expired = isEntryCodeExpired(entryCode.validUntil);
  return (
    <article
      className={cx('entry-card', leads && 'entry-card-current', expired && 'entry-card-expired')}
      aria-label={entryCodeTitle(entryCode)}
    >
      <h2 className="entry-card-name">{entryCodeTitle(entryCode)}</h2>
      {expired && until !== null && <strong className="entry-card-expired-note">{i18n._(expiredOn(until))}</strong>}
      {expired && !revealed ? (
        <button type="button" className={styles.reveal} onClick={() => setRevealed(true)}>
          {i18n._(showExpiredCode)}
        </button>
      ) : (
        <QrCanvas text={entryCode.code} label={i18n._(qrLabel(entryCode.code))} onSettled={onQrSettled} />
      )}
      <p className="entry-card-code">{entryCode.code}</p>
      {entryCode.access === 'accountNotActive' ? (
        // the server decides: an account whose status does not allow entry has no valid code
        <p className={styles.validity}>
          <strong className="entry-card-expired-note">
            <Trans>Not valid: your account status does not allow entry</Trans>
          </strong>
        </p>
      ) : (
        !expired && (
          <p className={styles.validity}>
            {until === null ? <Trans>No end date</Trans> : <Trans>Valid until {until}</Trans>}
          </p>
        )
      )}
    </article>
  );
}
