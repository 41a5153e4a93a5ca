import { useEffect, type ReactNode } from 'react';
import { Card } from '../ui';

/** Sets the document title for a screen. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · Kisa` : 'Kisa — short links & QR codes';
  }, [title]);
}

/** Standard page heading block for screens inside the app shell. */
export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="page-header">
      <div>
        <h1 className="page-title">{title}</h1>
        {description && <p className="page-description">{description}</p>}
      </div>
      {actions && <div className="page-actions">{actions}</div>}
    </div>
  );
}

/** A screen whose content lands in a later iteration: heading plus what it will hold. */
export function ComingSoon({ title, description, children }: { title: string; description: string; children?: ReactNode }) {
  return (
    <div className="page">
      <PageHeader title={title} />
      <Card className="coming-soon">
        <span className="badge badge--soft">Coming soon</span>
        <p>{description}</p>
        {children}
      </Card>
    </div>
  );
}
