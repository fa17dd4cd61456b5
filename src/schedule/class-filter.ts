import type { Training, TrainingType } from '../api/contract/schedule.ts';

/**
 * The timetable's `filter`: case-insensitive text matched against what a member would type —
 * the class name and prefix, style, trainer, room and training type (its key or its label in
 * the current language). Applied on the device so it is instant and works offline.
 */
export function matchesFilter(training: Training, filter: string, typeLabel: (type: TrainingType) => string): boolean {
  const needle = filter.trim().toLocaleLowerCase();
  if (needle === '') return true;
  const haystack = [
    training.name,
    training.namePrefix,
    training.style?.name,
    training.trainer?.name,
    training.room.name,
    training.trainingType,
    typeLabel(training.trainingType),
  ];
  return haystack.some((text) => text?.toLocaleLowerCase().includes(needle));
}

/** Suggestions for the filter box: the styles on show this week, then the training types. */
export function filterSuggestions(trainings: readonly Training[], typeLabels: readonly string[]): string[] {
  const styles = new Set<string>();
  for (const training of trainings) if (training.style) styles.add(training.style.name);
  return [...[...styles].sort((a, b) => a.localeCompare(b)), ...typeLabels];
}
