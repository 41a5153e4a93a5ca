import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from './spinner';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'md' | 'lg';
  block?: boolean;
  loading?: boolean;
  children: ReactNode;
  /** The <button> itself (passed on with the rest). */
  ref?: Ref<HTMLButtonElement>;
}

/** A button; while `loading` it is disabled, shows a spinner and reports aria-busy. */
export function Button({ variant = 'primary', size = 'md', block, loading, disabled, className, children, type = 'button', ...rest }: ButtonProps) {
  const cls = ['btn', `btn--${variant}`, `btn--${size}`, block && 'btn--block', className].filter(Boolean).join(' ');
  return (
    <button type={type} className={cls} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading && <Spinner />}
      <span>{children}</span>
    </button>
  );
}
