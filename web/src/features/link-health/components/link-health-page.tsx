import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { displayUrl } from '@kisa/shared';
import { PageHeader, SettingsTabs } from '@/components/layout';
import { Card } from '@/components/ui';
import { DataTable } from '@/components/ui/data-table';
import { DateText } from '@/components/ui/date-text';
import { EmptyState } from '@/components/ui/empty-state';
import { Icon } from '@/components/ui/icon';
import { ListPending } from '@/components/ui/load-error';
import { StatusPill } from '@/components/ui/status-pill';
import { paths } from '@/config/paths';
import { useLocalize, useT } from '@/lib/i18n';
import { useLinkHealth } from '../api/link-health';
import { durationText, orderRows, stateLabel, summaryText } from '../lib/health-text';
import { HealthSettingsCard } from './health-settings-card';
import './link-health.css';

/**
 * /e/link-health (Settings → Link health): the team's links whose destinations are broken — the
 * longest broken first, since when, the last check and what it met — then those whose certificate
 * expires soon; healthy links are not listed. Below, the team's default fallback URL and who is
 * told of a broken link besides its owners.
 */
export function LinkHealthPage() {
  const t = useT();
  const localize = useLocalize();
  const health = useLinkHealth();
  const rows = health.data ? orderRows(health.data.items) : [];

  let body: ReactNode;
  if (!health.data) {
    body = (
      <ListPending
        className="link-health__state"
        source={health}
        errorTitle={t('health.page.loadError')}
        label={t('health.page.loading')}
        columns={['30%', 110, 120, '30%']}
        rows={3}
      />
    );
  } else if (rows.length === 0) {
    body = (
      <EmptyState icon={<Icon name="check" size={30} />} title={t('health.page.empty')}>
        <p>{t('health.page.emptyHint')}</p>
      </EmptyState>
    );
  } else {
    body = (
      <DataTable
        caption={t('health.table.caption', { summary: summaryText(rows) })}
        className="link-health-table"
        stacked
        columns={[
          { label: t('health.table.link') },
          { label: t('health.table.state') },
          { label: t('health.table.lastCheck') },
          { label: t('health.table.met') },
        ]}
      >
        {rows.map((row) => (
          <tr key={row.linkId} data-link-id={row.linkId}>
            <td>
              <RouterLink to={paths.editTab('target', row.linkId)}>{row.title || row.shortUrl}</RouterLink>
              <div className="muted small">{displayUrl(row.longUrl)}</div>
            </td>
            <td data-label={t('health.table.state')}>
              <StatusPill tone={row.health.state === 'broken' ? 'danger' : 'warning'}>{stateLabel(row.health)}</StatusPill>
              <div className="muted small">
                {t('health.table.since')} <DateText iso={row.health.since} /> ({durationText(row.health.since)})
              </div>
              {row.health.fallbackActive && <div className="small">{t('health.table.fallbackActive')}</div>}
            </td>
            <td className="nowrap" data-label={t('health.table.lastCheck')}>
              {row.health.checkedAt ? <DateText iso={row.health.checkedAt} /> : <span className="muted">{t('health.table.notRecorded')}</span>}
            </td>
            <td data-label={t('health.table.met')}>
              {row.health.error ? (
                <>
                  {localize(row.health.error.message)}
                  <div className="muted small">{displayUrl(row.health.error.url)}</div>
                </>
              ) : (
                <span className="muted">{t('health.table.nothing')}</span>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
    );
  }

  return (
    <div className="page">
      <PageHeader title={t('health.page.title')} description={t('health.page.description')} />
      <SettingsTabs />
      <Card padded={false} aria-labelledby="link-health-title" aria-busy={!health.data && !health.error}>
        <div className="card__toolbar">
          <h2 id="link-health-title" className="card__title">
            {t('health.page.heading')}
          </h2>
          {rows.length > 0 && <span className="muted">{summaryText(rows)}</span>}
        </div>
        {body}
      </Card>
      <HealthSettingsCard />
    </div>
  );
}
