import { Text, View } from '@tarojs/components';
import { barHeights, monthLabel, type ChartPoint } from '@/domain/referralChart';
import type { Locale } from '@api-types';
import { a11y } from '@/platform/a11y';
import './index.scss';
import '@/i18n/user-area';

export interface BarChartProps {
  title: string;
  points: readonly ChartPoint[];
  locale: Locale;
  /** Accessible text of one bar ('{month}: {count}'). */
  barLabel: (month: string, value: number) => string;
}

/** A small bar chart of plain boxes (CSS heights): no canvas, no library, the same on both targets. */
export function BarChart({ title, points, locale, barLabel }: BarChartProps) {
  const heights = barHeights(points);
  return (
    <View className="bar-chart" {...a11y({ role: 'group', label: title })}>
      <Text className="bar-chart__title">{title}</Text>
      <View className="bar-chart__plot" {...a11y({ role: 'list', label: title })}>
        {points.map((p, i) => {
          const month = monthLabel(p.period, locale);
          return (
            <View
              key={p.period}
              className="bar-chart__col"
              {...a11y({ role: 'listitem', label: barLabel(month, p.value) })}
            >
              <Text className="bar-chart__value">{String(p.value)}</Text>
              <View className="bar-chart__track">
                <View className="bar-chart__bar" style={{ height: `${heights[i]}%` }} />
              </View>
              <Text className="bar-chart__label">{month}</Text>
            </View>
          );
        })}
      </View>
    </View>
  );
}
