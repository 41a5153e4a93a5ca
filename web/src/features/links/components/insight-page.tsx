import { Suspense, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/components/layout';
import { Card } from '@/components/ui';
import { Skeleton } from '@/components/ui/skeleton';
import { LinkPage } from './link-page';

/**
 * /insight/:linkId — the link header, then the link's analytics. The analytics view comes
 * from the analytics feature through `analytics` (composed in the router: features do not
 * import each other) and loads in its own chunk.
 */
export function InsightPage({ analytics }: { analytics: (linkId: string) => ReactNode }) {
  const { linkId = '' } = useParams();
  useDocumentTitle('Link insight');
  return (
    <LinkPage
      linkId={linkId}
      actions={(link) => (
        <RouterLink to={paths.editTitleDefault(link.id)} className="btn btn--secondary btn--md">
          Edit link
        </RouterLink>
      )}
    >
      {(link) => (
        <Suspense
          fallback={
            <Card role="status" aria-label="Loading the link's analytics">
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
