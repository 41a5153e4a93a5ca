import type { ButtonHTMLAttributes, Ref } from 'react';
import { StrokeIcon } from './icon';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-label' | 'title' | 'children'> {
  /** The glyph's path data (24×24, drawn at 18px). */
  d: string;
  /** Its accessible name, also its tooltip unless `title` says otherwise. */
  label: string;
  title?: string;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** A small button showing only a stroke icon (`.icon-btn`): a card's move and remove tools. */
export function IconButton({ d, label, title = label, buttonRef, className, ...rest }: IconButtonProps) {
  return (
    <button ref={buttonRef} type="button" className={['icon-btn', className].filter(Boolean).join(' ')} aria-label={label} title={title} {...rest}>
      <StrokeIcon d={d} size={18} />
    </button>
  );
}
