import { useId } from 'react';
import type { Analytics } from '@kisa/shared';
import { Card } from '@/components/ui';
import { NumHeader } from '@/components/ui/data-table';
import { formatCount } from '@/lib/format';
import { formatDay, pointTitle } from '../lib/format';
import { DateChart } from './lazy-charts';
import { useT } from '@/lib/i18n';

/**
 * 'Clicks by Date': unique and total clicks per day (per hour for a one-day range), with its table;
 * imported history (clicks another service counted, by day) said above the chart and drawn apart.
 */
export function ClicksByDate({ data }: { data: Analytics }) {
  const headingId = useId();
  // Conversions: a dashed series on its own axis and a column, when the view has any (counted on their clicks' dates).
  const t = useT();
  const withConversions = data.byDate.some((p) => p.conversions > 0);
  const withImported = data.byDate.some((p) => p.imported > 0);
  const unit = data.granularity === 'hour' ? t('analytics.byDate.hour') : t('analytics.byDate.date');
  return (
    <Card padded={false} className="an-panel an-panel--wide" role="region" aria-labelledby={headingId}>
      <div className="card__toolbar">
        <h2 id={headingId} className="card__title">
          {t('analytics.byDate.title')}
        </h2>
        {data.granularity === 'hour' && <span className="muted">{t('analytics.byDate.perHour')}</span>}
      </div>
      {data.imported && (
        <p className="an-panel__note muted">
          {t('analytics.byDate.imported', { count: formatCount(data.imported.clicks), from: formatDay(data.imported.from), to: formatDay(data.imported.to) })}
        </p>
      )}
      <div className="an-panel__chart an-panel__chart--padded">
        <DateChart points={data.byDate} granularity={data.granularity} />
      </div>
      <details className="chart-table">
        <summary>{t('analytics.byDate.asTable')}</summary>
        {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: it scrolls (a long range): focusable so the keyboard can scroll it (axe scrollable-region-focusable) */}
        <div className="dt-wrap" tabIndex={0} role="group" aria-label={t('analytics.byDate.tableLabel', { unit: data.granularity })}>
          <table className="dt">
            <caption className="sr-only">{t('analytics.byDate.caption', { unit: data.granularity })}</caption>
            <thead>
              <tr>
                <th scope="col">{unit}</th>
                <NumHeader>{t('analytics.byDate.unique')}</NumHeader>
                <NumHeader>{t('analytics.byDate.total')}</NumHeader>
                {withImported && <NumHeader>{t('analytics.byDate.importedHistory')}</NumHeader>}
                {withConversions && <NumHeader>{t('analytics.card.conversions')}</NumHeader>}
              </tr>
            </thead>
            <tbody>
              {data.byDate.map((p) => (
                <tr key={p.date}>
                  <th scope="row">{pointTitle(p, data.granularity)}</th>
                  <td className="dt-num">{formatCount(p.unique)}</td>
                  <td className="dt-num">{formatCount(p.total)}</td>
                  {withImported && <td className="dt-num">{formatCount(p.imported)}</td>}
                  {withConversions && <td className="dt-num">{formatCount(p.conversions)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </Card>
  );
}
