import { Spinner } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { auditActions, auditSubjectTypes, type AuditAction, type AuditSubjectType } from '../../api/contract/audit.ts';
import { pageItems } from '../../api/pages.ts';
import { LoadFailure } from '../../shell/load-failure.tsx';
import { LoadMore } from '../../shell/load-more.tsx';
import { Page } from '../../shell/page.tsx';
import { SelectField } from '../../shell/select-field.tsx';
import { TextField } from '../../shell/text-field.tsx';
import { Button } from '../../ui/button.tsx';
import { AuditEntryCard } from './audit-entry-card.tsx';
import { dayRange } from './audit-changes.ts';
import { auditActionLabels, auditRoleLabels, auditSubjectLabels } from './audit-labels.ts';
import { auditQueries, type AuditFilter } from './audit-queries.ts';
import styles from './audit-log.module.css';

type Draft = { action: AuditAction | ''; actorId: string; subjectType: AuditSubjectType | ''; subjectId: string };
const noFilter: Draft = { action: '', actorId: '', subjectType: '', subjectId: '' };

/**
 * The club's audit log (issue 40): every staff action, newest first, filtered by what, who, which subject
 * and which days; each entry with who did it when, from where, and the values before → after.
 */
export function AuditLogPage() {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<Draft>(noFilter);
  const [days, setDays] = useState({ from: '', to: '' });
  const badSubject = draft.subjectId !== '' && !/^[1-9]\d{0,9}$/.test(draft.subjectId);
  const badRange = days.from !== '' && days.to !== '' && days.from > days.to;
  const filter: AuditFilter = {
    ...draft,
    subjectId: badSubject ? '' : draft.subjectId,
    ...(badRange ? {} : dayRange(days.from, days.to)),
  };
  const log = useInfiniteQuery(auditQueries.log(filter));
  const actors = useQuery(auditQueries.actors());
  const entries = pageItems(log.data);
  const change = (part: Partial<Draft>) => setDraft((d) => ({ ...d, ...part }));

  return (
    <Page
      title={<Trans>Audit log</Trans>}
      updatedAt={log.dataUpdatedAt || undefined}
      actions={
        <Button onClick={() => void log.refetch()} disabled={log.isFetching}>
          <Trans>Refresh</Trans>
        </Button>
      }
    >
      <form
        className={styles.filters}
        role="search"
        aria-label={t`Filter the audit log`}
        onSubmit={(e) => e.preventDefault()}
      >
        <SelectField label={t`Action`} value={draft.action} onChange={(v) => change({ action: v as Draft['action'] })}>
          <option value="">{t`All actions`}</option>
          {auditActions.map((a) => (
            <option key={a} value={a}>
              {i18n._(auditActionLabels[a])}
            </option>
          ))}
        </SelectField>
        <SelectField label={t`Staff member`} value={draft.actorId} onChange={(v) => change({ actorId: v })}>
          <option value="">{t`Everyone`}</option>
          {actors.data?.map((a) => (
            <option key={a.id} value={String(a.id)}>
              {a.name || a.id} ({i18n._(auditRoleLabels[a.role])})
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t`Subject`}
          value={draft.subjectType}
          onChange={(v) => change({ subjectType: v as Draft['subjectType'] })}
        >
          <option value="">{t`Anything`}</option>
          {auditSubjectTypes.map((s) => (
            <option key={s} value={s}>
              {i18n._(auditSubjectLabels[s])}
            </option>
          ))}
        </SelectField>
        {draft.subjectType !== '' && (
          <TextField
            label={t`Its number`}
            inputMode="numeric"
            value={draft.subjectId}
            onValueChange={(v) => change({ subjectId: v.trim() })}
            error={badSubject ? t`A number, e.g. 42` : undefined}
          />
        )}
        <TextField
          label={t`From day`}
          type="date"
          value={days.from}
          onValueChange={(from) => setDays((d) => ({ ...d, from }))}
        />
        <TextField
          label={t`To day`}
          type="date"
          value={days.to}
          onValueChange={(to) => setDays((d) => ({ ...d, to }))}
          error={badRange ? t`The last day comes before the first` : undefined}
        />
        <Button
          onClick={() => {
            setDraft(noFilter);
            setDays({ from: '', to: '' });
          }}
        >
          <Trans>Clear filters</Trans>
        </Button>
      </form>
      {entries ? (
        entries.length > 0 ? (
          <>
            <ul className={styles.list} aria-label={t`Audit log entries`}>
              {entries.map((entry) => (
                <AuditEntryCard key={entry.seq} entry={entry} />
              ))}
            </ul>
            <LoadMore pages={log} />
          </>
        ) : (
          <p className={styles.empty}>
            <Trans>No entries match these filters.</Trans>
          </p>
        )
      ) : log.isError ? (
        <LoadFailure error={log.error} onRetry={() => void log.refetch()} />
      ) : (
        <Spinner label={t`Loading the audit log…`} />
      )}
    </Page>
  );
}
