import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { MSG, type TagRef } from '@kisa/shared';
import { tagOptions, tagsOf, toggleId } from './tag-options';
import { useLiveMessage } from '@/lib/use-live-message';
import { Icon } from '@/components/ui/icon';
import { Spinner } from '@/components/ui/spinner';
import { TagChip } from './tag-chip';
import { ChipBox } from '@/components/ui/chip-box';
import { useCombobox } from '@/components/ui/use-combobox';
import '@/components/ui/combobox.css';
import './tag-picker.css';
import { useT } from '@/lib/i18n';

type Entry<T extends TagRef> = { kind: 'tag'; tag: T } | { kind: 'create'; name: string };

export interface TagPickerProps<T extends TagRef> {
  label: string;
  /** The team's tags; undefined while they load. */
  tags: readonly T[] | undefined;
  /** The chosen tag ids, in order. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** At most this many chosen; `maxMessage` says so when someone tries one more. */
  max: number;
  maxMessage: string;
  /** Creates a tag of the typed name (then chosen); left out, the picker only chooses (a filter). */
  onCreate?: (name: string) => Promise<T>;
  /** Tags known beyond `tags` (a link's own, before the team's list loads). */
  known?: readonly TagRef[];
  hint?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  /** A chosen chip's remove button, by the tag's name. */
  removeLabel?: (name: string) => string;
  /** Why the team's tags could not be loaded. */
  loadError?: string | null;
  /** The label for screen readers only (a toolbar's filter; the placeholder says it to the eye). */
  hideLabel?: boolean;
  className?: string;
}

/**
 * Choosing tags, the ARIA combobox pattern: a text box that filters the team's tags
 * as you type (any case, Turkish dots folded) in a listbox popup; ArrowDown/ArrowUp move, Enter
 * chooses (or takes a chosen tag off), Escape closes the list, then clears the text; clicking
 * works too. The chosen tags are chips before the text box, each with a remove button
 * (Backspace in the empty box removes the last). With `onCreate`, a name the team has no tag
 * for is offered as "Create tag …" (the server's message under the field when it refuses).
 * What changed is said in a polite live region. Used by the Create modal and the editor
 * (creating) and by the dashboard's tag filter (choosing only).
 */
export function TagPicker<T extends TagRef>({
  label,
  tags,
  value,
  onChange,
  max,
  maxMessage,
  onCreate,
  known = [],
  hint,
  placeholder,
  disabled,
  removeLabel = (name) => `Remove tag ${name}`,
  loadError,
  hideLabel,
  className,
}: TagPickerProps<T>) {
  const t = useT();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [said, say] = useLiveMessage();
  /** Tags created here, until the team's list (re-fetched by the caller) holds them. */
  const [created, setCreated] = useState<T[]>([]);
  /** Enter was pressed on typed text while the team's tags were loading. */
  const [queued, setQueued] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(value);
  latest.current = value;

  const teamTags = useMemo(() => {
    const list = [...(tags ?? [])];
    for (const t of created) if (!list.some((x) => x.id === t.id)) list.push(t);
    return list;
  }, [tags, created]);
  const chosen = tagsOf(value, [...teamTags, ...known.filter((k) => !teamTags.some((t) => t.id === k.id))]);
  const full = value.length >= max;
  const options = tagOptions(teamTags, text, !!onCreate && !full && tags !== undefined);
  const entries: Entry<T>[] = [
    ...options.matches.map((tag) => ({ kind: 'tag' as const, tag })),
    ...(options.create ? [{ kind: 'create' as const, name: options.create }] : []),
  ];
  const listShown = open && entries.length > 0;
  const activeEntry = listShown ? entries[active] : undefined;

  // Typing activates the tag of that name, else the first match, else "Create tag …".
  // biome-ignore lint/correctness/useExhaustiveDependencies: entries follow text (and the list), recomputed on each render
  useEffect(() => {
    if (!text.trim()) return setActive(-1);
    const exact = entries.findIndex((e) => e.kind === 'tag' && e.tag.name.toLocaleLowerCase('tr') === text.trim().toLocaleLowerCase('tr'));
    setActive(exact >= 0 ? exact : 0);
  }, [text]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the tags arrive; entries and active are this render's, computed from them
  useEffect(() => {
    if (!queued || tags === undefined) return;
    setQueued(false);
    const entry = entries[active] ?? entries[0];
    if (entry) void choose(entry);
  }, [queued, tags]);
  const { ids, onArrow, inputProps, listProps, optionProps } = useCombobox({ count: entries.length, listShown, active, setActive, open: () => setOpen(true) });

  // Escape closes the list (then clears the text) before a dialog around the picker sees it:
  // the Modal listens on the document in the capture phase, so this listens on the window.
  useEffect(() => {
    if (!open && !text) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape' || document.activeElement !== input.current) return;
      e.stopPropagation();
      e.preventDefault();
      if (open && entries.length > 0) setOpen(false);
      else {
        setText('');
        setOpen(false);
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [open, text, entries.length]);

  async function choose(entry: Entry<T>) {
    setError(null);
    if (entry.kind === 'tag') {
      const on = latest.current.includes(entry.tag.id);
      if (!on && latest.current.length >= max) return say(maxMessage);
      const next = toggleId(latest.current, entry.tag.id);
      onChange(next);
      setText('');
      say(on ? `${entry.tag.name} removed. ${next.length} of ${max} chosen.` : `${entry.tag.name} added. ${next.length} of ${max} chosen.`);
      return;
    }
    if (!onCreate || creating) return;
    if (latest.current.length >= max) return say(maxMessage);
    setCreating(true);
    try {
      const tag = await onCreate(entry.name);
      setCreated((c) => [...c, tag]);
      const next = latest.current.includes(tag.id) ? [...latest.current] : [...latest.current, tag.id];
      onChange(next);
      setText('');
      say(`Tag ${tag.name} created and added. ${next.length} of ${max} chosen.`);
    } catch (err) {
      setError((err as Error).message || MSG.unknownError);
    } finally {
      setCreating(false);
      input.current?.focus();
    }
  }

  function remove(tag: TagRef, refocus: boolean) {
    const next = latest.current.filter((x) => x !== tag.id);
    onChange(next);
    say(`${tag.name} removed. ${next.length} of ${max} chosen.`);
    if (refocus) input.current?.focus();
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      onArrow(e);
    } else if (e.key === 'Enter') {
      // Never submits the form while a tag is being chosen or typed.
      if (activeEntry) {
        e.preventDefault();
        void choose(activeEntry);
      } else if (text.trim()) {
        e.preventDefault();
        if (options.invalid) setError(options.invalid);
        else if (entries[0]) void choose(entries[0]);
        // Typed before the team's tags arrived: chosen (or created) as soon as they do, not dropped.
        else if (tags === undefined && !loadError) setQueued(true);
      }
    } else if (e.key === 'Backspace' && !text && chosen.length > 0) {
      e.preventDefault();
      remove(chosen[chosen.length - 1]!, false);
    }
  }

  const problem = error ?? (text.trim() && options.invalid && !options.matches.length ? options.invalid : null);
  const describedBy = [hint || loadError || full ? ids.hint : null, problem ? ids.error : null].filter(Boolean).join(' ') || undefined;
  const noMatch = open && text.trim() && entries.length === 0 && !options.invalid && tags !== undefined;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focusout of the whole picker closes its list; not a control of its own
    <div
      className={['field', 'tag-picker', problem && 'field--invalid', className].filter(Boolean).join(' ')}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label id={ids.label} className={hideLabel ? 'sr-only' : 'field__label'} htmlFor={ids.input}>
        {label}
      </label>
      <div className="combobox__anchor">
        <ChipBox
          combobox={inputProps}
          inputRef={input}
          disabled={disabled}
          chips={
            chosen.length > 0 && (
              <ul className="tag-chips tag-picker__chosen" aria-label={`${label}: chosen`}>
                {chosen.map((tag) => (
                  <li key={tag.id}>
                    <TagChip tag={tag} onRemove={() => remove(tag, true)} removeLabel={removeLabel(tag.name)} disabled={disabled} />
                  </li>
                ))}
              </ul>
            )
          }
          after={creating ? <Spinner label={t('ui.creatingTag')} /> : queued && <Spinner label={t('ui.loadingTags')} />}
          text={text}
          placeholder={tags === undefined && !loadError ? 'Loading tags…' : chosen.length ? '' : placeholder}
          describedBy={describedBy}
          invalid={Boolean(problem)}
          onText={(next) => {
            setText(next);
            setError(null);
          }}
          setOpen={setOpen}
          onKeyDown={onKeyDown}
        />
        <ul {...listProps} className="tag-picker__list combobox__list">
          {listShown &&
            entries.map((entry, i) => {
              const selected = entry.kind === 'tag' && value.includes(entry.tag.id);
              const unavailable = entry.kind === 'tag' && !selected && full;
              return (
                // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useAriaPropsSupportedByRole: an option (role from optionProps) of a WAI-ARIA combobox: keys act through the text box's aria-activedescendant
                <li
                  key={entry.kind === 'tag' ? entry.tag.id : `create:${entry.name}`}
                  {...optionProps(i, entry.kind === 'create' ? 'tag-picker__option--create' : undefined)}
                  aria-selected={entry.kind === 'tag' ? selected : false}
                  aria-disabled={unavailable || undefined}
                  onClick={() => void choose(entry)}
                >
                  {entry.kind === 'tag' ? (
                    <>
                      <span className="combobox__check" aria-hidden="true">
                        {selected && <Icon name="check" size={16} strokeWidth={2.4} />}
                      </span>
                      <TagChip tag={entry.tag} />
                    </>
                  ) : (
                    <>
                      <span className="combobox__check" aria-hidden="true">
                        <Icon name="plus" size={16} strokeWidth={2.4} />
                      </span>
                      <span>
                        {t('ui.createTag')}
                        <strong>“{entry.name}”</strong>
                      </span>
                    </>
                  )}
                </li>
              );
            })}
        </ul>
      </div>
      {noMatch && <p className="combobox__none">{t('ui.noTagMatch', { text: text.trim() })}</p>}
      {(hint || loadError || full) && (
        <p id={ids.hint} className="field__hint">
          {loadError ?? (full ? maxMessage : hint)}
        </p>
      )}
      {problem && (
        <p id={ids.error} className="field__error" role="alert">
          {problem}
        </p>
      )}
      <span className="sr-only" role="status" aria-live="polite">
        {said}
      </span>
    </div>
  );
}
