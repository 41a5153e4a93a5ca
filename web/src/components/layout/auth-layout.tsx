import type { ReactNode } from 'react';
import { Logo } from './logo';
import { LanguageSelect } from './language-select';
import { useDocumentTitle } from './page';

/** Centered card layout for the public account screens. */
export function AuthLayout({ title, subtitle, children, footer }: { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="auth">
      <header className="auth__header">
        <Logo />
        <LanguageSelect />
      </header>
      <main id="main" className="auth__main">
        <div className="auth__card card card--padded">
          <h1 className="auth__title">{title}</h1>
          {subtitle && <p className="auth__subtitle">{subtitle}</p>}
          {children}
        </div>
        {footer && <div className="auth__footer">{footer}</div>}
      </main>
    </div>
  );
}
