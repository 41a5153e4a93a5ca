import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MSG, type Link } from '@kisa/shared';
import { paths } from '@/config/paths';
import { Card } from '@/components/ui';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useLink } from '../api/links';
import { LinkHeader } from './editor/link-header';
import { Icon } from '@/components/ui/icon';
import { useT } from '@/lib/i18n';
import '../links.css';

/**
 * A screen about one link (the editor, the insight page): back to the dashboard, the link
 * header, then `children(link)`; loading, 404 and error (Retry) states while there is no link.
 */
export function LinkPage({ linkId, actions, children }: { linkId: string; actions?: (link: Link) => ReactNode; children: (link: Link) => ReactNode }) {
  const t = useT();
  const { data: link, error, isLoading, mutate, isValidating } = useLink(linkId);

  let content: ReactNode;
  if (link) {
    content = (
      <>
        <LinkHeader link={link} actions={actions?.(link)} />
        {children(link)}
      </>
    );
  } else if (error) {
    const notFound = error instanceof ApiError && error.status === 404;
    content = (
      <Card>
        {/* A 404 says why in words of its own, and fetching again cannot help. */}
        <LoadError
          title={notFound ? MSG.linkNotFound : t('links.page.loadError')}
          source={{ error, isValidating, mutate }}
          message={notFound ? t('links.page.notFound') : undefined}
          retry={!notFound}
        />
      </Card>
    );
  } else if (isLoading || !link) {
    content = (
      <Card className="editor-header" role="status" aria-label={t('links.page.loading')}>
        <Skeleton width={48} height={48} />
        <div className="editor-header__text">
          <Skeleton width={240} height={22} />
          <Skeleton width={320} />
          <Skeleton width={160} />
        </div>
      </Card>
    );
  }

  return (
    <div className="page editor">
      <RouterLink to={paths.dashboard} className="back-link">
        <Icon name="back" size={16} />
        {t('links.page.back')}
      </RouterLink>
      {content}
    </div>
  );
}
