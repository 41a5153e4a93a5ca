import type { DomainStatus } from '@kisa/shared';
import { STATUS_TEXT } from '../lib/domain-text';
import { DomainIcon } from './icons';

/** A domain's status as a badge: its word and a glyph, the colour only a third cue. */
export function StatusBadge({ status }: { status: DomainStatus }) {
  return (
    <span className={`domain-status domain-status--${status}`}>
      <span aria-hidden="true" className="domain-status__dot" />
      {STATUS_TEXT[status].label}
    </span>
  );
}

/** Whether the last check saw a record: a word with a glyph, never only a colour. */
export function FoundBadge({ found }: { found: boolean }) {
  return found ? (
    <span className="record-found record-found--yes">
      <DomainIcon name="check" size={16} />
      Found
    </span>
  ) : (
    <span className="record-found record-found--no">Not found</span>
  );
}
