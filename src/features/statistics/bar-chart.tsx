import { makeStyles, tokens } from '@fluentui/react-components';
import { barFractions } from './chart-geometry.ts';
import { seriesColor, usePiePalette } from './pie-palette.ts';
import type { ChartItem } from './donut-chart.tsx';

const ROW = 28;
const BAR = 18;

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr max-content',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
  },
  row: { display: 'contents' },
  svg: { width: '100%', height: `${ROW}px`, display: 'block' },
  count: { fontVariantNumeric: 'tabular-nums', fontWeight: tokens.fontWeightSemibold, textAlign: 'end' },
});

/** Horizontal bars scaled to the largest count; each row reads "label count". */
export function BarChart({ items, label }: { items: ChartItem[]; label: string }) {
  const styles = useStyles();
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
