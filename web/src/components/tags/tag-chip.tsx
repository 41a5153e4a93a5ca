import type { TagRef } from '@kisa/shared';
import { tagPaint } from './tag-colours';
import { Icon } from '@/components/ui/icon';
import './tag-chip.css';
import { useT } from '@/lib/i18n';

/**
 * A tag as a small coloured chip: a dot, its name in its colour's text/background
 * pair (tag-colours.ts: AA contrast). `onRemove` adds a remove button named `removeLabel`
 * (a picker's chosen tags, a filter's).
 */
export function TagChip({ tag, onRemove, removeLabel, disabled }: { tag: TagRef; onRemove?: () => void; removeLabel?: string; disabled?: boolean }) {
  const paint = tagPaint(tag.color);
  return (
    <span
      className={`tag-chip${onRemove ? ' tag-chip--removable' : ''}`}
      style={{ background: paint.background, color: paint.text }}
      data-tag-id={tag.id}
      data-color={tag.color}
    >
      <span className="tag-chip__dot" style={{ background: paint.dot }} aria-hidden="true" />
      <span className="tag-chip__name">{tag.name}</span>
      {onRemove && (
        <button
          type="button"
          className="tag-chip__remove"
          onClick={onRemove}
          aria-label={removeLabel ?? `Remove tag ${tag.name}`}
          title={removeLabel ?? `Remove tag ${tag.name}`}
          disabled={disabled}
        >
          <Icon name="dismiss" size={14} strokeWidth={2.2} />
        </button>
      )}
    </span>
  );
}

/** A link's tags as a list of chips (a dashboard or campaign row, the phone's stacked row); nothing for none. */
export function TagChips({ tags, className }: { tags: readonly TagRef[] | undefined; className?: string }) {
  const t = useT();
  if (!tags?.length) return null;
  return (
    <ul className={['tag-chips', className].filter(Boolean).join(' ')} aria-label={t('ui.tags')}>
      {tags.map((tag) => (
        <li key={tag.id}>
          <TagChip tag={tag} />
        </li>
      ))}
    </ul>
  );
}
