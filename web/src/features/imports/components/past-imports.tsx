import { Link } from 'react-router-dom';
import type { ImportJob } from '@kisa/shared';
import { Card } from '@/components/ui';
import { DataTable } from '@/components/ui/data-table';
import { DateText } from '@/components/ui/date-text';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPending } from '@/components/ui/load-error';
import { StatusPill, type StatusTone } from '@/components/ui/status-pill';
import { paths } from '@/config/paths';
import { useImports } from '../api/imports';
import { countsSummary, STATUS_TEXT } from '../lib/import-text';

const TONE: Readonly<Record<ImportJob['status'], StatusTone>> = {
  fetching: 'neutral',
  ready: 'warning',
  importing: 'neutral',
  done: 'success',
  failed: 'danger',
  cancelled: 'neutral',
};

/** Step 6: the team's imports, newest first, each reopened by its link. */
export function PastImports({ openId }: { openId: string | null }) {
  const imports = useImports();
  const items = imports.data?.items;
  return (
    <Card padded={false} className="import-past" aria-labelledby="past-imports-title" aria-busy={!items && !imports.error}>
      <div className="card__toolbar">
        <h2 id="past-imports-title" className="card__title">
          Past imports
        </h2>
      </div>
      {!items ? (
        <ListPending
          className="item-list__state"
          source={imports}
          errorTitle="Your imports could not be loaded"
          label="Loading your imports"
          columns={['30%', 90, '30%']}
          rows={2}
        />
      ) : items.length === 0 ? (
        <EmptyState title="No imports yet">
          <p>Imports from Bitly, Rebrandly, Short.io, Dub, Kutt, Shlink, YOURLS or a file are listed here.</p>
        </EmptyState>
      ) : (
        <DataTable
          caption="Past imports"
          stacked
          columns={[{ label: 'Source' }, { label: 'Started' }, { label: 'Status' }, { label: 'Links' }, { label: 'Open', kind: 'actions' }]}
        >
          {items.map((job) => (
            <tr key={job.id} data-import={job.id}>
              <td>
                <strong>{job.sourceName}</strong>
              </td>
              <td data-label="Started">
                <DateText iso={job.createdAt} />
              </td>
              <td data-label="Status">
                <StatusPill tone={TONE[job.status]}>{STATUS_TEXT[job.status]}</StatusPill>
              </td>
              <td data-label="Links">{countsSummary(job)}</td>
              <td className="dt-actions">
                {job.id === openId ? (
                  <span className="muted">Open above</span>
                ) : (
                  <Link
                    to={`${paths.imports}?id=${encodeURIComponent(job.id)}`}
                    aria-label={`Open the import from ${job.sourceName} of ${job.createdAt.slice(0, 16).replace('T', ' ')}`}
                  >
                    Open
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </Card>
  );
}
