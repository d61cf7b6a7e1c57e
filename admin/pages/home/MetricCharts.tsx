/**
 * The 30-day charts of Home: one Polaris Viz line chart per pair of related counts (sign-ins and
 * items re-bought; favorites added and items saved from cart; trigger toasts shown and followed).
 * The same numbers are in Home's plain table, which is what screen readers and keyboards use: the
 * drawings are inert (Polaris Viz's SVG has no text alternative per point).
 */
import { BlockStack, InlineGrid, Text } from '@shopify/polaris';
import { LineChart, PolarisVizProvider } from '@shopify/polaris-viz';
import type { Analytics, Metric } from '../../api';
import { t } from '../../i18n';

/** The charts and the counts each draws. */
const CHARTS: { title: string; metrics: Metric[] }[] = [
  { title: 'home.charts.shoppers', metrics: ['signIns', 'reBought'] },
  { title: 'home.charts.saved', metrics: ['favoritesAdded', 'savedFromCart'] },
  { title: 'home.charts.toasts', metrics: ['triggerToastsShown', 'triggerToastsFollowed'] },
];

/** React 18 has no `inert` prop: the attribute as is. */
const INERT = { inert: '' } as Record<string, string>;

/** 'YYYY-MM-DD' as 'Mar 5'. */
const dayLabel = (value: string | number | null): string => {
  const d = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? String(value ?? '') : new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(d);
};

export function MetricCharts({ analytics }: { analytics: Analytics }) {
  return (
    <PolarisVizProvider>
      <InlineGrid columns={{ xs: 1, lg: 3 }} gap="400">
        {CHARTS.map((chart) => (
          <BlockStack key={chart.title} gap="200">
            <Text as="h3" variant="headingSm">{t(chart.title)}</Text>
            <div style={{ height: 220 }} {...INERT}>
              <LineChart
                theme="Light"
                isAnimated={false}
                data={chart.metrics.map((m) => ({ name: t(`home.metrics.${m}`), data: analytics.days.map((d) => ({ key: d.date, value: d[m] ?? 0 })) }))}
                xAxisOptions={{ labelFormatter: dayLabel }}
                yAxisOptions={{ integersOnly: true }}
                emptyStateText={t('home.charts.empty')}
              />
            </div>
          </BlockStack>
        ))}
      </InlineGrid>
    </PolarisVizProvider>
  );
}
