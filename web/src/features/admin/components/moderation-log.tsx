import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useModerationLog } from '../api/moderation';
import { LOG_ACTION_LABEL, logSubject } from '../lib/moderation-text';
import { AdminListCard } from './admin-list-card';
import { CursorPager, useCursorPages } from './cursor-pager';

/** The audit log: who did what, when — moderation actions, user disables and blocklist changes, newest first. */
export function ModerationLog() {
  const t = useT();
  const pages = useCursorPages();
  const log = useModerationLog(pages.cursor);

  return (
    <AdminListCard
      title={t('admin.log.title')}
      source={log}
      loadError={t('admin.log.loadError')}
      refresh
      loading={<SkeletonRows label={t('admin.log.loading')} columns={[120, '20%', '20%', '30%']} rows={5} />}
      empty={<EmptyState title={t('admin.log.emptyTitle')}>{t('admin.log.emptyText')}</EmptyState>}
      note={t('admin.log.note')}
      pager={<CursorPager label={t('admin.log.pages')} page={pages.page} nextCursor={log.data?.cursor} onNext={pages.next} onPrevious={pages.previous} />}
    >
      {(shown) => (
        <DataTable
          caption={t('admin.log.caption')}
          columns={[
            { label: t('admin.log.col.when') },
            { label: t('admin.log.col.who') },
            { label: t('admin.log.col.what') },
            { label: t('admin.log.col.on') },
            { label: t('admin.log.col.note') },
          ]}
          stacked
        >
          {shown.items.map((e) => (
            <tr key={e.id} data-action={e.action}>
              <td>
                <time dateTime={e.at}>{formatDateTime(e.at)}</time>
              </td>
              <td data-label={t('admin.log.col.who')}>
                <span title={e.actor.email}>{e.actor.name || e.actor.email}</span>
              </td>
              <td data-label={t('admin.log.col.what')}>{LOG_ACTION_LABEL[e.action] ?? e.action}</td>
              <td data-label={t('admin.log.col.on')}>
                <span className="mod-subject">{logSubject(e)}</span>
              </td>
              <td data-label={t('admin.log.col.note')}>{e.note || <span className="muted">—</span>}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </AdminListCard>
  );
}
