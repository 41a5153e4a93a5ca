import { ComingSoon } from '../../../components/layout';

/** /insight/:linkId */
export function InsightPage() {
  return <ComingSoon title="Link insight" description="Clicks over time, unique visitors, browsers, devices, countries and referrers for this link." />;
}
