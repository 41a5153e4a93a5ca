import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { translateNow } from '@/lib/i18n';

/**
 * recharts and the map (d3-geo + the world atlas) load in their own chunks, after the cards
 * and tables: the charts are extras beside tables that say the same, so a chunk that fails
 * to load leaves a short note instead of taking the page down.
 */
const DateChartLazy = lazy(async () => ({ default: (await import('./charts')).DateChart }));
const RankingChartLazy = lazy(async () => ({ default: (await import('./charts')).RankingChart }));
const WorldMapLazy = lazy(async () => ({ default: (await import('./world-map')).WorldMap }));

class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p className="chart-failed muted">{translateNow('analytics.chartFailed')}</p> : this.props.children;
  }
}

function Lazy({ height, children }: { height: number; children: ReactNode }) {
  return (
    <ChartBoundary>
      <Suspense fallback={<Skeleton className="chart-skeleton" width="100%" height={height} />}>{children}</Suspense>
    </ChartBoundary>
  );
}

type Props<C> = C extends (props: infer P) => unknown ? P : never;
type ChartsModule = typeof import('./charts');
type MapModule = typeof import('./world-map');

export function DateChart(props: Props<ChartsModule['DateChart']>) {
  return (
    <Lazy height={props.height ?? 280}>
      <DateChartLazy {...props} />
    </Lazy>
  );
}

export function RankingChart(props: Props<ChartsModule['RankingChart']>) {
  return (
    <Lazy height={props.height ?? 240}>
      <RankingChartLazy {...props} />
    </Lazy>
  );
}

export function WorldMap(props: Props<MapModule['WorldMap']>) {
  return (
    <Lazy height={300}>
      <WorldMapLazy {...props} />
    </Lazy>
  );
}
