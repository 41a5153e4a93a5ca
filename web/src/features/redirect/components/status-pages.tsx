import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/components/layout';
import { Icon } from '@/components/ui/icon';
import { useT } from '@/lib/i18n';

/** The status pages' way out: the app's home, as a primary button. */
function HomeLink() {
  const t = useT();
  return (
    <p className="form__aside">
      <Link className="btn btn--primary btn--md" to={paths.home}>
        {t('status.goHome')}
      </Link>
    </p>
  );
}

/** Not-found screen: unknown app paths and unknown short codes land here. */
export function NotFoundPage() {
  const t = useT();
  return (
    <AuthLayout title={t('status.notFound.title')} subtitle={t('status.notFound.subtitle')}>
      <div className="status-code" aria-hidden="true">
        404
      </div>
      <HomeLink />
      <p className="form__aside">
        <Link className="link" to={paths.report}>
          {t('status.report')}
        </Link>
      </p>
    </AuthLayout>
  );
}

/** Shown when a short link has expired and has no expiration URL. */
export function ExpiredPage() {
  const t = useT();
  return (
    <AuthLayout title={t('status.expired.title')} subtitle={t('status.expired.subtitle')}>
      <div className="icon-badge icon-badge--lg">
        <Icon name="clock" size={32} />
      </div>
      <HomeLink />
    </AuthLayout>
  );
}
