import type { ReactNode } from 'react';
import { Card, makeStyles, tokens } from '@fluentui/react-components';
import { ChoiceTabs } from '../../shell/choice-tabs.tsx';
import { useLingui } from '@lingui/react/macro';
import type { StatisticsPeriod, TrainingType } from '../../api/contract/statistics.ts';
import { periodTexts, statisticsPeriods, trainingTypeTexts } from './training-type-texts.ts';
import type { ChartItem } from './donut-chart.tsx';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  tiles: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
    gap: tokens.spacingHorizontalM,
    margin: 0,
  },
  tile: {
    display: 'flex',
    flexDirection: 'column-reverse',
    gap: tokens.spacingVerticalXXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  tileLabel: { color: tokens.colorNeutralForeground2 },
  tileValue: {
    margin: 0,
    fontSize: tokens.fontSizeHero700,
    fontWeight: tokens.fontWeightBold,
    fontVariantNumeric: 'tabular-nums',
  },
});

export function PeriodTabs({
  period,
  onChange,
}: {
  period: StatisticsPeriod;
  onChange: (period: StatisticsPeriod) => void;
}) {
  const { i18n, t } = useLingui();
  return (
    <ChoiceTabs
      label={t`Period`}
      choices={statisticsPeriods.map((p) => ({ value: p, label: i18n._(periodTexts[p]) }))}
      selected={period}
      onSelect={onChange}
    />
  );
}

export function StatsGrid({ children }: { children: ReactNode }) {
  return <div className={useStyles().grid}>{children}</div>;
}

export function ChartCard({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  const styles = useStyles();
  return (
    <Card role="region" aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** Big numbers with their labels, as a description list. */
export function Totals({ items }: { items: { key: string; label: ReactNode; value: ReactNode }[] }) {
  const styles = useStyles();
  return (
    <dl className={styles.tiles}>
      {items.map((item) => (
        <div key={item.key} className={styles.tile}>
          <dt className={styles.tileLabel}>{item.label}</dt>
          <dd className={styles.tileValue}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Chart items from the API counts, skipping nothing so the legend stays complete. */
export function useChartItems(
  byStyle: { styleId: number; name: string; count: number }[],
  byType: { type: TrainingType; count: number }[],
) {
  const { i18n } = useLingui();
  const styleItems: ChartItem[] = byStyle.map((s) => ({ key: String(s.styleId), label: s.name, value: s.count }));
  const typeItems: ChartItem[] = byType.map((s) => ({
    key: s.type,
    label: i18n._(trainingTypeTexts[s.type]),
    value: s.count,
  }));
  return { styleItems, typeItems };
}
