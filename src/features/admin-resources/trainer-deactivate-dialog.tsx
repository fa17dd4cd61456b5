import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
} from '@fluentui/react-components';
import { useQueries, useQuery } from '@tanstack/react-query';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AdminTrainer } from '../../api/contract/admin-resources.ts';
import { notifySuccess } from '../../shell/notify.ts';
import { FutureClassList } from './future-class-list.tsx';
import { availabilityWindows, clashingClasses } from './hand-over-clashes.ts';
import { resourceFailure } from './issue-text.ts';
import { resourceQueries, useSetTrainerActiveMutation } from './queries.ts';

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
  const { t, i18n } = useLingui();
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
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t`Deactivate trainer ${trainer.name}?`}</DialogTitle>
          <DialogContent>
            {future.isPending ? (
              <Spinner size="small" label={t`Looking for classes ahead…`} />
            ) : future.isError ? (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{resourceFailure(i18n, future.error).text}</MessageBarBody>
              </MessageBar>
            ) : classes.length > 0 ? (
              <>
                <p role="status">
                  {plural(classes.length, {
                    one: 'This trainer still leads # class ahead. Hand it over to another trainer, who must be free then, or cancel it first.',
                    other:
                      'This trainer still leads # classes ahead. Hand them over to another trainer, who must be free then, or cancel them first.',
                  })}
                </p>
                <FutureClassList
                  classes={classes}
                  note={(k) => (clashes.has(k.id) ? t`${targetName} is busy then` : null)}
                />
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
            ) : (
              <p>
                <Trans>
                  This trainer leads no class ahead. Once deactivated they are offered for no new class and their login
                  loses the trainer role.
                </Trans>
              </p>
            )}
            {deactivate.isError && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{resourceFailure(i18n, deactivate.error).text}</MessageBarBody>
              </MessageBar>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
            {future.isSuccess && (
              <Button
                appearance="primary"
                onClick={submit}
                disabled={deactivate.isPending || (classes.length > 0 && !canHandOver)}
                icon={deactivate.isPending ? <Spinner size="tiny" /> : undefined}
              >
                {classes.length > 0 ? <Trans>Hand over and deactivate</Trans> : <Trans>Deactivate</Trans>}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
