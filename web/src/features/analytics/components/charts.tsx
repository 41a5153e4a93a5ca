import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DatePoint } from '@kisa/shared';
import { formatCount } from '@/lib/format';
import type { Slice } from '../lib/chart-data';
import { pointLabel, pointTitle } from '../lib/format';
import { SERIES } from '../lib/palette';

/**
 * The recharts charts, in their own lazy chunk. Each chart is decorative for assistive
 * technology (aria-hidden, no keyboard layer, the pie out of the tab order): the table beside
 * it is the accessible form.
 */

const animate = typeof window !== 'undefined' && !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
const axis = { fontSize: 12, tickLine: false, axisLine: false, stroke: '#6b6b7d' } as const;
/** Every series of the date chart: a smooth 2 px line without dots. */
const line = { type: 'monotone', strokeWidth: 2, dot: false, isAnimationActive: animate } as const;
const countTooltip = (value: unknown) => formatCount(Number(value));

/**
 * Clicks by Date: unique and total clicks per day (or per hour for one day); conversions on their
 * own axis when there are any; imported history (daily totals from another service, within the
 * total) as its own dotted, lighter series when there is any.
 */
export function DateChart({ points, granularity, height = 280 }: { points: readonly DatePoint[]; granularity: 'day' | 'hour'; height?: number }) {
  const data = points.map((p) => ({
    label: pointLabel(p, granularity),
    title: pointTitle(p, granularity),
    total: p.total,
    unique: p.unique,
    conversions: p.conversions,
    imported: p.imported,
  }));
  const withConversions = points.some((p) => p.conversions > 0);
  const withImported = points.some((p) => p.imported > 0);
  return (
    <div className="chart" aria-hidden="true" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#ececf3" vertical={false} />
          <XAxis dataKey="label" {...axis} minTickGap={12} />
          <YAxis {...axis} yAxisId="clicks" allowDecimals={false} tickFormatter={countTooltip} width={48} />
          {withConversions && <YAxis {...axis} yAxisId="conversions" orientation="right" allowDecimals={false} tickFormatter={countTooltip} width={40} />}
          <Tooltip labelFormatter={(_, payload) => (payload?.[0]?.payload as { title?: string } | undefined)?.title ?? ''} formatter={countTooltip} />
          <Legend iconType="plainline" />
          <Line {...line} yAxisId="clicks" dataKey="unique" name="Unique clicks" stroke={SERIES.unique} />
          <Line {...line} yAxisId="clicks" dataKey="total" name="Total clicks" stroke={SERIES.total} />
          {withImported && (
            <Line {...line} yAxisId="clicks" dataKey="imported" name="Imported history" stroke={SERIES.imported} strokeOpacity={0.7} strokeDasharray="2 3" />
          )}
          {withConversions && (
            <Line {...line} yAxisId="conversions" dataKey="conversions" name="Conversions" stroke={SERIES.conversions} strokeDasharray="5 3" />
          )}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

export type RankingChartKind = 'pie' | 'column' | 'bar';

/** A ranking as a pie, a column chart or a horizontal bar chart; a click on a part filters by it. */
export function RankingChart({
  kind,
  slices,
  onSelect,
  height = 240,
}: {
  kind: RankingChartKind;
  slices: readonly Slice[];
  onSelect: (value: string) => void;
  height?: number;
}) {
  const pick = (i: number) => {
    const v = slices[i]?.filterValue;
    if (v) onSelect(v);
  };
  const cells = slices.map((s) => <Cell key={s.label} fill={s.colour} cursor={s.filterValue ? 'pointer' : 'default'} />);
  const tooltip = <Tooltip formatter={countTooltip} cursor={{ fill: 'rgb(79 70 229 / 0.06)' }} />;
  const data = slices.map((s) => ({ label: s.label, value: s.value }));
  let chart: ReactNode;
  if (kind === 'pie') {
    chart = (
      <PieChart accessibilityLayer={false}>
        <Pie
          rootTabIndex={-1}
          data={data}
          dataKey="value"
          nameKey="label"
          innerRadius="52%"
          outerRadius="88%"
          paddingAngle={slices.length > 1 ? 1 : 0}
          stroke="#fff"
          isAnimationActive={animate}
          onClick={(_, i) => pick(i)}
        >
          {cells}
        </Pie>
        {tooltip}
      </PieChart>
    );
  } else if (kind === 'column') {
    chart = (
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke="#ececf3" vertical={false} />
        <XAxis dataKey="label" {...axis} interval={0} />
        <YAxis {...axis} allowDecimals={false} tickFormatter={countTooltip} width={44} />
        {tooltip}
        <Bar dataKey="value" name="Clicks" radius={[6, 6, 0, 0]} maxBarSize={56} isAnimationActive={animate} onClick={(_, i) => pick(i)}>
          {cells}
        </Bar>
      </BarChart>
    );
  } else {
    chart = (
      <BarChart data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 0 }} accessibilityLayer={false}>
        <XAxis type="number" hide allowDecimals={false} />
        <YAxis type="category" dataKey="label" {...axis} width={120} tickFormatter={(v: string) => (v.length > 18 ? `${v.slice(0, 17)}…` : v)} />
        {tooltip}
        <Bar dataKey="value" name="Clicks" radius={[0, 6, 6, 0]} maxBarSize={26} isAnimationActive={animate} onClick={(_, i) => pick(i)}>
          {cells}
        </Bar>
      </BarChart>
    );
  }
  return (
    <div className="chart" aria-hidden="true" style={{ height }}>
      <ResponsiveContainer width="100%" height="100%">
        {chart}
      </ResponsiveContainer>
    </div>
  );
}
