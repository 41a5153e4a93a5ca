import { useRef } from 'react';
import type { AnalyticsFilter } from '@kisa/shared';
import { FILTER_LABELS } from '../lib/labels';
import { AnalyticsIcon } from './icons';

export interface Chip {
  filter: AnalyticsFilter;
  label: string;
}

/**
 * The active filters as removable chips (each removes with its own button, so Tab/Enter
 * work); after a removal, focus goes to the next chip, or to the list when none is left.
 */
export function FilterChips({ chips, onRemove, onClear }: { chips: readonly Chip[]; onRemove: (filter: AnalyticsFilter) => void; onClear: () => void }) {
  const list = useRef<HTMLDivElement>(null);

  function remove(index: number) {
    const next = chips[index + 1] ?? chips[index - 1];
    onRemove(chips[index]!.filter);
    requestAnimationFrame(() => {
      const target = next && list.current?.querySelector<HTMLButtonElement>(`[data-filter="${next.filter}"]`);
      (target ?? list.current)?.focus();
    });
  }

  function clear() {
    onClear();
    requestAnimationFrame(() => list.current?.focus());
  }

  return (
    // Rendered when empty too: focus lands here after the last chip is removed.
    <div className={chips.length ? 'filter-chips' : 'filter-chips filter-chips--empty'} ref={list} tabIndex={-1} aria-label="Active filters" role="region">
      {chips.length === 0 && <span className="sr-only">No filters. Select a row in any table to filter every panel by it.</span>}
      {chips.length > 0 && (
        <>
          <span className="filter-chips__label" aria-hidden="true">
            Filtered by
          </span>
          <ul className="filter-chips__list">
            {chips.map((c, i) => (
              <li key={c.filter} className="chip">
                <span className="chip__text">
                  {FILTER_LABELS[c.filter]}: <strong>{c.label}</strong>
                </span>
                <button type="button" className="chip__remove" data-filter={c.filter} aria-label={`Remove filter ${FILTER_LABELS[c.filter]}: ${c.label}`} title="Remove filter" onClick={() => remove(i)}>
                  <AnalyticsIcon name="close" size={14} />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {chips.length > 1 && (
        <button type="button" className="filter-chips__clear" onClick={clear}>
          Clear all
        </button>
      )}
    </div>
  );
}
