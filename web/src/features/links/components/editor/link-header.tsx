import type { ReactNode } from 'react';
import { displayUrl, type Link } from '@kisa/shared';
import { Card } from '@/components/ui';
import '@/components/ui/data-table.css';
import { useCopyUrl } from '../../hooks/use-copy';
import { shortLabelOfUrl } from '@/lib/short-links';
import { Favicon } from '@/components/ui/favicon';
import { Icon } from '@/components/ui/icon';
import { useT } from '@/lib/i18n';

/** Shared editor header: favicon, title, target, short link (new tab), a copy button and the screen's `actions`. */
export function LinkHeader({ link, actions }: { link: Link; actions?: ReactNode }) {
  const t = useT();
  const copy = useCopyUrl();
  // The API's whole short link: on the link's own domain, whatever origin the app is served from.
  const url = link.shortLink;
  const label = shortLabelOfUrl(url);
  return (
    <Card className="editor-header">
      <Favicon target={link.longUrl} title={link.title} size={48} />
      <div className="editor-header__text">
        {/* Clamped to three lines: the whole title stays its text (read out) and its tooltip. */}
        <h1 className="editor-header__title" title={link.title || label}>
          {link.title || label}
        </h1>
        <a className="editor-header__target" href={link.longUrl} target="_blank" rel="noopener noreferrer" title={displayUrl(link.longUrl)}>
          {displayUrl(link.longUrl)}
        </a>
        <div className="editor-header__short">
          <a className="short-link" href={url} target="_blank" rel="noopener">
            {label}
            <span className="sr-only">{t('editor.header.newTab')}</span>
          </a>
          <button
            type="button"
            className="dt-icon-btn"
            onClick={() => void copy(url)}
            aria-label={t('editor.header.copy', { label })}
            title={t('editor.header.copyTitle')}
          >
            <Icon name="copy" />
          </button>
        </div>
      </div>
      {actions && <div className="editor-header__actions">{actions}</div>}
    </Card>
  );
}
