import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { failureText, successMessages } from '../../i18n/error-messages.ts';
import { countText } from './count-text.ts';
import type { ClassActionsProps } from '../../schedule/class-actions.ts';
import { confirmDestructive } from '../../shell/confirm.ts';
import { ActionBar } from '../../ui/action-bar.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { notifyError, notifySuccess } from '../../shell/notify.ts';
import type { SeriesScope } from '../../api/contract/admin.ts';
import { formatDate, formatTime } from '../../lib/dates.ts';
import { showSnack } from '../../state/snackbar.ts';
import { refusalDetails } from './form-issue-text.ts';
import { SeriesScopeChoice } from './series-scope-choice.tsx';
import { offersScope } from './series-scope.ts';
import { usePageRules } from '../../state/rules.ts';
import { useCancelTrainingMutation, useDeleteTrainingMutation } from './queries.ts';
import { SmsDialog } from './sms-dialog.tsx';
import { ClassParticipants } from './class-participants.tsx';

/** The admin's part of a class dialog: who is booked and waits; edit, cancel (with notice), delete, SMS its participants. */
export function AdminClassActions({ training, place }: ClassActionsProps) {
  const { t, i18n } = useLingui();
  const rules = usePageRules();
  const cancel = useCancelTrainingMutation();
  const navigate = useNavigate({ from: '/admin-calendar' });
  // the class is gone: say so and close its dialog rather than look it up again
  const remove = useDeleteTrainingMutation(() => {
    notifySuccess(i18n._(successMessages.deleted));
    return navigate({ search: (prev) => ({ ...prev, id: undefined }), replace: true });
  });
  const [smsOpen, setSmsOpen] = useState(false);
  const name = training.name;
  const clients = training.bookedCount + training.waitingCount;

  // the class dialog holds the actions; cards only open it, so a long day list is not a wall of buttons
  if (place === 'card') return null;

  const series = training.series ?? null;
  /** The confirmation's text, with the scope choice beneath it for a class that has later ones in its series. */
  const withScope = (text: string, onScope: (scope: SeriesScope) => void) =>
    series && offersScope(series) ? (
      <>
        <p>{text}</p>
        <SeriesScopeChoice series={series} onChange={onScope} label={t`Which classes`} />
      </>
    ) : (
      text
    );
  const tz = training.club.timeZone;
  const refusedDelete = (error: unknown) => {
    const classes = refusalDetails(error)?.classes ?? [];
    if (classes.length === 0) return notifyError(error);
    const list = classes
      .map(
        (k) => `${k.name} ${formatDate(k.start, tz, { day: 'numeric', month: 'numeric' })} ${formatTime(k.start, tz)}`,
      )
      .join(', ');
    showSnack('error', `${failureText(error)}: ${list}`, 8000);
  };

  const cancelClass = async () => {
    let scope: SeriesScope = 'this';
    const ok = await confirmDestructive({
      title: t`Cancel ${name}?`,
      content: withScope(
        t`Booked clients (${clients}) and the trainer get a notice that the class is cancelled.`,
        (s) => (scope = s),
      ),
      confirmLabel: t`Cancel class`,
      keepLabel: t`Keep class`,
    });
    if (!ok) return;
    cancel.mutate(
      { id: training.id, scope },
      {
        onSuccess: ({ messagesSent }) =>
          notifySuccess(countText(i18n, successMessages.cancelledWithCount, messagesSent)),
        onError: notifyError,
      },
    );
  };

  const deleteClass = async () => {
    let scope: SeriesScope = 'this';
    const ok = await confirmDestructive({
      title: t`Delete ${name}?`,
      content: withScope(t`The class disappears from every timetable. This cannot be undone.`, (s) => (scope = s)),
      confirmLabel: t`Delete class`,
      keepLabel: t`Keep class`,
    });
    if (!ok) return;
    remove.mutate({ id: training.id, scope }, { onError: refusedDelete });
  };

  return (
    <>
      <ClassParticipants trainingId={training.id} />
      <ActionBar
        destructive={
          <>
            {!training.isCancelled && (
              <Button variant="destructive" onClick={() => void cancelClass()} disabled={cancel.isPending}>
                <Trans>Cancel class</Trans>
              </Button>
            )}
            <Button variant="destructive" onClick={() => void deleteClass()} disabled={remove.isPending}>
              <Trans>Delete class</Trans>
            </Button>
          </>
        }
      >
        {!training.isCancelled && (
          <Link
            to="/admin-calendar/$trainingId/edit"
            params={{ trainingId: training.id }}
            className={buttonClass('secondary')}
          >
            <Trans>Edit</Trans>
          </Link>
        )}
        {!rules.notification.isSmsHidden && (
          <Button onClick={() => setSmsOpen(true)}>
            <Trans>Send SMS</Trans>
          </Button>
        )}
      </ActionBar>
      {smsOpen && <SmsDialog training={training} onClose={() => setSmsOpen(false)} />}
    </>
  );
}
