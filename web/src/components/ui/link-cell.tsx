import type { ReactNode } from 'react';
import { displayUrl } from '@kisa/shared';
import { Link as RouterLink } from 'react-router-dom';
import { Favicon } from './favicon';
import './link-cell.css';

/**
 * A link in a table row: favicon (or letter avatar), its title linking to `to` in the app,
 * and the target URL (new tab), shown as people read it (türkiye.gov.tr/çay). `children` are badges shown after the text;
 * `meta` goes under the target (a link's tags).
 */
export function LinkCell({ title, target, to, children, meta }: { title: string; target: string; to: string; children?: ReactNode; meta?: ReactNode }) {
  return (
    <div className="link-cell">
      <Favicon target={target} title={title} />
      <div className="link-cell__text">
        <RouterLink to={to} className="link-cell__title">
          {title}
        </RouterLink>
        <a href={target} className="link-cell__target" target="_blank" rel="noopener noreferrer" title={displayUrl(target)}>
          {displayUrl(target)}
        </a>
        {meta}
      </div>
      {children}
    </div>
  );
}
