import { ComingSoon } from '../../../components/layout';

/** /admin/dashboard */
export function AdminDashboardPage() {
  return <ComingSoon title="Admin dashboard" description="All users of the platform — username, e-mail, plan and verification — with paging." />;
}
