import { makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { donutSlices, percentages } from './chart-geometry.ts';
import { seriesColor, usePiePalette } from './pie-palette.ts';

export type ChartItem = { key: string; label: string; value: number };

const SIZE = 160;
const THICKNESS = 32;

const useStyles = makeStyles({
  body: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
  svg: { width: `${SIZE}px`, height: `${SIZE}px`, flexShrink: 0 },
  total: { fill: 'currentColor', fontSize: '28px', fontWeight: 700 },
  legend: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  legendItem: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  swatch: {
    width: '12px',
    height: '12px',
    borderRadius: '3px',
    flexShrink: 0,
    outline: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  count: { fontVariantNumeric: 'tabular-nums', fontWeight: tokens.fontWeightSemibold },
});

/** A donut of counts with its legend; the legend carries the numbers for screen readers. */
export function DonutChart({ items, label }: { items: ChartItem[]; label: string }) {
  const styles = useStyles();
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
