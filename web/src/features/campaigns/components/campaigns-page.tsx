import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ComingSoon } from '../../../components/layout';

/** /e/campaigns */
export function CampaignsPage() {
  return (
    <ComingSoon title="Campaigns" description="Every bulk campaign with its total links, total clicks, creator and date; open one for details or delete it.">
      <Link to={paths.bulk} className="btn btn--primary btn--md">
        Create Campaign
      </Link>
    </ComingSoon>
  );
}
