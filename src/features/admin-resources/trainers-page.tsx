import {
  Button,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminTrainer } from '../../api/contract/admin-resources.ts';
import { LoadFailure } from '../../shell/load-failure.tsx';
import { notifyError, notifySuccess } from '../../shell/notify.ts';
import { Page } from '../../shell/page.tsx';
import { useDialogTarget } from './dialog-target.ts';
import { resourceQueries, useSetTrainerActiveMutation } from './queries.ts';
import { ActiveBadge, useTableStyles } from './resource-table.tsx';
import { TrainerDeactivateDialog } from './trainer-deactivate-dialog.tsx';
import { TrainerDialog } from './trainer-dialog.tsx';

/** Issue #26: the club's trainers (inactive ones too), to add, edit and (de)activate. */
export function TrainersPage() {
  const { t } = useLingui();
  const styles = useTableStyles();
  const list = useQuery(resourceQueries.trainers());
  const activate = useSetTrainerActiveMutation();
  const editing = useDialogTarget<AdminTrainer | null>();
  const deactivating = useDialogTarget<AdminTrainer>();
  const styleNames = new Map((list.data?.styles ?? []).map((s) => [s.id, s.name]));

  return (
    <Page
      title={<Trans>Trainers</Trans>}
      updatedAt={list.dataUpdatedAt || undefined}
      actions={
        <Button appearance="primary" disabled={!list.data} onClick={() => editing.show(null)}>
          <Trans>Add trainer</Trans>
        </Button>
      }
    >
      {list.isPending ? (
        <Spinner label={t`Loading…`} />
      ) : list.isError && !list.data ? (
        <LoadFailure error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        // scrolls sideways on a phone: a focusable region, so a keyboard scrolls it too
        <div className={styles.scroll} role="region" tabIndex={0} aria-label={t`Trainers list`}>
          <Table aria-label={t`Trainers`} className={styles.table}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t`Name`}</TableHeaderCell>
                <TableHeaderCell>{t`Contact`}</TableHeaderCell>
                <TableHeaderCell>{t`Training styles`}</TableHeaderCell>
                <TableHeaderCell>{t`Login`}</TableHeaderCell>
                <TableHeaderCell>{t`Status`}</TableHeaderCell>
                <TableHeaderCell>{t`Actions`}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.data.trainers.map((trainer) => (
                <TableRow key={trainer.id}>
                  <TableCell>{trainer.name}</TableCell>
                  <TableCell>{[trainer.email, trainer.phone].filter(Boolean).join(', ') || '—'}</TableCell>
                  <TableCell className={styles.secondary}>
                    {trainer.styleIds
                      .map((id) => styleNames.get(id))
                      .filter(Boolean)
                      .join(', ') || '—'}
                  </TableCell>
                  <TableCell>{trainer.login ? trainer.login.username : '—'}</TableCell>
                  <TableCell>
                    <ActiveBadge active={trainer.active} />
                  </TableCell>
                  <TableCell>
                    <div className={styles.actions}>
                      <Button size="small" onClick={() => editing.show(trainer)} aria-label={t`Edit ${trainer.name}`}>
                        <Trans>Edit</Trans>
                      </Button>
                      {trainer.active ? (
                        <Button
                          size="small"
                          onClick={() => deactivating.show(trainer)}
                          aria-label={t`Deactivate ${trainer.name}`}
                        >
                          <Trans>Deactivate</Trans>
                        </Button>
                      ) : (
                        <Button
                          size="small"
                          aria-label={t`Activate ${trainer.name}`}
                          disabled={activate.isPending}
                          icon={
                            activate.isPending && activate.variables.id === trainer.id ? (
                              <Spinner size="tiny" />
                            ) : undefined
                          }
                          onClick={() =>
                            activate.mutate(
                              { id: trainer.id, active: true },
                              {
                                onSuccess: () => notifySuccess(t`Trainer ${trainer.name} activated`),
                                onError: notifyError,
                              },
                            )
                          }
                        >
                          <Trans>Activate</Trans>
                        </Button>
                      )}
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      {editing.state && list.data && (
        <TrainerDialog
          key={editing.state.key}
          open={editing.state.open}
          trainer={editing.state.value}
          styleList={list.data.styles}
          onClose={editing.hide}
        />
      )}
      {deactivating.state && list.data && (
        <TrainerDeactivateDialog
          key={deactivating.state.key}
          open={deactivating.state.open}
          trainer={deactivating.state.value}
          others={list.data.trainers.filter((o) => o.active && o.id !== deactivating.state?.value.id)}
          onClose={deactivating.hide}
        />
      )}
    </Page>
  );
}
