import { useId } from 'react';
import { Button, Card } from '@/components/ui';
import { DataTable } from '@/components/ui/data-table';
import { downloadText } from '@/lib/download';
import { formatCount } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { fileSummary, lineLabel, reasonText, skippedLinesCsv, skippedLinesFileName, type BulkReport } from '../lib/skipped-lines';

/** Rows the page shows; the CSV holds every skipped line. */
export const SKIPPED_SHOWN = 100;

/** The bulk file's lines that gave no link: line number, content and reason, and a CSV of them. */
export function SkippedLines({ report, campaignName }: { report: BulkReport; campaignName: string }) {
  const t = useT();
  const headingId = useId();
  const { file, skipped } = report;
  return (
    <Card className="bulk-skipped">
      <section className="bulk-skipped__inner" aria-labelledby={headingId}>
        <div className="bulk-skipped__head">
          <h2 id={headingId} className="bulk__title">
            {t('campaigns.skipped.title')}
          </h2>
          <Button variant="secondary" onClick={() => downloadText(skippedLinesCsv(skipped), skippedLinesFileName(campaignName))}>
            {t('campaigns.skipped.download')}
          </Button>
        </div>
        <p className="muted" data-testid="bulk-file-summary">
          {fileSummary(file, skipped)}
        </p>
        <DataTable
          caption={t('campaigns.skipped.caption')}
          className="bulk-skipped__table"
          stacked
          columns={[
            { label: t('campaigns.skipped.line'), kind: 'numeric' },
            { label: t('campaigns.skipped.content') },
            { label: t('campaigns.skipped.reason') },
          ]}
        >
          {skipped.slice(0, SKIPPED_SHOWN).map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a read-only report in file order; a line may lack a number
            <tr key={`${s.line}-${i}`}>
              <td className="dt-num" data-label={t('campaigns.skipped.line')}>
                {lineLabel(s)}
              </td>
              <td data-label={t('campaigns.skipped.content')}>
                <code className="bulk-skipped__content">{s.content || '—'}</code>
              </td>
              <td data-label={t('campaigns.skipped.reason')}>{reasonText(s.reason)}</td>
            </tr>
          ))}
        </DataTable>
        {skipped.length > SKIPPED_SHOWN && (
          <p className="muted">{t('campaigns.skipped.firstShown', { shown: formatCount(SKIPPED_SHOWN), count: formatCount(skipped.length) })}</p>
        )}
      </section>
    </Card>
  );
}
