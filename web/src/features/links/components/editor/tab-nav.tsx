import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { EDITOR_TABS, type EditorTab } from './tabs';

/**
 * Scrolls `item` into view inside the horizontally scrolling `bar`, by the least amount
 * (scrollIntoView's inline: 'nearest', confined to the bar: the page itself never moves).
 */
function revealInBar(bar: HTMLElement, item: HTMLElement) {
  if (bar.scrollWidth <= bar.clientWidth) return;
  const b = bar.getBoundingClientRect();
  const r = item.getBoundingClientRect();
  if (r.left < b.left) bar.scrollLeft -= b.left - r.left;
  else if (r.right > b.right) bar.scrollLeft += Math.min(r.right - b.right, r.left - b.left);
}

/**
 * The editor's tabs as real links to their routes (aria-current on the open one). Tab moves
 * through them like any links; arrow keys, Home and End move between them too. Where the tabs
 * are one scrolling row (narrow screens), the open tab is scrolled into view when it opens.
 */
export function TabNav({ linkId, current }: { linkId: string; current: EditorTab }) {
  const t = useT();
  const bar = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: current is the trigger: the open tab changed
  useLayoutEffect(() => {
    const active = bar.current?.querySelector<HTMLElement>('a[aria-current="page"]');
    if (bar.current && active) revealInBar(bar.current, active);
  }, [current]);
  function onKeyDown(e: KeyboardEvent<HTMLElement>) {
    const keys = ['ArrowDown', 'ArrowRight', 'ArrowUp', 'ArrowLeft', 'Home', 'End'];
    if (!keys.includes(e.key)) return;
    const links = [...e.currentTarget.querySelectorAll<HTMLAnchorElement>('a')];
    const i = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (i < 0) return;
    e.preventDefault();
    const next =
      e.key === 'Home'
        ? 0
        : e.key === 'End'
          ? links.length - 1
          : (i + (e.key === 'ArrowDown' || e.key === 'ArrowRight' ? 1 : -1) + links.length) % links.length;
    links[next]?.focus();
  }
  return (
    <nav ref={bar} className="card editor-tabs" aria-label={t('editor.tabs.label')} onKeyDown={onKeyDown}>
      {EDITOR_TABS.map((tab) => (
        <Link key={tab.tab} to={paths.editTab(tab.tab, linkId)} className="editor-tab" aria-current={tab.tab === current ? 'page' : undefined}>
          {t(tab.label)}
        </Link>
      ))}
    </nav>
  );
}
