import { Suspense, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/components/layout';
import { Card } from '@/components/ui';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n';
import { LinkPage } from './link-page';

/**
 * /insight/:linkId — the link header, then the link's analytics. The analytics view comes
 * from the analytics feature through `analytics` (composed in the router: features do not
 * import each other) and loads in its own chunk.
 */
export function InsightPage({ analytics }: { analytics: (linkId: string) => ReactNode }) {
  const { linkId = '' } = useParams();
  const t = useT();
  useDocumentTitle(t('links.page.insightTitle'));
  return (
    <LinkPage
      linkId={linkId}
      actions={(link) => (
        <>
          <RouterLink to={`${paths.live}?linkId=${encodeURIComponent(link.id)}`} className="btn btn--secondary btn--md">
            {t('links.page.watchLive')}
          </RouterLink>
          <RouterLink to={paths.editTitleDefault(link.id)} className="btn btn--secondary btn--md">
            {t('links.page.editLink')}
          </RouterLink>
        </>
      )}
    >
      {(link) => (
        <Suspense
          fallback={
            <Card role="status" aria-label={t('links.page.loadingAnalytics')}>
              <Skeleton width="100%" height={240} />
            </Card>
          }
        >
          {analytics(link.id)}
        </Suspense>
      )}
    </LinkPage>
  );
}
