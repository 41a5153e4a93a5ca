import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ComingSoon } from '../../../components/layout';

/** /campaign/:campaignId */
export function CampaignPage() {
  return (
    <ComingSoon title="Campaign" description="Total links, total clicks and average CTR of this campaign, with an export of its links.">
      <Link to={paths.campaigns} className="link">
        ← Back to Campaigns
      </Link>
    </ComingSoon>
  );
}
