import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { useModerationLog } from '../api/moderation';
import { LOG_ACTION_LABEL, logSubject } from '../lib/moderation-text';
import { AdminListCard } from './admin-list-card';
import { CursorPager, useCursorPages } from './cursor-pager';

/** The audit log: who did what, when — moderation actions, user disables and blocklist changes, newest first. */
export function ModerationLog() {
  const pages = useCursorPages();
  const log = useModerationLog(pages.cursor);

  return (
    <AdminListCard
      title="Audit log"
      source={log}
      loadError="The audit log could not be loaded"
      refresh
      loading={<SkeletonRows label="Loading the audit log" columns={[120, '20%', '20%', '30%']} rows={5} />}
      empty={<EmptyState title="No actions yet.">Every moderation action, user disable and blocklist change is recorded here.</EmptyState>}
      note="Newest first"
      pager={<CursorPager label="Audit log pages" page={pages.page} nextCursor={log.data?.cursor} onNext={pages.next} onPrevious={pages.previous} />}
    >
      {(shown) => (
        <DataTable
          caption="Audit log: when, who, what, on what, note; newest first"
          columns={[{ label: 'When' }, { label: 'Who' }, { label: 'What' }, { label: 'On' }, { label: 'Note' }]}
          stacked
        >
          {shown.items.map((e) => (
            <tr key={e.id} data-action={e.action}>
              <td>
                <time dateTime={e.at}>{formatDateTime(e.at)}</time>
              </td>
              <td data-label="Who">
                <span title={e.actor.email}>{e.actor.name || e.actor.email}</span>
              </td>
              <td data-label="What">{LOG_ACTION_LABEL[e.action] ?? e.action}</td>
              <td data-label="On">
                <span className="mod-subject">{logSubject(e)}</span>
              </td>
              <td data-label="Note">{e.note || <span className="muted">—</span>}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </AdminListCard>
  );
}
