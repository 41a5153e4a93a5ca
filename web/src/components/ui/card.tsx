import type { HTMLAttributes, ReactNode } from 'react';

export function Card({ children, className, padded = true, ...rest }: HTMLAttributes<HTMLDivElement> & { children: ReactNode; padded?: boolean }) {
  return (
    <div className={['card', padded && 'card--padded', className].filter(Boolean).join(' ')} {...rest}>
      {children}
    </div>
  );
}
