import { useRef } from 'react';
import { Icon } from '@/components/ui/icon';
import { useT } from '@/lib/i18n';

/** An active filter: `key` names it for removal (a filter's name, or `tag:<id>` for each tag). */
export interface Chip {
  key: string;
  /** What it filters by ('Browser', 'Tag'…). */
  name: string;
  label: string;
}

/**
 * The active filters as removable chips (each removes with its own button, so Tab/Enter
 * work); after a removal, focus goes to the next chip, or to the list when none is left.
 */
export function FilterChips({ chips, onRemove, onClear }: { chips: readonly Chip[]; onRemove: (key: string) => void; onClear: () => void }) {
  const t = useT();
  const list = useRef<HTMLElement>(null);

  function remove(index: number) {
    const next = chips[index + 1] ?? chips[index - 1];
    onRemove(chips[index]!.key);
    requestAnimationFrame(() => {
      const target = next && list.current?.querySelector<HTMLButtonElement>(`[data-chip="${CSS.escape(next.key)}"]`);
      (target ?? list.current)?.focus();
    });
  }

  function clear() {
    onClear();
    requestAnimationFrame(() => list.current?.focus());
  }

  return (
    // Rendered when empty too: focus lands here after the last chip is removed.
    <section className={chips.length ? 'filter-chips' : 'filter-chips filter-chips--empty'} ref={list} tabIndex={-1} aria-label={t('analytics.chips.label')}>
      {chips.length === 0 && <span className="sr-only">{t('analytics.chips.none')}</span>}
      {chips.length > 0 && (
        <>
          <span className="filter-chips__label" aria-hidden="true">
            {t('analytics.chips.filteredBy')}
          </span>
          <ul className="filter-chips__list">
            {chips.map((c, i) => (
              <li key={c.key} className="chip">
                <span className="chip__text">
                  {c.name}: <strong>{c.label}</strong>
                </span>
                <button
                  type="button"
                  className="chip__remove"
                  data-chip={c.key}
                  aria-label={t('analytics.chips.remove', { name: c.name, label: c.label })}
                  title={t('analytics.chips.removeTitle')}
                  onClick={() => remove(i)}
                >
                  <Icon name="dismiss" size={14} strokeWidth={2} />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {chips.length > 1 && (
        <button type="button" className="filter-chips__clear" onClick={clear}>
          {t('analytics.chips.clearAll')}
        </button>
      )}
    </section>
  );
}
