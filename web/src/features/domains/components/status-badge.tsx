import type { DomainStatus } from '@kisa/shared';
import { StatusPill, type StatusTone } from '@/components/ui/status-pill';
import { useT } from '@/lib/i18n';
import { STATUS_LABEL } from '../lib/domain-text';
import { Icon } from '@/components/ui/icon';

const TONE: Readonly<Record<DomainStatus, StatusTone>> = { verified: 'success', pending: 'warning', misconfigured: 'danger' };

/** A domain's status as a pill: its word and a glyph, the colour only a third cue. */
export function StatusBadge({ status }: { status: DomainStatus }) {
  return <StatusPill tone={TONE[status]}>{STATUS_LABEL[status]}</StatusPill>;
}

/** The marker of the domain new links go on (a team domain's card, or the platform's when none is). */
export function DefaultBadge() {
  const t = useT();
  return (
    <span className="badge badge--soft domain-card__default">
      <Icon name="star" size={14} />
      {t('domains.default')}
    </span>
  );
}

/** Whether the last check saw a record: a word with a glyph, never only a colour. */
export function FoundBadge({ found }: { found: boolean }) {
  const t = useT();
  return found ? (
    <span className="record-found record-found--yes">
      <Icon name="check" size={16} />
      {t('domains.found')}
    </span>
  ) : (
    <span className="record-found record-found--no">{t('domains.notFound')}</span>
  );
}
