import type { KeyboardEvent, ReactNode, Ref } from 'react';
import type { useCombobox } from './use-combobox';

/**
 * The box of a combobox choosing several options (TagPicker, the Targeting tab's CodePicker):
 * the chosen ones as chips (`chips`), then the text box, then `after` (a spinner). Typing opens
 * the list, a click on the text box toggles it, a press on the box's padding focuses the text box.
 */
export function ChipBox({
  combobox,
  inputRef,
  disabled,
  chips,
  after,
  text,
  placeholder,
  describedBy,
  invalid,
  onText,
  setOpen,
  onKeyDown,
}: {
  combobox: ReturnType<typeof useCombobox>['inputProps'];
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  chips: ReactNode;
  after?: ReactNode;
  text: string;
  placeholder?: string;
  describedBy?: string;
  invalid: boolean;
  /** The typed text; the list is opened already. */
  onText: (text: string) => void;
  setOpen: (open: boolean | ((open: boolean) => boolean)) => void;
  onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => void;
}) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a press on the box's padding focuses its text box, which the keyboard reaches directly
    <div
      className={`combobox__box${disabled ? ' combobox__box--disabled' : ''}`}
      onMouseDown={(e) => {
        if (e.target !== e.currentTarget) return;
        e.preventDefault();
        document.getElementById(combobox.id)?.focus();
      }}
    >
      {chips}
      <input
        ref={inputRef}
        {...combobox}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(e) => {
          setOpen(true);
          onText(e.target.value);
        }}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onKeyDown}
      />
      {after}
    </div>
  );
}
