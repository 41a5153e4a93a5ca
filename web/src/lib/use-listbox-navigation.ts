import { useEffect, type Dispatch, type KeyboardEvent, type SetStateAction } from 'react';

const optionIdOf = (id: string, i: number) => `${id}-option-${i}`;

/**
 * The arrow keys of a combobox's listbox (the ARIA pattern, `aria-activedescendant`): option
 * `i` has the id `${id}-option-${i}`; the active option stays within the list and scrolled into
 * view. `onArrow` handles ArrowDown/ArrowUp: with the list closed it opens it on the active
 * option (else the first or the last), with it open it moves round the list.
 */
export function useListboxNavigation({
  id,
  count,
  listShown,
  active,
  setActive,
  open,
}: {
  id: string;
  /** How many options the list has. */
  count: number;
  listShown: boolean;
  active: number;
  setActive: Dispatch<SetStateAction<number>>;
  open: () => void;
}) {
  const optionId = (i: number) => optionIdOf(id, i);

  useEffect(() => {
    if (active >= count) setActive(count - 1);
  }, [active, count, setActive]);
  useEffect(() => {
    if (listShown && active >= 0) document.getElementById(optionIdOf(id, active))?.scrollIntoView?.({ block: 'nearest' });
  }, [listShown, active, id]);

  function onArrow(e: KeyboardEvent<HTMLInputElement>) {
    e.preventDefault();
    if (count === 0) return;
    const down = e.key === 'ArrowDown';
    if (!listShown) {
      open();
      setActive(active >= 0 ? active : down ? 0 : count - 1);
      return;
    }
    setActive((i) => (i < 0 ? (down ? 0 : count - 1) : (i + (down ? 1 : -1) + count) % count));
  }

  return { optionId, onArrow };
}
