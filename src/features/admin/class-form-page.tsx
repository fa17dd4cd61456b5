import { useRef, useState, type FormEvent } from 'react';
import {
  Button,
  Checkbox,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Training } from '../../api/contract/schedule.ts';
import { failureText, successMessages } from '../../i18n/error-messages.ts';
import { countText } from './count-text.ts';
import { dayInZone } from '../../common/calendar.ts';
import { notifySuccess, notifyWarning } from '../../shell/notify.ts';
import { Page } from '../../shell/page.tsx';
import { AvailabilityNotice } from './availability-notice.tsx';
import { SaveRefusal } from './save-refusal.tsx';
import { seriesText } from '../../schedule/series-text.ts';
import { SeriesScopeChoice } from './series-scope-choice.tsx';
import { effectiveScope, offersScope } from './series-scope.ts';
import {
  draftIssues,
  draftOf,
  draftSlot,
  MAX_REPEAT_WEEKS,
  parseWeeks,
  prefilledDraft,
  toTrainingForm,
  weeklyDrafts,
  type ClassDraft,
  type ClassPrefill,
} from './class-draft.ts';
import { formIssueText } from './form-issue-text.ts';
import { ClassFormFields, type ClassFormLists } from './class-form-fields.tsx';
import { adminQueries, useSaveTrainingMutation } from './queries.ts';
import { useAvailability } from './use-availability.ts';
import { classFormQueries } from './class-form-data.ts';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '960px' },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalM },
});

/** Where the form leads after saving or leaving: the admin timetable on the class's day. */
export type ClassFormDone = (day: string | undefined, trainingId?: number) => void;

/** The class form for a new class (`trainingId` undefined) or an existing one, with its lists loaded. */
export function ClassFormPage({
  trainingId,
  date,
  prefill = {},
  onDone,
}: {
  trainingId?: number | undefined;
  date?: string | undefined;
  /** a new class's room and start, from a link */
  prefill?: ClassPrefill;
  onDone: ClassFormDone;
}) {
  const { t } = useLingui();
  // The queries the route's loader started (class-form-data.ts).
  const training = useQuery({ ...classFormQueries.training(trainingId ?? 0), enabled: trainingId !== undefined });
  const settings = useQuery(classFormQueries.settings());
  const rooms = useQuery(classFormQueries.rooms());
  const groups = useQuery(classFormQueries.groups());
  const units = useQuery(classFormQueries.units());
  const trainers = useQuery(classFormQueries.trainers());
  const title = trainingId === undefined ? t`New class` : t`Edit class`;
  const failed = [training, settings, rooms, groups, units, trainers].find((q) => q.isError);
  const loading =
    (trainingId !== undefined && !training.data) ||
    !settings.data ||
    !rooms.data ||
    !groups.data ||
    !units.data ||
    !trainers.data;
  return (
    <Page title={title}>
      {failed && !failed.data ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{failureText(failed.error)}</MessageBarBody>
        </MessageBar>
      ) : loading ? (
        <Spinner label={t`Loading…`} />
      ) : (
        <ClassForm
          training={training.data}
          date={date}
          prefill={prefill}
          clubZones={new Map(settings.data.clubs.map((c) => [c.id, c.timeZone]))}
          lists={{ rooms: rooms.data, groups: groups.data, units: units.data, trainers: trainers.data, styles: [] }}
          onDone={onDone}
        />
      )}
    </Page>
  );
}

function ClassForm({
  training,
  date,
  prefill,
  clubZones,
  lists,
  onDone,
}: {
  training: Training | undefined;
  /** the day a new class starts on; today in the club's zone when not given */
  date: string | undefined;
  prefill: ClassPrefill;
  clubZones: Map<number, string>;
  lists: ClassFormLists;
  onDone: ClassFormDone;
}) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<ClassDraft>(() =>
    training
      ? draftOf(training)
      : prefilledDraft(
          date ?? dayInZone(Date.now(), clubZones.values().next().value ?? 'Europe/Tallinn'),
          prefill,
          lists.rooms,
        ),
  );
  const [submitted, setSubmitted] = useState(false);
  const [weeksText, setWeeksText] = useState('1');
  const repeat = parseWeeks(weeksText);
  const [repeating, setRepeating] = useState(false);
  const save = useSaveTrainingMutation();
  const room = lists.rooms.find((r) => String(r.id) === draft.roomId);
  const timeZone =
    (room && clubZones.get(room.clubId)) ??
    training?.club.timeZone ??
    clubZones.values().next().value ??
    'Europe/Tallinn';
  const styleList = useQuery({ ...adminQueries.roomStyles(room?.id ?? 0), enabled: room !== undefined });
  const issues = draftIssues(draft, timeZone, training?.bookedCount ?? 0);
  const slot = draftSlot(draft, timeZone);
  const availability = useAvailability({
    roomId: room?.id ?? null,
    trainerId: draft.trainerId === '' ? null : Number(draft.trainerId),
    slot: slot ? { from: slot.start.toISOString(), to: slot.end.toISOString(), excludeTrainingId: training?.id } : null,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(issues).length > 0 || (draft.trainingId === undefined && 'issue' in repeat)) {
      // after the render that shows the messages, take the keyboard to the first wrong field
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const weeks = draft.trainingId === undefined && 'weeks' in repeat ? repeat.weeks : 1;
    if (weeks > 1) {
      void saveWeekly(weeks);
      return;
    }
    save.mutate(toTrainingForm({ ...draft, scope: effectiveScope(training?.series ?? null, draft.scope) }, timeZone), {
      onSuccess: ({ training: saved, messagesSent }) => {
        const count = messagesSent;
        notifySuccess(
          draft.trainingId === undefined
            ? i18n._(successMessages.saved)
            : draft.notify
              ? countText(i18n, successMessages.editedWithCount, count)
              : i18n._(successMessages.edited),
        );
        onDone(dayInZone(saved.startDateTime, saved.club.timeZone), saved.id);
      },
    });
  };

  /** One class per week, one after another; a week whose room or trainer is taken is reported, not fatal. */
  const saveWeekly = async (weeks: number) => {
    setRepeating(true);
    try {
      const drafts = weeklyDrafts(draft, weeks);
      const first = await save.mutateAsync(toTrainingForm(drafts[0]!, timeZone)).catch(() => undefined);
      if (!first) return;
      const refused: string[] = [];
      for (const week of drafts.slice(1)) {
        // every week joins the first one's series, so "this and all following" can reach them later
        await save
          .mutateAsync({ ...toTrainingForm(week, timeZone), repeatOf: first.training.id })
          .catch((error: unknown) => refused.push(`${week.date} (${failureText(error)})`));
      }
      const saved = weeks - refused.length;
      notifySuccess(t`Saved ${saved} of ${weeks} classes`);
      if (refused.length > 0) {
        const list = refused.join(', ');
        notifyWarning(t`Not saved: ${list}`);
      }
      onDone(drafts[0]!.date, first.training.id);
    } finally {
      setRepeating(false);
    }
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={draft.trainingId === undefined ? t`New class` : t`Edit class`}
    >
      <ClassFormFields
        draft={draft}
        onChange={(change) => setDraft((d) => ({ ...d, ...change }))}
        issues={submitted ? issues : {}}
        lists={{ ...lists, styles: styleList.data ?? [] }}
        timeZone={timeZone}
      />
      <AvailabilityNotice availability={availability} timeZone={timeZone} />
      {draft.trainingId === undefined && (
        <Field
          label={t`Repeat weekly, number of weeks`}
          hint={t`1 to ${MAX_REPEAT_WEEKS}: the same weekday and time each week`}
          {...(submitted && 'issue' in repeat
            ? { validationState: 'error' as const, validationMessage: formIssueText(i18n, repeat.issue) }
            : {})}
        >
          <Input
            type="number"
            min={1}
            max={MAX_REPEAT_WEEKS}
            value={weeksText}
            onChange={(_, data) => setWeeksText(data.value)}
          />
        </Field>
      )}
      {training?.series && <p>{seriesText(i18n, training.series)}</p>}
      {training?.series && offersScope(training.series) && (
        <SeriesScopeChoice
          series={training.series}
          value={draft.scope}
          onChange={(scope) => setDraft((d) => ({ ...d, scope }))}
          label={t`Save the change for`}
        />
      )}
      {draft.trainingId !== undefined && (
        // the SMS stays the admin's choice; a push to devices with notifications on costs nothing and always goes
        <Field
          hint={t`This notice goes by SMS. Whoever turned on notifications in the app is told of a new time, room or trainer there in any case.`}
        >
          <Checkbox
            checked={draft.notify}
            onChange={(_, data) => setDraft((d) => ({ ...d, notify: data.checked === true }))}
            label={t`Send a notice about the change to booked clients and the trainer`}
          />
        </Field>
      )}
      {save.isError && <SaveRefusal error={save.error} availability={availability} timeZone={timeZone} />}
      <div className={styles.buttons}>
        <Button type="submit" appearance="primary" disabled={save.isPending || repeating}>
          {save.isPending || repeating ? <Trans>Saving…</Trans> : <Trans>Save</Trans>}
        </Button>
        <Button
          type="button"
          onClick={() =>
            onDone(training ? dayInZone(training.startDateTime, training.club.timeZone) : undefined, training?.id)
          }
        >
          <Trans>Back to the timetable</Trans>
        </Button>
      </div>
    </form>
  );
}
