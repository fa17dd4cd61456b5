import { useState, type FormEvent } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CONTACT_MAX,
  RESOURCE_NAME_MAX,
  type AdminTrainer,
  type ResourceIssue,
} from '../../api/contract/admin-resources.ts';
import type { TrainingStyle } from '../../api/contract/schedule.ts';
import { notifySuccess } from '../../shell/notify.ts';
import { resourceFailure, resourceIssueText } from './issue-text.ts';
import { useSaveTrainerMutation } from './queries.ts';
import { StyleCheckboxes } from './style-checkboxes.tsx';
import { checkTrainerDraft, newTrainerDraft, trainerDraftOf, type TrainerDraft } from './trainer-draft.ts';

const useStyles = makeStyles({
  surface: { maxWidth: '720px', width: 'calc(100vw - 32px)' },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalM,
  },
  wide: { gridColumn: '1 / -1' },
  rights: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
});

/** Create (trainer null) or edit a trainer: name, contacts, styles, and the login that acts as them. */
export function TrainerDialog({
  open,
  trainer,
  styleList,
  onClose,
}: {
  open: boolean;
  trainer: AdminTrainer | null;
  styleList: TrainingStyle[];
  onClose: () => void;
}) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const save = useSaveTrainerMutation();
  const [draft, setDraft] = useState<TrainerDraft>(() => (trainer ? trainerDraftOf(trainer) : newTrainerDraft()));
  const [issues, setIssues] = useState<ResourceIssue[]>([]);
  const [refusal, setRefusal] = useState<{ text: string; field?: string | undefined } | null>(null);
  const change = (patch: Partial<TrainerDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
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
    const checked = checkTrainerDraft(draft);
    if ('issues' in checked) {
      setIssues(checked.issues);
      return;
    }
    setRefusal(null);
    save.mutate(
      { id: trainer?.id ?? null, input: checked.input },
      {
        onSuccess: (saved) => {
          notifySuccess(t`Trainer ${saved.name} saved`);
          onClose();
        },
        onError: (error) => setRefusal(resourceFailure(i18n, error)),
      },
    );
  };
  const hasLogin = draft.login.trim() !== '';

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{trainer ? t`Edit trainer ${trainer.name}` : t`New trainer`}</DialogTitle>
            <DialogContent>
              <div className={styles.grid}>
                <Field label={t`Name`} required {...issueOf('name')}>
                  <Input
                    value={draft.name}
                    maxLength={RESOURCE_NAME_MAX + 20}
                    autoComplete="off"
                    onChange={(_, data) => change({ name: data.value })}
                  />
                </Field>
                <Field label={t`E-mail`} {...issueOf('email')}>
                  <Input
                    type="email"
                    value={draft.email}
                    maxLength={CONTACT_MAX + 20}
                    autoComplete="off"
                    onChange={(_, data) => change({ email: data.value })}
                  />
                </Field>
                <Field label={t`Phone`} hint={t`Class change notices go to this number`} {...issueOf('phone')}>
                  <Input
                    type="tel"
                    value={draft.phone}
                    maxLength={60}
                    autoComplete="off"
                    onChange={(_, data) => change({ phone: data.value })}
                  />
                </Field>
                <Field
                  label={t`Login (username or e-mail)`}
                  hint={t`An existing user who then logs in as this trainer; empty for none`}
                  {...issueOf('login')}
                >
                  <Input
                    value={draft.login}
                    maxLength={CONTACT_MAX + 20}
                    autoComplete="off"
                    onChange={(_, data) => change({ login: data.value })}
                  />
                </Field>
                <div className={styles.wide}>
                  <div className={styles.rights}>
                    <Checkbox
                      label={t`Can see registrations`}
                      disabled={!hasLogin}
                      checked={draft.canSeeRegistrations}
                      onChange={(_, data) => change({ canSeeRegistrations: data.checked === true })}
                    />
                    <Checkbox
                      label={t`Can manage registrations`}
                      disabled={!hasLogin}
                      checked={draft.canManageRegistrations}
                      onChange={(_, data) => change({ canManageRegistrations: data.checked === true })}
                    />
                  </div>
                </div>
                <div className={styles.wide}>
                  <StyleCheckboxes
                    legend={t`Training styles led`}
                    styles={styleList}
                    value={draft.styleIds}
                    onChange={(styleIds) => change({ styleIds })}
                  />
                </div>
              </div>
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
                disabled={save.isPending}
                icon={save.isPending ? <Spinner size="tiny" /> : undefined}
              >
                {save.isPending ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
