import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/components/layout';
import { Icon } from '@/components/ui/icon';

/** The status pages' way out: the app's home, as a primary button. */
function HomeLink() {
  return (
    <p className="form__aside">
      <Link className="btn btn--primary btn--md" to={paths.home}>
        Go to Kisa
      </Link>
    </p>
  );
}

/** Not-found screen: unknown app paths and unknown short codes land here. */
export function NotFoundPage() {
  return (
    <AuthLayout title="Page not found" subtitle="The page or short link you followed does not exist, or it was removed.">
      <div className="status-code" aria-hidden="true">
        404
      </div>
      <HomeLink />
      <p className="form__aside">
        <Link className="link" to={paths.report}>
          Report a short link
        </Link>
      </p>
    </AuthLayout>
  );
}

/** Shown when a short link has expired and has no expiration URL. */
export function ExpiredPage() {
  return (
    <AuthLayout title="This link has expired" subtitle="The owner set this short link to stop working after a date or a number of visits.">
      <div className="icon-badge icon-badge--lg">
        <Icon name="clock" size={32} />
      </div>
      <HomeLink />
    </AuthLayout>
  );
}
