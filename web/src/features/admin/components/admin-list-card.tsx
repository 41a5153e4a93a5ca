import type { ReactNode } from 'react';
import { Button, Card, Spinner } from '@/components/ui';
import { LoadError, type Reloadable } from '@/components/ui/load-error';
import { useT } from '@/lib/i18n';

/**
 * The card every admin list sits in (users, the moderation queue, the blocklist, the audit
 * log): a titled toolbar with the list's tools, then the list's one state — could not be
 * loaded (Retry), loading (`loading`), no items (`empty`), or the items (`children`) — and,
 * once there is a page, a footer with a note and the pager. The previous page stays on screen
 * while the next loads (SWR keeps it), marked by the toolbar's Updating spinner.
 */
export function AdminListCard<Page extends { items: readonly unknown[] }>({
  title,
  className,
  source,
  loadError,
  tools,
  refresh = false,
  notice,
  loading,
  empty,
  note,
  pager,
  children,
}: {
  title: string;
  className?: string;
  source: Reloadable & { data?: Page };
  /** The title of the error when the list could not be loaded ("The audit log could not be loaded"). */
  loadError: string;
  tools?: ReactNode;
  /** A Refresh button after the tools, for lists others change meanwhile (new reports, others' actions). */
  refresh?: boolean;
  /** Between the toolbar and the list: what an action on the list said (an error). */
  notice?: ReactNode;
  loading: ReactNode;
  empty: ReactNode;
  note: ReactNode;
  pager: ReactNode;
  children: (shown: Page) => ReactNode;
}) {
  const t = useT();
  const { data, error } = source;
  let body: ReactNode;
  if (!data && error) {
    body = (
      <div className="admin-card__state">
        <LoadError title={loadError} source={source} />
      </div>
    );
  } else if (!data) body = loading;
  else if (data.items.length === 0) body = empty;
  else body = children(data);

  return (
    <Card padded={false} className={className ? `admin-card ${className}` : 'admin-card'} aria-busy={!data && !error}>
      <div className="card__toolbar">
        <h2 className="card__title">{title}</h2>
        <div className="admin-card__tools">
          {source.isValidating && data && <Spinner label={t('admin.list.updating')} />}
          {tools}
          {refresh && (
            <Button variant="secondary" onClick={() => void source.mutate()} disabled={source.isValidating}>
              {t('admin.list.refresh')}
            </Button>
          )}
        </div>
      </div>
      {notice}
      {body}
      {data && (
        <div className="card__footer">
          <span className="muted">{note}</span>
          {pager}
        </div>
      )}
    </Card>
  );
}
