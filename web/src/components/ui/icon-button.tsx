import type { ButtonHTMLAttributes, Ref } from 'react';
import { Icon } from './icon';
import type { GlyphName } from './icons';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-label' | 'title' | 'children'> {
  /** The glyph it shows (drawn at 18 px). */
  glyph: GlyphName;
  /** Its accessible name, also its tooltip unless `title` says otherwise. */
  label: string;
  title?: string;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** A small button showing only a stroke icon (`.icon-btn`): a card's move and remove tools. */
export function IconButton({ glyph, label, title = label, buttonRef, className, ...rest }: IconButtonProps) {
  return (
    <button ref={buttonRef} type="button" className={['icon-btn', className].filter(Boolean).join(' ')} aria-label={label} title={title} {...rest}>
      <Icon name={glyph} />
    </button>
  );
}
