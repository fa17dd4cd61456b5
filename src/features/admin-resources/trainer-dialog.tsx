import { Checkbox, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { CONTACT_MAX, RESOURCE_NAME_MAX, type AdminTrainer } from '../../api/contract/admin-resources.ts';
import type { TrainingStyle } from '../../api/contract/schedule.ts';
import { useSaveTrainerMutation } from './queries.ts';
import { ResourceFormDialog, useFormStyles, useResourceForm } from './resource-form-dialog.tsx';
import { StyleCheckboxes } from './style-checkboxes.tsx';
import { checkTrainerDraft, newTrainerDraft, trainerDraftOf } from './trainer-draft.ts';

const useStyles = makeStyles({
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
  const formStyles = useFormStyles();
  const { t } = useLingui();
  const form = useResourceForm({
    initial: () => (trainer ? trainerDraftOf(trainer) : newTrainerDraft()),
    check: checkTrainerDraft,
    id: trainer?.id ?? null,
    save: useSaveTrainerMutation(),
    savedText: (saved) => t`Trainer ${saved.name} saved`,
    onClose,
  });
  const { draft, change, issueOf } = form;
  const hasLogin = draft.login.trim() !== '';

  return (
    <ResourceFormDialog
      open={open}
      title={trainer ? t`Edit trainer ${trainer.name}` : t`New trainer`}
      form={form}
      onClose={onClose}
    >
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
      <div className={formStyles.wide}>
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
      <div className={formStyles.wide}>
        <StyleCheckboxes
          legend={t`Training styles led`}
          styles={styleList}
          value={draft.styleIds}
          onChange={(styleIds) => change({ styleIds })}
        />
      </div>
    </ResourceFormDialog>
  );
}
