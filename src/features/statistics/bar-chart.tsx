import { barFractions } from './chart-geometry.ts';
import { seriesColor, usePiePalette } from './pie-palette.ts';
import type { ChartItem } from './donut-chart.tsx';
import styles from './bar-chart.module.css';

// The row height, as .svg in bar-chart.module.css.
const ROW = 28;
const BAR = 18;

/** Horizontal bars scaled to the largest count; each row reads "label count". */
export function BarChart({ items, label }: { items: ChartItem[]; label: string }) {
  const palette = usePiePalette();
  const fractions = barFractions(items.map((item) => item.value));
  return (
    <ul className={styles.list} aria-label={label} data-chart="bar">
      {items.map((item, index) => (
        <li key={item.key} className={styles.row}>
          <span>{item.label}</span>
          <svg className={styles.svg} viewBox={`0 0 100 ${ROW}`} preserveAspectRatio="none" aria-hidden="true">
            <rect
              x={0}
              y={(ROW - BAR) / 2}
              height={BAR}
              width={Math.max((fractions[index] ?? 0) * 100, item.value > 0 ? 1 : 0)}
              rx={2}
              fill={seriesColor(palette, index)}
            />
          </svg>
          <span className={styles.count}>{item.value}</span>
        </li>
      ))}
    </ul>
  );
}
