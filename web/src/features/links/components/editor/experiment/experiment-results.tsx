import { useId, useMemo, useState } from 'react';
import { addDays, MAX_ANALYTICS_DAYS, type Link } from '@kisa/shared';
import { Button } from '@/components/ui';
import { LoadError } from '@/components/ui/load-error';
import { NumHeader } from '@/components/ui/data-table';
import { SkeletonRows } from '@/components/ui/skeleton';
import { browserTimeZone } from '@/lib/analytics-query';
import { formatCount } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useExperimentAnalytics } from '@/features/links/api/experiment';
import { shareText } from '@/features/links/lib/experiment-draft';
import {
  confidenceText,
  dayText,
  defaultResultsRange,
  experimentResults,
  rateText,
  revenueText,
  verdictText,
  WINNER_CONFIDENCE,
  type VariantResult,
} from '@/features/links/lib/experiment-results';

/**
 * A running test's results: the dates (since the link was created or the last 30
 * days, by default), one sentence saying what the figures mean so far, and a table of the
 * variants — visitors, conversions, conversion rate, confidence, the leader named in words —
 * each with a Promote button that ends the test in its favour.
 */
export function ExperimentResults({ link, onPromote, disabled }: { link: Link; onPromote: (variant: VariantResult) => void; disabled?: boolean }) {
  const t = useT();
  const tz = useMemo(browserTimeZone, []);
  const initial = useMemo(() => defaultResultsRange(link.createdAt, tz), [link.createdAt, tz]);
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const id = useId();
  const today = initial.to;
  const rangeError =
    !from || !to
      ? t('editor.results.bothDates')
      : from > to
        ? t('editor.results.order')
        : from < addDays(to, -(MAX_ANALYTICS_DAYS - 1))
          ? t('editor.results.atMost', { days: MAX_ANALYTICS_DAYS })
          : null;
  const analytics = useExperimentAnalytics(link.id, rangeError ? null : { from, to }, tz);
  const results = useMemo(() => experimentResults(link.split, analytics.data?.variants ?? []), [link.split, analytics.data]);
  const showRevenue = results.rows.some((r) => r.revenue.length > 0);

  return (
    <section className="experiment-results" aria-labelledby={`${id}-heading`} aria-busy={analytics.isLoading || undefined}>
      <h3 id={`${id}-heading`} className="experiment-section__title">
        {t('editor.results.title')}
      </h3>
      <fieldset className="experiment-range">
        <legend className="sr-only">{t('editor.results.dates')}</legend>
        <DateField label={t('editor.results.from')} value={from} max={today} onChange={setFrom} errorId={rangeError ? `${id}-range-error` : undefined} />
        <DateField label={t('editor.results.to')} value={to} max={today} onChange={setTo} errorId={rangeError ? `${id}-range-error` : undefined} />
        <Button variant="secondary" onClick={() => void analytics.mutate()} loading={analytics.isValidating && !analytics.isLoading} disabled={!!rangeError}>
          {t('editor.results.refresh')}
        </Button>
      </fieldset>
      {rangeError && (
        <p id={`${id}-range-error`} className="field__error">
          {rangeError}
        </p>
      )}

      {rangeError ? null : analytics.error && !analytics.data ? (
        <LoadError title={t('editor.results.loadError')} source={analytics} />
      ) : !analytics.data ? (
        <SkeletonRows label={t('editor.results.loading')} columns={['30%', '10%', '10%', '10%', '10%', '10%']} rows={results.rows.length || 2} />
      ) : (
        <>
          <p className={`experiment-verdict experiment-verdict--${results.state}`} aria-live="polite" data-testid="experiment-verdict">
            {verdictText(results)}
          </p>
          <div className="dt-wrap">
            <table className="dt experiment-table">
              <caption className="sr-only">{t('editor.results.caption', { from: dayText(from), to: dayText(to) })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('editor.results.variant')}</th>
                  <NumHeader>{t('editor.results.share')}</NumHeader>
                  <NumHeader>{t('editor.results.visitors')}</NumHeader>
                  <NumHeader>{t('editor.results.conversions')}</NumHeader>
                  <NumHeader>{t('editor.results.rate')}</NumHeader>
                  <NumHeader>{t('editor.results.confidence')}</NumHeader>
                  {showRevenue && <NumHeader>{t('editor.results.revenue')}</NumHeader>}
                  <th scope="col" className="dt-actions">
                    <span className="sr-only">{t('editor.results.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {results.rows.map((r) => (
                  <tr key={r.id} data-testid="variant-result" className={r.leader ? 'experiment-table__leader' : undefined}>
                    <th scope="row" className="experiment-table__variant">
                      <span className="experiment-table__label">{r.label}</span>
                      {r.leader && (
                        <span className="badge experiment-badge" data-testid="variant-leader">
                          <span aria-hidden="true" className="experiment-badge__star">
                            ★
                          </span>
                          {t('editor.results.leader')}
                        </span>
                      )}
                      <span className="experiment-table__destination">{r.destination}</span>
                    </th>
                    <td className="dt-num" data-label={t('editor.results.share')}>
                      {shareText(r.share)}
                    </td>
                    <td className="dt-num" data-label={t('editor.results.visitors')} data-testid="variant-visitors">
                      {formatCount(r.visitors)}
                    </td>
                    <td className="dt-num" data-label={t('editor.results.conversions')}>
                      {r.conversions === null ? '—' : formatCount(r.conversions)}
                    </td>
                    <td className="dt-num" data-label={t('editor.results.rate')}>
                      {rateText(r.rate)}
                    </td>
                    <td className="dt-num" data-label={t('editor.results.confidence')}>
                      {confidenceText(r.confidence)}
                    </td>
                    {showRevenue && (
                      <td className="dt-num" data-label={t('editor.results.revenue')}>
                        {revenueText(r.revenue)}
                      </td>
                    )}
                    <td className="dt-actions">
                      <Button
                        variant={r.leader ? 'primary' : 'secondary'}
                        onClick={() => onPromote(r)}
                        disabled={disabled}
                        aria-label={t('editor.results.promoteOf', { label: r.label })}
                      >
                        {t('editor.results.promote')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="field__hint experiment-results__legend">{t('editor.results.legend', { bar: confidenceText(WINNER_CONFIDENCE) })}</p>
        </>
      )}
    </section>
  );
}

/** One end of the results' range; invalid, and described by the range's error, while there is one (`errorId`). */
function DateField({
  label,
  value,
  max,
  onChange,
  errorId,
}: {
  label: string;
  value: string;
  max: string;
  onChange: (value: string) => void;
  errorId?: string;
}) {
  return (
    <label className="experiment-range__field">
      <span className="field__label">{label}</span>
      <input
        className="field__input"
        type="date"
        value={value}
        max={max}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      />
    </label>
  );
}
