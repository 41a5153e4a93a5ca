import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths, TAG_FILTER_MAX, TAG_MSG, type Tag } from '@kisa/shared';
import { Button, Spinner } from '@/components/ui';
import { useTeamTags } from '@/components/tags/use-team-tags';
import { Icon } from '@/components/ui/icon';
import { useT } from '@/lib/i18n';

/** Above this many tags the list gets a box to find one by name. */
const FIND_FROM = 8;

/**
 * The tag filter: a button that opens a list of the team's tags as checkboxes; the
 * view shows the clicks of links that carried any checked tag when clicked. Each change applies
 * at once (it is in the URL, like the other filters, and the chips above the panels list it).
 * Escape or a click elsewhere closes the list; Escape gives focus back to the button.
 */
export function TagFilter({ selected, onChange }: { selected: readonly string[]; onChange: (tagIds: string[]) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [find, setFind] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const legendId = useId();
  const findId = useId();
  const limitId = useId();
  const { data, error, isLoading, mutate } = useTeamTags();
  // The boxes follow a change at once; the URL (and so `selected`) follows within a navigation.
  const [picked, setPicked] = useState(selected);
  const [seen, setSeen] = useState(selected);
  if (seen !== selected) {
    setSeen(selected);
    setPicked(selected);
  }

  useEffect(() => {
    if (!open) return;
    const away = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', away);
    return () => document.removeEventListener('mousedown', away);
  }, [open]);

  function onKeyDown(e: KeyboardEvent) {
    if (e.key !== 'Escape' || !open) return;
    e.stopPropagation();
    setOpen(false);
    toggle.current?.focus();
  }

  const tags: readonly Tag[] = data?.items ?? [];
  const needle = find.trim().toLocaleLowerCase('und');
  const shown = needle ? tags.filter((t) => t.name.toLocaleLowerCase('und').includes(needle)) : tags;
  const full = picked.length >= TAG_FILTER_MAX;
  const change = (next: readonly string[]) => {
    setPicked(next);
    onChange([...next]);
  };
  const set = (id: string, on: boolean) => change(on ? [...picked, id] : picked.filter((x) => x !== id));

  let list: ReactNode;
  if (error && !data) {
    list = (
      <div className="tag-filter__state">
        <p>{t('analytics.tags.loadError')}</p>
        <Button variant="secondary" onClick={() => void mutate()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (isLoading && !data) {
    list = (
      <div className="tag-filter__state">
        <Spinner label={t('analytics.tags.loading')} />
      </div>
    );
  } else if (tags.length === 0) {
    list = (
      <p className="tag-filter__state">
        {t('analytics.tags.noneBefore')}
        <Link to={paths.tags}>{t('analytics.tags.create')}</Link>
        {t('analytics.tags.noneAfter')}
      </p>
    );
  } else {
    list = (
      <>
        {tags.length > FIND_FROM && (
          <div className="field tag-filter__find">
            <label className="field__label" htmlFor={findId}>
              {t('analytics.tags.find')}
            </label>
            <input id={findId} className="field__input" type="search" value={find} onChange={(e) => setFind(e.target.value)} autoComplete="off" />
          </div>
        )}
        {shown.length === 0 ? (
          <p className="tag-filter__state muted">{t('analytics.tags.noMatch')}</p>
        ) : (
          <ul className="tag-filter__list">
            {shown.map((tag) => {
              const checked = picked.includes(tag.id);
              return (
                <li key={tag.id}>
                  <label className="tag-filter__option">
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={!checked && full}
                      aria-describedby={full && !checked ? limitId : undefined}
                      onChange={(e) => set(tag.id, e.target.checked)}
                    />
                    <span className="tag-filter__name">{tag.name}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
        {full && (
          <p id={limitId} className="tag-filter__limit muted">
            {TAG_MSG.filterInvalid}
          </p>
        )}
      </>
    );
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from the toggle or from anywhere in its panel closes the panel
    <div className="tag-filter" ref={root} onKeyDown={onKeyDown}>
      <button ref={toggle} type="button" className="tag-filter__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <Icon name="tag" size={14} strokeWidth={2} />
        <span>{t('analytics.tags.toggle')}</span>
        {selected.length > 0 && (
          <span className="tag-filter__count">
            {selected.length}
            <span className="sr-only">{t('analytics.tags.selected')}</span>
          </span>
        )}
        <Icon name="chevronDown" size={14} strokeWidth={2} />
      </button>
      {open && (
        <div id={panelId} className="tag-filter__panel">
          <fieldset className="tag-filter__fieldset" aria-busy={isLoading || undefined}>
            <legend id={legendId} className="tag-filter__legend">
              {t('analytics.tags.legend')}
            </legend>
            {list}
          </fieldset>
          <div className="tag-filter__footer">
            <Button variant="ghost" onClick={() => change([])} disabled={picked.length === 0}>
              {t('analytics.tags.clear')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setOpen(false);
                toggle.current?.focus();
              }}
            >
              {t('analytics.tags.done')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
