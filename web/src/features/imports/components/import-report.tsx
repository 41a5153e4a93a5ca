import { useState } from 'react';
import type { ImportJob } from '@kisa/shared';
import { Alert, Button } from '@/components/ui';
import { DataTable } from '@/components/ui/data-table';
import { Icon } from '@/components/ui/icon';
import { downloadFile } from '@/lib/download';
import { formatCount } from '@/lib/format';
import { localizeMessage, useT } from '@/lib/i18n';
import { domainText } from '@/lib/link-domains';
import { mappingPath } from '../api/imports';
import { jobSourceName, skipReasonText } from '../lib/import-text';

/**
 * Step 5, the end (done, failed or cancelled): what was imported, skipped by reason, the mapping
 * file, for kept domains where to point their CNAME now, and after a failure the error and Start
 * again (a re-run imports nothing twice).
 */
export function ImportReport({ job, onStartAgain }: { job: ImportJob; onStartAgain: () => void }) {
  const t = useT();
  const source = jobSourceName(job);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const report = job.report;
  const written = report && report.imported + report.alreadyImported + report.newCodes > 0;
  const kept = job.status === 'done' ? job.domains.filter((d) => d.action === 'keep') : [];

  async function download() {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadFile(mappingPath(job.id), `kisa-import-${job.source}-mapping.csv`);
    } catch (err) {
      setDownloadError((err as Error).message);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="import-report">
      {job.status === 'done' && <Alert tone="success">{t('imports.report.done', { source })}</Alert>}
      {job.status === 'cancelled' && <Alert tone="info">{t('imports.report.cancelled')}</Alert>}
      {job.status === 'failed' && (
        <Alert tone="error" title={t('imports.report.stopped')}>
          <p>{job.error ? localizeMessage(job.error) : t('imports.report.wrong')}</p>
        </Alert>
      )}
      {report && (
        <DataTable
          caption={t('imports.report.caption', { source })}
          columns={[{ label: t('imports.col.what') }, { label: t('imports.col.count'), kind: 'numeric' }]}
        >
          <ReportRow name="imported" label={t('imports.report.imported')} value={report.imported} />
          <ReportRow name="alreadyImported" label={t('imports.report.alreadyImported')} value={report.alreadyImported} />
          <ReportRow name="newCodes" label={t('imports.report.newCodes')} value={report.newCodes} />
          <ReportRow name="clicks" label={t('imports.report.clicks')} value={report.clicks} />
          {report.skipped.map((s) => (
            <ReportRow key={s.reason} name={s.reason} label={t('imports.report.skipped', { reason: skipReasonText(s.reason, s.message) })} value={s.count} />
          ))}
        </DataTable>
      )}
      {kept.map((d) => {
        const cname = d.records.find((r) => r.type === 'CNAME');
        return (
          <Alert key={d.host} tone="info" title={t('imports.report.pointTitle', { host: domainText(d.host), target: cname?.value ?? 'Kisa' })}>
            <p>
              {t('imports.report.pointStart')} <span className="mono">{cname?.name ?? d.host}</span> {t('imports.report.pointTo')}{' '}
              <span className="mono">{cname?.value ?? t('imports.report.domainsTabTarget')}</span> {t('imports.report.pointEnd')}
            </p>
          </Alert>
        );
      })}
      <div className="import-actions">
        {written && (
          <Button variant="secondary" onClick={() => void download()} loading={downloading}>
            <Icon name="download" size={16} />
            {t('imports.report.download')}
          </Button>
        )}
        {job.status !== 'done' && <Button onClick={onStartAgain}>{t('imports.report.startAgain')}</Button>}
      </div>
      {downloadError && <Alert tone="error">{downloadError}</Alert>}
      {job.status === 'failed' && <p className="muted">{t('imports.report.again')}</p>}
    </div>
  );
}

function ReportRow({ name, label, value }: { name: string; label: string; value: number }) {
  const t = useT();
  return (
    <tr data-report={name}>
      <td>{label}</td>
      <td className="dt-num" data-label={t('imports.col.count')}>
        {formatCount(value)}
      </td>
    </tr>
  );
}
