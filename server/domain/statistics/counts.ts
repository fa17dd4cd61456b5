import * as v from 'valibot';
import { TrainingType } from '../../../src/api/contract/statistics.ts';
import type { Localize } from '../labels.ts';

/**
 * Two columns of a statistics statement, `styles` and `types` (json arrays of StyleRow and TypeRow): the rows
 * of `source` (a CTE with style_id and training_type) counted by style and by type, the largest first.
 */
export const styleAndTypeColumnsSql = (
  source: string,
) => `(SELECT coalesce(json_agg(x ORDER BY x.count DESC, x.name), '[]') FROM (
      SELECT s.id AS style_id, s.name, s.color, count(*)::int AS count
      FROM ${source} v JOIN training_styles s ON s.id = v.style_id GROUP BY s.id, s.name, s.color
    ) x) AS styles,
    (SELECT coalesce(json_agg(x ORDER BY x.count DESC, x.type), '[]') FROM (
      SELECT v.training_type AS type, count(*)::int AS count FROM ${source} v GROUP BY v.training_type
    ) x) AS types`;

export type StyleRow = { style_id: number; name: string; color: string; count: number };
export type TypeRow = { type: string; count: number };

export const styleCounts = (rows: StyleRow[], localize: Localize) =>
  rows.map((r) => ({ styleId: r.style_id, name: localize(r.name), color: r.color, count: Number(r.count) }));
export const typeCounts = (rows: TypeRow[]) =>
  rows.map((r) => ({ type: v.parse(TrainingType, r.type), count: Number(r.count) }));
