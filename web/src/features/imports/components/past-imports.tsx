import { Link } from 'react-router-dom';
import type { ImportJob } from '@kisa/shared';
import { Card } from '@/components/ui';
import { DataTable } from '@/components/ui/data-table';
import { DateText } from '@/components/ui/date-text';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPending } from '@/components/ui/load-error';
import { StatusPill, type StatusTone } from '@/components/ui/status-pill';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { useImports } from '../api/imports';
import { countsSummary, jobSourceName, STATUS_TEXT } from '../lib/import-text';

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
  const t = useT();
  const imports = useImports();
  const items = imports.data?.items;
  return (
    <Card padded={false} className="import-past" aria-labelledby="past-imports-title" aria-busy={!items && !imports.error}>
      <div className="card__toolbar">
        <h2 id="past-imports-title" className="card__title">
          {t('imports.past.title')}
        </h2>
      </div>
      {!items ? (
        <ListPending
          className="item-list__state"
          source={imports}
          errorTitle={t('imports.past.loadError')}
          label={t('imports.past.loading')}
          columns={['30%', 90, '30%']}
          rows={2}
        />
      ) : items.length === 0 ? (
        <EmptyState title={t('imports.past.empty')}>
          <p>{t('imports.past.emptyText')}</p>
        </EmptyState>
      ) : (
        <DataTable
          caption={t('imports.past.title')}
          stacked
          columns={[
            { label: t('imports.past.source') },
            { label: t('imports.past.started') },
            { label: t('imports.past.status') },
            { label: t('imports.past.links') },
            { label: t('imports.past.open'), kind: 'actions' },
          ]}
        >
          {items.map((job) => (
            <tr key={job.id} data-import={job.id}>
              <td>
                <strong>{jobSourceName(job)}</strong>
              </td>
              <td data-label={t('imports.past.started')}>
                <DateText iso={job.createdAt} />
              </td>
              <td data-label={t('imports.past.status')}>
                <StatusPill tone={TONE[job.status]}>{STATUS_TEXT[job.status]}</StatusPill>
              </td>
              <td data-label={t('imports.past.links')}>{countsSummary(job)}</td>
              <td className="dt-actions">
                {job.id === openId ? (
                  <span className="muted">{t('imports.past.openAbove')}</span>
                ) : (
                  <Link
                    to={`${paths.imports}?id=${encodeURIComponent(job.id)}`}
                    aria-label={t('imports.past.openLabel', { source: jobSourceName(job), when: job.createdAt.slice(0, 16).replace('T', ' ') })}
                  >
                    {t('imports.past.open')}
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
