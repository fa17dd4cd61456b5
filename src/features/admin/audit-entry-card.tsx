import { Trans, useLingui } from '@lingui/react/macro';
import type { AuditEntry } from '../../api/contract/audit.ts';
import { deviceTimeZone, formatDateTime } from '../../lib/dates.ts';
import { Badge } from '../../ui/badge.tsx';
import { Card, CardHead, CardMeta, CardTitle } from '../../ui/card.tsx';
import { changedFields, valueText } from './audit-changes.ts';
import { auditActionLabels, auditRoleLabels, auditSubjectLabels } from './audit-labels.ts';
import styles from './audit-log.module.css';

/** One entry of the audit log: what happened to what, who did it when and from where, and before → after. */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const { i18n } = useLingui();
  const changes = changedFields(entry.before, entry.after);
  const details = Object.entries(entry.detail ?? {});
  const subject = entry.subject ? `${i18n._(auditSubjectLabels[entry.subject.type])} ${entry.subject.id}` : null;
  return (
    <Card as="li">
      <CardHead>
        <CardTitle>
          {i18n._(auditActionLabels[entry.action])}
          {subject && ` · ${subject}`}
        </CardTitle>
        <Badge tone="neutral">{i18n._(auditRoleLabels[entry.actor.role])}</Badge>
      </CardHead>
      <CardMeta>
        {formatDateTime(entry.at, deviceTimeZone())} · {entry.actor.name || '—'}
      </CardMeta>
      <CardMeta>
        <Trans>
          From {entry.clientAddress || '—'}, request {entry.requestId || '—'}
        </Trans>
      </CardMeta>
      {changes.length > 0 && (
        <dl className={styles.changes}>
          {changes.map((c) => (
            <div key={c.field} className={styles.change}>
              <dt>{c.field}</dt>
              <dd>
                <span className={styles.before}>{c.before}</span> → <span>{c.after}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {details.length > 0 && (
        <dl className={styles.changes}>
          {details.map(([key, value]) => (
            <div key={key} className={styles.change}>
              <dt>{key}</dt>
              <dd>{valueText(value)}</dd>
            </div>
          ))}
        </dl>
      )}
      <CardMeta>
        <Trans>Entry {entry.seq}</Trans>
      </CardMeta>
    </Card>
  );
}
