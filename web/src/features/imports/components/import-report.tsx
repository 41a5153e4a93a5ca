import { useState } from 'react';
import type { ImportJob } from '@kisa/shared';
import { Alert, Button } from '@/components/ui';
import { DataTable } from '@/components/ui/data-table';
import { Icon } from '@/components/ui/icon';
import { downloadFile } from '@/lib/download';
import { formatCount } from '@/lib/format';
import { domainText } from '@/lib/link-domains';
import { mappingPath } from '../api/imports';

/**
 * Step 5, the end (done, failed or cancelled): what was imported, skipped by reason, the mapping
 * file, for kept domains where to point their CNAME now, and after a failure the error and Start
 * again (a re-run imports nothing twice).
 */
export function ImportReport({ job, onStartAgain }: { job: ImportJob; onStartAgain: () => void }) {
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
      {job.status === 'done' && <Alert tone="success">The import from {job.sourceName} is done.</Alert>}
      {job.status === 'cancelled' && <Alert tone="info">The import was cancelled. Links written before it stay.</Alert>}
      {job.status === 'failed' && (
        <Alert tone="error" title="The import stopped">
          <p>{job.error ?? 'Something went wrong.'}</p>
        </Alert>
      )}
      {report && (
        <DataTable caption={`Report of the import from ${job.sourceName}`} columns={[{ label: 'What' }, { label: 'Count', kind: 'numeric' }]}>
          <ReportRow name="imported" label="Imported" value={report.imported} />
          <ReportRow name="alreadyImported" label="Already imported by an earlier run" value={report.alreadyImported} />
          <ReportRow name="newCodes" label="Given new codes" value={report.newCodes} />
          <ReportRow name="clicks" label="Clicks of history" value={report.clicks} />
          {report.skipped.map((s) => (
            <ReportRow key={s.reason} name={s.reason} label={`Skipped: ${s.message}`} value={s.count} />
          ))}
        </DataTable>
      )}
      {kept.map((d) => {
        const cname = d.records.find((r) => r.type === 'CNAME');
        return (
          <Alert key={d.host} tone="info" title={`Now point ${domainText(d.host)}'s CNAME to ${cname?.value ?? 'Kisa'}`}>
            <p>
              Its links answer on Kisa already. Change the CNAME record of <span className="mono">{cname?.name ?? d.host}</span> to{' '}
              <span className="mono">{cname?.value ?? 'the target on the Domains tab'}</span> at your DNS provider.
            </p>
          </Alert>
        );
      })}
      <div className="import-actions">
        {written && (
          <Button variant="secondary" onClick={() => void download()} loading={downloading}>
            <Icon name="download" size={16} />
            Download mapping file (CSV)
          </Button>
        )}
        {job.status !== 'done' && <Button onClick={onStartAgain}>Start again</Button>}
      </div>
      {downloadError && <Alert tone="error">{downloadError}</Alert>}
      {job.status === 'failed' && <p className="muted">Starting again imports nothing twice: links written so far are recognised and left as they are.</p>}
    </div>
  );
}

function ReportRow({ name, label, value }: { name: string; label: string; value: number }) {
  return (
    <tr data-report={name}>
      <td>{label}</td>
      <td className="dt-num" data-label="Count">
        {formatCount(value)}
      </td>
    </tr>
  );
}
