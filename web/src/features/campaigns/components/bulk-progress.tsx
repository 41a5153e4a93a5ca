import type { RefObject } from 'react';
import { Link } from 'react-router-dom';
import { bulkPercent, MSG, type Campaign } from '@kisa/shared';
import { Alert, Button, Card } from '@/components/ui';
import { ProgressBar } from '@/components/ui/progress-bar';
import { paths } from '@/config/paths';
import { formatCount } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useExportCampaign } from '../hooks/use-export-campaign';
import { columnsText } from '../lib/columns-text';
import { ruleSummaryText, type RuleSummary } from '../lib/rule-summary';
import { screeningNotes, type BulkReport } from '../lib/skipped-lines';
import { tagSummaryText, type TagSummary } from '../lib/tag-summary';

export type BulkPhase = 'idle' | 'reading' | 'uploading' | 'processing' | 'done' | 'error';

export interface BulkProgressProps {
  resultRef: RefObject<HTMLDivElement | null>;
  campaign: Campaign | null;
  phase: BulkPhase;
  /** Links sent so far, and queued by the API (what the run will write). */
  sent: number;
  expected: number;
  report: BulkReport | null;
  tagged: { summary: TagSummary; links: number } | null;
  targeted: { summary: RuleSummary; links: number } | null;
  screened: { blocked: number; flagged: number };
  runError: string | null;
  onReset: () => void;
}

/**
 * A bulk run's card: the campaign's name, the progress bar (the server's count of links written),
 * what the file's columns, tags and targeting cells gave, what screening refused or flagged, the
 * run's failure, and once done the campaign's exports and a new run.
 */
export function BulkProgress({ resultRef, campaign, phase, sent, expected, report, tagged, targeted, screened, runError, onReset }: BulkProgressProps) {
  const t = useT();
  const { exporting, exportError, exportCampaign } = useExportCampaign();
  const total = Math.max(expected, campaign?.total ?? 0);
  const processed = campaign?.processed ?? 0;
  const percent = phase === 'done' ? 100 : bulkPercent(processed, total);
  const notes = screeningNotes(screened.blocked, screened.flagged);
  return (
    <Card className="bulk__result">
      <div ref={resultRef} tabIndex={-1} className="bulk__result-inner">
        <h2 className="bulk__title">{campaign?.name}</h2>
        <ProgressBar
          label={t('campaigns.progress.label')}
          value={percent}
          caption={t(phase === 'uploading' && sent < total ? 'campaigns.progress.sending' : 'campaigns.progress.caption', {
            percent,
            done: formatCount(Math.min(processed, total)),
            total: formatCount(total),
          })}
        />
        {report?.file.columns && (
          <p className="bulk__tags" data-testid="bulk-columns">
            {columnsText(report.file.columns)}
          </p>
        )}
        {tagged && (
          <p className="bulk__tags" data-testid="bulk-tags">
            {tagSummaryText(tagged.summary, tagged.links)}
          </p>
        )}
        {targeted && (
          <p className="bulk__tags" data-testid="bulk-rules">
            {ruleSummaryText(targeted.summary, targeted.links)}
          </p>
        )}
        {phase === 'done' && <Alert tone="success">{MSG.bulkDone}</Alert>}
        {notes.blocked && (
          <Alert tone="warning" title={t('campaigns.bulk.blockedTitle')}>
            <span data-testid="bulk-blocked">{notes.blocked}</span>
          </Alert>
        )}
        {notes.flagged && (
          <Alert tone="info" title={t('campaigns.bulk.flaggedTitle')}>
            <span data-testid="bulk-flagged">{notes.flagged}</span>
          </Alert>
        )}
        {phase === 'error' && runError && <Alert tone="error">{runError}</Alert>}
        {phase === 'done' && (
          <div className="bulk__actions">
            <span className="bulk__actions-label">{t('campaigns.exportLinks')}</span>
            <Button
              variant="secondary"
              onClick={() => campaign && exportCampaign(campaign.id, 'csv')}
              loading={exporting === 'csv'}
              disabled={exporting !== null}
            >
              CSV
            </Button>
            <Button
              variant="secondary"
              onClick={() => campaign && exportCampaign(campaign.id, 'xlsx')}
              loading={exporting === 'xlsx'}
              disabled={exporting !== null}
            >
              XLSX
            </Button>
            {campaign && (
              <Link className="btn btn--ghost btn--md" to={paths.campaign(campaign.id)}>
                {t('campaigns.bulk.viewCampaign')}
              </Link>
            )}
            <Button variant="ghost" onClick={onReset}>
              {t('campaigns.bulk.newRun')}
            </Button>
          </div>
        )}
        {exportError && <Alert tone="error">{exportError}</Alert>}
      </div>
    </Card>
  );
}
