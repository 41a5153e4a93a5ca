import { useId, type Dispatch, type MouseEvent, type SetStateAction } from 'react';
import { useListboxNavigation } from '@/lib/use-listbox-navigation';

/**
 * The ids and ARIA attributes of a combobox choosing several options (TagPicker, the Targeting
 * tab's CodePicker; styled by combobox.css): its text box, its listbox and each option, and the
 * arrow keys. The caller keeps the text, the options and what choosing does.
 */
export function useCombobox({
  count,
  listShown,
  active,
  setActive,
  open,
}: {
  count: number;
  listShown: boolean;
  active: number;
  setActive: Dispatch<SetStateAction<number>>;
  open: () => void;
}) {
  const id = useId();
  const ids = { input: `${id}-input`, label: `${id}-label`, list: `${id}-list`, hint: `${id}-hint`, error: `${id}-error` };
  const { optionId, onArrow } = useListboxNavigation({ id, count, listShown, active, setActive, open });
  const activeShown = listShown && active >= 0 && active < count;

  /** The text box's (the caller adds its value, handlers, description and validity). */
  const inputProps = {
    id: ids.input,
    className: 'combobox__input',
    type: 'text',
    role: 'combobox',
    'aria-expanded': listShown,
    'aria-controls': ids.list,
    'aria-autocomplete': 'list',
    'aria-activedescendant': activeShown ? optionId(active) : undefined,
    autoComplete: 'off',
    spellCheck: false,
  } as const;
  const listProps = { id: ids.list, role: 'listbox', 'aria-labelledby': ids.label, 'aria-multiselectable': true, hidden: !listShown } as const;
  /** Option `i`'s (the caller adds aria-selected, aria-disabled and onClick): pressing it keeps the focus in the text box, pointing at it makes it active. */
  const optionProps = (i: number, className?: string) => ({
    id: optionId(i),
    role: 'option',
    className: ['combobox__option', i === active && 'combobox__option--active', className].filter(Boolean).join(' '),
    onMouseDown: (e: MouseEvent) => e.preventDefault(),
    onMouseMove: () => i !== active && setActive(i),
  });

  return { ids, onArrow, inputProps, listProps, optionProps };
}
