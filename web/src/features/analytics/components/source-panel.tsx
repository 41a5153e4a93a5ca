import { useId } from 'react';
import { NONE_VALUE, type RankItem } from '@kisa/shared';
import { Card } from '@/components/ui';
import { formatCount } from '@/lib/format';
import { currentLocale, useT } from '@/lib/i18n';
import { formatShare } from '../lib/format';
import { PALETTE } from '../lib/palette';
import { Icon } from '@/components/ui/icon';

const SOURCES = [
  { value: 'qr', label: 'analytics.source.qr', icon: 'qr', colour: PALETTE[1] },
  { value: 'link', label: 'analytics.source.link', icon: 'link', colour: PALETTE[0] },
] as const;

/**
 * QR code vs link: how many clicks came through the QR codes Kisa draws (they carry the QR
 * marker) and how many through the link itself. Each figure is a button filtering by it.
 */
export function SourcePanel({
  items,
  total,
  active,
  onSelect,
}: {
  items: readonly RankItem[];
  total: number;
  active?: string;
  onSelect: (value: string) => void;
}) {
  const t = useT();
  const headingId = useId();
  const counts = new Map(items.map((i) => [i.name, i.count]));
  // Clicks whose source is unknown (none expected) count with the link.
  const figures = SOURCES.map((s) => ({ ...s, count: (counts.get(s.value) ?? 0) + (s.value === 'link' ? (counts.get(NONE_VALUE) ?? 0) : 0) }));
  const sum = figures.reduce((n, f) => n + f.count, 0) || total;
  return (
    <Card padded={false} className="an-panel" role="region" aria-labelledby={headingId}>
      <div className="card__toolbar">
        <h2 id={headingId} className="card__title">
          {t('analytics.source.title')}
        </h2>
      </div>
      <div className="source-panel">
        <div className="source-split" aria-hidden="true">
          {figures.map((f) => (
            <span key={f.value} className="source-split__part" style={{ flexGrow: f.count, background: f.colour }} />
          ))}
        </div>
        <ul className="source-list">
          {figures.map((f) => (
            <li key={f.value}>
              <button
                type="button"
                className="source-figure"
                aria-pressed={active === f.value}
                onClick={() => onSelect(f.value)}
                disabled={f.count === 0}
                title={t('analytics.source.filterBy', { source: t(f.label).toLocaleLowerCase(currentLocale()) })}
              >
                <span className="source-figure__icon" style={{ color: f.colour }}>
                  <Icon name={f.icon} size={22} strokeWidth={2} />
                </span>
                <span className="source-figure__label">{t(f.label)}</span>
                <span className="source-figure__value">{formatCount(f.count)}</span>
                <span className="source-figure__share muted">{formatShare(f.count, sum)}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
