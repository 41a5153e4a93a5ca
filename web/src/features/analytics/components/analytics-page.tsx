import { ComingSoon } from '../../../components/layout';

/** /analytics */
export function AnalyticsPage() {
  return (
    <ComingSoon
      title="Analytics"
      description="Clicks by date, unique and total clicks against the previous period, browsers, devices, operating systems, referrers, countries, cities and a visitor log you can export."
    />
  );
}
