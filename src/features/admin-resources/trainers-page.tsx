import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminTrainer, AdminTrainersResponse } from '../../api/contract/admin-resources.ts';
import { resourceQueries, useSetTrainerActiveMutation } from './queries.ts';
import { ResourceListPage, type ResourceColumn } from './resource-list-page.tsx';
import { TrainerDeactivateDialog } from './trainer-deactivate-dialog.tsx';
import { TrainerDialog } from './trainer-dialog.tsx';

/** Issue #26: the club's trainers (inactive ones too), to add, edit and (de)activate. */
export function TrainersPage() {
  const { t } = useLingui();
  const list = useQuery(resourceQueries.trainers());
  const activate = useSetTrainerActiveMutation();
  const styleNames = new Map((list.data?.styles ?? []).map((s) => [s.id, s.name]));
  const columns: ResourceColumn<AdminTrainer>[] = [
    { header: t`Name`, cell: (trainer) => trainer.name },
    { header: t`Contact`, cell: (trainer) => [trainer.email, trainer.phone].filter(Boolean).join(', ') || '—' },
    {
      header: t`Training styles`,
      secondary: true,
      cell: (trainer) =>
        trainer.styleIds
          .map((id) => styleNames.get(id))
          .filter(Boolean)
          .join(', ') || '—',
    },
    { header: t`Login`, cell: (trainer) => (trainer.login ? trainer.login.username : '—') },
  ];

  return (
    <ResourceListPage<AdminTrainersResponse, AdminTrainer>
      title={<Trans>Trainers</Trans>}
      addLabel={<Trans>Add trainer</Trans>}
      listLabel={t`Trainers list`}
      tableLabel={t`Trainers`}
      list={list}
      rows={(data) => data.trainers}
      columns={columns}
      activate={activate}
      activatedText={(trainer) => t`Trainer ${trainer.name} activated`}
      editDialog={({ key, open, value, onClose }, data) => (
        <TrainerDialog key={key} open={open} trainer={value} styleList={data.styles} onClose={onClose} />
      )}
      deactivateDialog={({ key, open, value, onClose }, data) => (
        <TrainerDeactivateDialog
          key={key}
          open={open}
          trainer={value}
          others={data.trainers.filter((o) => o.active && o.id !== value.id)}
          onClose={onClose}
        />
      )}
    />
  );
}
