import * as v from 'valibot';
import { TrainingType } from '../../../src/api/contract/statistics.ts';
import type { Localize } from '../labels.ts';

export type StyleRow = { style_id: number; name: string; color: string; count: number };
export type TypeRow = { type: string; count: number };

export const styleCounts = (rows: StyleRow[], localize: Localize) =>
  rows.map((r) => ({ styleId: r.style_id, name: localize(r.name), color: r.color, count: Number(r.count) }));
export const typeCounts = (rows: TypeRow[]) =>
  rows.map((r) => ({ type: v.parse(TrainingType, r.type), count: Number(r.count) }));
