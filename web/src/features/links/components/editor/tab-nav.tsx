import type { KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { EDITOR_TABS, type EditorTab } from './tabs';

/**
 * The editor's tabs as real links to their routes (aria-current on the open one). Tab moves
 * through them like any links; arrow keys, Home and End move between them too.
 */
export function TabNav({ linkId, current }: { linkId: string; current: EditorTab }) {
  function onKeyDown(e: KeyboardEvent<HTMLElement>) {
    const keys = ['ArrowDown', 'ArrowRight', 'ArrowUp', 'ArrowLeft', 'Home', 'End'];
    if (!keys.includes(e.key)) return;
    const links = [...e.currentTarget.querySelectorAll<HTMLAnchorElement>('a')];
    const i = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (i < 0) return;
    e.preventDefault();
    const next = e.key === 'Home' ? 0 : e.key === 'End' ? links.length - 1 : (i + (e.key === 'ArrowDown' || e.key === 'ArrowRight' ? 1 : -1) + links.length) % links.length;
    links[next]?.focus();
  }
  return (
    <nav className="card editor-tabs" aria-label="Link settings" onKeyDown={onKeyDown}>
      {EDITOR_TABS.map((t) => (
        <Link key={t.tab} to={paths.editTab(t.tab, linkId)} className="editor-tab" aria-current={t.tab === current ? 'page' : undefined}>
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
