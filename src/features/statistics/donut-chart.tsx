import { useLingui } from '@lingui/react/macro';
import { donutSlices, percentages } from './chart-geometry.ts';
import { seriesColor, usePiePalette } from './pie-palette.ts';
import styles from './donut-chart.module.css';

export type ChartItem = { key: string; label: string; value: number };

// The donut's side, as .svg in donut-chart.module.css.
const SIZE = 160;
const THICKNESS = 32;

/** A donut of counts with its legend; the legend carries the numbers for screen readers. */
export function DonutChart({ items, label }: { items: ChartItem[]; label: string }) {
  const { t } = useLingui();
  const palette = usePiePalette();
  const values = items.map((item) => item.value);
  const slices = donutSlices(values, SIZE, THICKNESS);
  const shares = percentages(values);
  const total = values.reduce((a, b) => a + b, 0);
  return (
    <div className={styles.body} data-chart="donut">
      <svg
        className={styles.svg}
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        role="img"
        aria-label={t`${label}: ${total} in total`}
      >
        {slices.map((slice) => (
          <path
            key={items[slice.index]?.key}
            d={slice.path}
            fill={seriesColor(palette, slice.index)}
            fillRule="evenodd"
          />
        ))}
        <text className={styles.total} x={SIZE / 2} y={SIZE / 2} textAnchor="middle" dominantBaseline="central">
          {total}
        </text>
      </svg>
      <ul className={styles.legend} aria-label={label}>
        {items.map((item, index) => (
          <li key={item.key} className={styles.legendItem}>
            <span
              className={styles.swatch}
              style={{ backgroundColor: seriesColor(palette, index) }}
              aria-hidden="true"
            />
            <span>{item.label}</span>
            <span className={styles.count}>
              {item.value} ({shares[index]}%)
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
