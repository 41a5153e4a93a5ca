import { ComingSoon } from '../../../components/layout';

/** /e/bulk */
export function BulkPage() {
  return <ComingSoon title="Bulk Operations" description="Upload a CSV or TXT file of URLs into a named campaign, follow its progress and export the links when it is done." />;
}
