import { useEffect, type ReactNode } from 'react';

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
