import { useId, useMemo, useState } from 'react';
import { addDays, MAX_ANALYTICS_DAYS, type Link } from '@kisa/shared';
import { Button } from '@/components/ui';
import { LoadError } from '@/components/ui/load-error';
import { NumHeader } from '@/components/ui/data-table';
import { SkeletonRows } from '@/components/ui/skeleton';
import { browserTimeZone } from '@/lib/analytics-query';
import { formatCount } from '@/lib/format';
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
  const tz = useMemo(browserTimeZone, []);
  const initial = useMemo(() => defaultResultsRange(link.createdAt, tz), [link.createdAt, tz]);
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const id = useId();
  const today = initial.to;
  const rangeError =
    !from || !to
      ? 'Choose both dates.'
      : from > to
        ? 'The first day must be on or before the last day.'
        : from < addDays(to, -(MAX_ANALYTICS_DAYS - 1))
          ? `Choose at most ${MAX_ANALYTICS_DAYS} days.`
          : null;
  const analytics = useExperimentAnalytics(link.id, rangeError ? null : { from, to }, tz);
  const results = useMemo(() => experimentResults(link.split, analytics.data?.variants ?? []), [link.split, analytics.data]);
  const showRevenue = results.rows.some((r) => r.revenue.length > 0);

  return (
    <section className="experiment-results" aria-labelledby={`${id}-heading`} aria-busy={analytics.isLoading || undefined}>
      <h3 id={`${id}-heading`} className="experiment-section__title">
        Results
      </h3>
      <fieldset className="experiment-range">
        <legend className="sr-only">Dates of the results</legend>
        <DateField label="From" value={from} max={today} onChange={setFrom} errorId={rangeError ? `${id}-range-error` : undefined} />
        <DateField label="To" value={to} max={today} onChange={setTo} errorId={rangeError ? `${id}-range-error` : undefined} />
        <Button variant="secondary" onClick={() => void analytics.mutate()} loading={analytics.isValidating && !analytics.isLoading} disabled={!!rangeError}>
          Refresh results
        </Button>
      </fieldset>
      {rangeError && (
        <p id={`${id}-range-error`} className="field__error">
          {rangeError}
        </p>
      )}

      {rangeError ? null : analytics.error && !analytics.data ? (
        <LoadError title="The results could not be loaded" source={analytics} />
      ) : !analytics.data ? (
        <SkeletonRows label="Loading the results…" columns={['30%', '10%', '10%', '10%', '10%', '10%']} rows={results.rows.length || 2} />
      ) : (
        <>
          <p className={`experiment-verdict experiment-verdict--${results.state}`} aria-live="polite" data-testid="experiment-verdict">
            {verdictText(results)}
          </p>
          <div className="dt-wrap">
            <table className="dt experiment-table">
              <caption className="sr-only">
                Results by variant from {dayText(from)} to {dayText(to)}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Variant</th>
                  <NumHeader>Share</NumHeader>
                  <NumHeader>Visitors</NumHeader>
                  <NumHeader>Conversions</NumHeader>
                  <NumHeader>Conversion rate</NumHeader>
                  <NumHeader>Confidence</NumHeader>
                  {showRevenue && <NumHeader>Revenue</NumHeader>}
                  <th scope="col" className="dt-actions">
                    <span className="sr-only">Actions</span>
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
                          Leader
                        </span>
                      )}
                      <span className="experiment-table__destination">{r.destination}</span>
                    </th>
                    <td className="dt-num" data-label="Share">
                      {shareText(r.share)}
                    </td>
                    <td className="dt-num" data-label="Visitors" data-testid="variant-visitors">
                      {formatCount(r.visitors)}
                    </td>
                    <td className="dt-num" data-label="Conversions">
                      {r.conversions === null ? '—' : formatCount(r.conversions)}
                    </td>
                    <td className="dt-num" data-label="Conversion rate">
                      {rateText(r.rate)}
                    </td>
                    <td className="dt-num" data-label="Confidence">
                      {confidenceText(r.confidence)}
                    </td>
                    {showRevenue && (
                      <td className="dt-num" data-label="Revenue">
                        {revenueText(r.revenue)}
                      </td>
                    )}
                    <td className="dt-actions">
                      <Button variant={r.leader ? 'primary' : 'secondary'} onClick={() => onPromote(r)} disabled={disabled} aria-label={`Promote ${r.label}`}>
                        Promote
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="field__hint experiment-results__legend">
            Visitors are the people the split sent to a variant, each counted once. Conversion rate is the share of them with a conversion. Confidence is how
            sure a two-proportion z-test is that the leader converts better than that variant (on the leader’s row: better than every other one);{' '}
            {confidenceText(WINNER_CONFIDENCE)} is the usual bar for a winner.
          </p>
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
