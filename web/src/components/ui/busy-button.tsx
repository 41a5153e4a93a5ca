import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { Spinner } from './spinner';
import './busy-button.css';

export interface BusyButtonProps extends Omit<ButtonProps, 'variant' | 'loading' | 'disabled' | 'onClick'> {
  /** Its action is under way: a spinner in place of the icon, aria-busy. */
  busy?: boolean;
  /** It may not be used now (aria-describedby should say why). */
  inert?: boolean;
  icon?: ReactNode;
  onClick: () => void;
}

/**
 * A secondary button that stays focusable while it works or may not be used (aria-disabled
 * and aria-busy instead of disabled, which would drop a keyboard user's focus on the page).
 */
export function BusyButton({ busy = false, inert, icon, onClick, className, children, ...rest }: BusyButtonProps) {
  const unavailable = busy || inert;
  return (
    <Button
      variant="secondary"
      className={['busy-button', className].filter(Boolean).join(' ')}
      {...rest}
      aria-disabled={unavailable || undefined}
      aria-busy={busy || undefined}
      onClick={() => !unavailable && onClick()}
    >
      {busy ? <Spinner /> : icon}
      {children}
    </Button>
  );
}
