import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import type { UseMutationResult } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ResourceIssue } from '../../api/contract/admin-resources.ts';
import { notifySuccess } from '../../shell/notify.ts';
import { resourceFailure, resourceIssueText } from './issue-text.ts';

export const useFormStyles = makeStyles({
  surface: { maxWidth: '720px', width: 'calc(100vw - 32px)' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
  },
  /** A field across the whole grid. */
  wide: { gridColumn: '1 / -1' },
});

type Refusal = { text: string; field?: string | undefined };
type Checked<I> = { input: I } | { issues: ResourceIssue[] };

/**
 * A room or trainer form's state: the draft as typed, the issues the shared schema finds before sending,
 * and the server's refusal (beside its field when it has one). Saving closes the form with a notice.
 */
export function useResourceForm<D extends object, I, S extends { name: string }>({
  initial,
  check,
  id,
  save,
  savedText,
  onClose,
}: {
  initial: () => D;
  check: (draft: D) => Checked<I>;
  /** null for a new one */
  id: number | null;
  save: UseMutationResult<S, Error, { id: number | null; input: I }>;
  savedText: (saved: S) => string;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const [draft, setDraft] = useState<D>(initial);
  const [issues, setIssues] = useState<ResourceIssue[]>([]);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const change = (patch: Partial<D>) => {
    setDraft((d) => ({ ...d, ...patch }));
    // a field's issue goes once it is edited; the others stay until the next save
    setIssues((list) => list.filter((i) => !(i.field in patch)));
    setRefusal((r) => (r?.field && r.field in patch ? null : r));
  };
  const issueOf = (field: string) => {
    const issue = issues.find((i) => i.field === field);
    const text = issue ? resourceIssueText(i18n, issue) : refusal?.field === field ? refusal.text : undefined;
    return text ? { validationState: 'error' as const, validationMessage: text } : {};
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(draft);
    if ('issues' in checked) {
      setIssues(checked.issues);
      return;
    }
    setRefusal(null);
    save.mutate(
      { id, input: checked.input },
      {
        onSuccess: (saved) => {
          notifySuccess(savedText(saved));
          onClose();
        },
        onError: (error) => setRefusal(resourceFailure(error)),
      },
    );
  };
  return { draft, change, issueOf, submit, refusal, saving: save.isPending };
}

/** The frame of a room or trainer form: title, the fields in a grid, a refusal of no field, Close and Save. */
export function ResourceFormDialog({
  open,
  title,
  form,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  form: { submit: (event: FormEvent) => void; refusal: Refusal | null; saving: boolean };
  onClose: () => void;
  children: ReactNode;
}) {
  const styles = useFormStyles();
  const { refusal, saving } = form;
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={form.submit} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>
              <div className={styles.grid}>{children}</div>
              {refusal && !refusal.field && (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{refusal.text}</MessageBarBody>
                </MessageBar>
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                <Trans>Close</Trans>
              </Button>
              <Button
                type="submit"
                appearance="primary"
                disabled={saving}
                icon={saving ? <Spinner size="tiny" /> : undefined}
              >
                {saving ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
