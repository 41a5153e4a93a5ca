import type { ImportJob } from '@kisa/shared';
import { BusyButton } from '@/components/ui/busy-button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatCount } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { progressText, progressUnknown, waitingText } from '../lib/import-text';

/**
 * A running import (reading the source, or writing links and history): the phase in words over a
 * progress bar (indeterminate while the source's total is unknown), the counts so far, the wait
 * for the source's rate limit, and Cancel. The words sit in a polite live region.
 */
export function ImportProgress({ job, cancelling, onCancel }: { job: ImportJob; cancelling: boolean; onCancel: () => void }) {
  const t = useT();
  const line = progressText(job);
  const waiting = waitingText(job);
  const { read, written, skipped, historyLinks, percent } = job.progress;
  return (
    <div className="import-progress">
      <p className="import-progress__line" aria-live="polite" data-testid="import-progress-line">
        {line}
        {waiting && (
          <>
            <br />
            <span className="import-progress__waiting">{waiting}</span>
          </>
        )}
      </p>
      {progressUnknown(job) ? (
        <div className="progress">
          <div className="progress__track import-progress__indeterminate" role="progressbar" aria-label={t('imports.progress.label')} aria-valuetext={line}>
            <div className="progress__fill" />
          </div>
        </div>
      ) : (
        <ProgressBar label={t('imports.progress.label')} value={percent} caption={`${Math.round(percent)} %`} />
      )}
      {job.status === 'importing' && (
        <dl className="import-progress__counts">
          <div>
            <dt>{t('imports.progress.read')}</dt>
            <dd>{formatCount(read)}</dd>
          </div>
          <div>
            <dt>{t('imports.progress.written')}</dt>
            <dd>{formatCount(written)}</dd>
          </div>
          <div>
            <dt>{t('imports.progress.skipped')}</dt>
            <dd>{formatCount(skipped)}</dd>
          </div>
          {job.history && (
            <div>
              <dt>{t('imports.progress.historyRead')}</dt>
              <dd>{t('imports.progress.historyLinks', { count: formatCount(historyLinks) })}</dd>
            </div>
          )}
        </dl>
      )}
      <div className="import-actions">
        <BusyButton busy={cancelling} onClick={onCancel}>
          {t('imports.progress.cancel')}
        </BusyButton>
      </div>
    </div>
  );
}
