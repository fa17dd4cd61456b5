import { useState } from 'react';
import { Field, Select, Spinner } from '@fluentui/react-components';
import { useQueries, useQuery } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminTrainer } from '../../api/contract/admin-resources.ts';
import { notifySuccess } from '../../shell/notify.ts';
import { FutureClassList } from './future-class-list.tsx';
import { availabilityWindows, clashingClasses } from './hand-over-clashes.ts';
import { resourceQueries, useSetTrainerActiveMutation } from './queries.ts';
import { ResourceDeactivateDialog } from './resource-deactivate-dialog.tsx';

/**
 * Deactivating a trainer: confirmed when they have no classes ahead; otherwise the classes are named
 * and can be handed to another active trainer, whose clashes show before the admin confirms (the
 * server checks again under both trainers' locks). Clients of each class get the change notice.
 */
export function TrainerDeactivateDialog({
  open,
  trainer,
  others,
  onClose,
}: {
  open: boolean;
  trainer: AdminTrainer;
  others: AdminTrainer[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const future = useQuery({ ...resourceQueries.futureClasses('trainers', trainer.id), enabled: open });
  const deactivate = useSetTrainerActiveMutation();
  const [target, setTarget] = useState('');
  const classes = future.data ?? [];
  const targetId = target === '' ? undefined : Number(target);
  const busy = useQueries({
    queries:
      targetId === undefined ? [] : availabilityWindows(classes).map((w) => resourceQueries.trainerBusy(targetId, w)),
  });
  const checking = busy.some((q) => q.isPending);
  const clashes = clashingClasses(
    classes,
    busy.flatMap((q) => q.data?.conflicts ?? []),
  );
  const targetName = others.find((o) => o.id === targetId)?.name ?? '';
  const canHandOver = targetId !== undefined && !checking && clashes.size === 0;

  const submit = () =>
    deactivate.mutate(
      { id: trainer.id, active: false, handOverTo: classes.length > 0 ? targetId : undefined },
      {
        onSuccess: ({ handedOver, messagesSent }) => {
          notifySuccess(
            handedOver > 0
              ? plural(messagesSent, {
                  one: `Trainer deactivated, classes handed over to ${targetName}; # notice sent`,
                  other: `Trainer deactivated, classes handed over to ${targetName}; # notices sent`,
                })
              : t`Trainer ${trainer.name} deactivated`,
          );
          onClose();
        },
        onError: () => {
          void future.refetch();
          for (const q of busy) void q.refetch();
        },
      },
    );

  return (
    <ResourceDeactivateDialog
      open={open}
      title={t`Deactivate trainer ${trainer.name}?`}
      future={future}
      ahead={
        <>
          <p role="status">
            {plural(classes.length, {
              one: 'This trainer still leads # class ahead. Hand it over to another trainer, who must be free then, or cancel it first.',
              other:
                'This trainer still leads # classes ahead. Hand them over to another trainer, who must be free then, or cancel them first.',
            })}
          </p>
          <FutureClassList classes={classes} note={(k) => (clashes.has(k.id) ? t`${targetName} is busy then` : null)} />
          <Field
            label={t`Hand the classes over to`}
            validationState={clashes.size > 0 ? 'error' : 'none'}
            validationMessage={clashes.size > 0 ? t`${targetName} is not free for every class` : undefined}
          >
            <Select value={target} onChange={(_, data) => setTarget(data.value)}>
              <option value="">{t`Choose a trainer`}</option>
              {others.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </Select>
          </Field>
          {checking && <Spinner size="tiny" label={t`Checking availability…`} />}
          <p>
            <Trans>The clients of these classes get the notice of a class change.</Trans>
          </p>
        </>
      }
      none={
        <p>
          <Trans>
            This trainer leads no class ahead. Once deactivated they are offered for no new class and their login loses
            the trainer role.
          </Trans>
        </p>
      }
      failure={deactivate.error}
      confirm={
        future.isSuccess
          ? {
              label: classes.length > 0 ? <Trans>Hand over and deactivate</Trans> : <Trans>Deactivate</Trans>,
              disabled: deactivate.isPending || (classes.length > 0 && !canHandOver),
              pending: deactivate.isPending,
              onClick: submit,
            }
          : null
      }
      onClose={onClose}
    />
  );
}
