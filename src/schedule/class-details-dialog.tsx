import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Training } from '../api/contract/schedule.ts';
import { scheduleQueries, type TimetableRole } from './queries.ts';
import { ClassDetails } from './class-details.tsx';
import type { ClassActions } from './class-actions.ts';

const useStyles = makeStyles({
  surface: { maxWidth: 'min(560px, calc(100vw - 24px))' },
  note: { color: tokens.colorNeutralForeground2 },
});

/**
 * The class named by the `id` search parameter. It comes from the loaded week when it is there
 * (so a booking shows at once); a link to another week's class is fetched by id.
 */
export function ClassDetailsDialog({
  id,
  role,
  weekTrainings,
  now,
  actions,
  onClose,
}: {
  id: number;
  role: TimetableRole;
  weekTrainings: readonly Training[];
  now: number;
  actions?: ClassActions | undefined;
  onClose: () => void;
}) {
  const styles = useStyles();
  const { t } = useLingui();
  const inWeek = weekTrainings.find((training) => training.id === id);
  const byId = useQuery({
    ...scheduleQueries.training(role === 'public' ? 'user' : role, id),
    enabled: !inWeek && role !== 'public',
  });
  const training = inWeek ?? byId.data;
  const loading = !training && byId.isLoading;

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface} aria-label={training ? undefined : t`Class details`}>
        <DialogBody>
          <DialogTitle>{training ? training.name : <Trans>Class details</Trans>}</DialogTitle>
          <DialogContent>
            {training ? (
              <ClassDetails training={training} role={role} now={now} actions={actions} />
            ) : loading ? (
              <Spinner label={t`Loading the class…`} />
            ) : (
              <p className={styles.note}>
                <Trans>Class not found</Trans>
              </p>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
