type Row = Record<string, unknown> | null;

/** One field an audit entry changed, its values as the screen writes them. */
export type FieldChange = { field: string; before: string; after: string };

/** A value as text: nothing is a dash, text as it is, anything else (numbers, lists, flags) as JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The fields whose value differs between an entry's before and after, in the order the row lists them:
 * a create shows every field (before a dash), a delete every field (after a dash), an edit only what changed.
 */
export function changedFields(before: Row, after: Row): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: valueText(before?.[field]), after: valueText(after?.[field]) }))
    .filter((change) => change.before !== change.after);
}

/**
 * The instants [from, to) of a range of calendar days in the device's zone, as the log's query takes them;
 * a day left empty leaves that end open.
 */
export function dayRange(fromDay: string, toDay: string): { from?: string; to?: string } {
  const startOf = (day: string) => new Date(`${day}T00:00:00`);
  const range: { from?: string; to?: string } = {};
  if (fromDay) range.from = startOf(fromDay).toISOString();
  if (toDay) {
    const end = startOf(toDay);
    end.setDate(end.getDate() + 1);
    range.to = end.toISOString();
  }
  return range;
}
