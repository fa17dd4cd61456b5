/** Geometry of the small SVG charts on the statistics pages; pure so it is tested without a DOM. */

export type DonutSlice = { index: number; value: number; fraction: number; path: string };

const round = (n: number) => Math.round(n * 1000) / 1000;

function point(cx: number, cy: number, r: number, angle: number): string {
  // Angle 0 is 12 o'clock, growing clockwise.
  return `${round(cx + r * Math.sin(angle))} ${round(cy - r * Math.cos(angle))}`;
}

/** One ring segment from `start` to `end` (radians) between radii `inner` and `outer`. */
function ringSegment(cx: number, cy: number, outer: number, inner: number, start: number, end: number): string {
  const large = end - start > Math.PI ? 1 : 0;
  return [
    `M ${point(cx, cy, outer, start)}`,
    `A ${outer} ${outer} 0 ${large} 1 ${point(cx, cy, outer, end)}`,
    `L ${point(cx, cy, inner, end)}`,
    `A ${inner} ${inner} 0 ${large} 0 ${point(cx, cy, inner, start)}`,
    'Z',
  ].join(' ');
}

/**
 * Donut slices for `values` (zero values are skipped; an all-zero list gives none). A single
 * non-zero value is drawn as two halves because an SVG arc cannot start and end at one point.
 */
export function donutSlices(values: readonly number[], size: number, thickness: number): DonutSlice[] {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  if (total <= 0) return [];
  const c = size / 2;
  const outer = c;
  const inner = c - thickness;
  const slices: DonutSlice[] = [];
  let angle = 0;
  values.forEach((value, index) => {
    if (value <= 0) return;
    const fraction = value / total;
    const end = angle + fraction * 2 * Math.PI;
    const path =
      fraction >= 1
        ? `${ringSegment(c, c, outer, inner, 0, Math.PI)} ${ringSegment(c, c, outer, inner, Math.PI, 2 * Math.PI)}`
        : ringSegment(c, c, outer, inner, angle, end);
    slices.push({ index, value, fraction, path });
    angle = end;
  });
  return slices;
}

/** Bar lengths as a share (0–1) of the longest; an all-zero list gives zeros. */
export function barFractions(values: readonly number[]): number[] {
  const max = Math.max(0, ...values);
  return values.map((value) => (max > 0 ? Math.max(0, value) / max : 0));
}

/** Whole-number percentages that add up to 100 (largest remainder), for the chart legends. */
export function percentages(values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  if (total <= 0) return values.map(() => 0);
  const exact = values.map((value) => (Math.max(0, value) / total) * 100);
  const floors = exact.map(Math.floor);
  let missing = 100 - floors.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest);
  for (const { i } of order) {
    if (missing <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    missing -= 1;
  }
  return floors;
}
