import { useMemo, useRef, useState } from 'react';
import { RULE_MSG, RULES_PER_LINK_MAX, type Link, type TargetingRuleInput } from '@kisa/shared';
import { Button } from '@/components/ui';
import { CardListAdd } from '@/components/ui/card-list-add';
import { EmptyState } from '@/components/ui/empty-state';
import { useFocusAfterRender } from '@/lib/use-focus-after-render';
import { itemErrors, itemProblem } from '@/lib/forms';
import { useFormError } from '@/lib/use-form';
import { useLocalize, useT } from '@/lib/i18n';
import { useLiveMessage } from '@/lib/use-live-message';
import {
  checkDraft,
  draftOf,
  moveRule,
  newDraft,
  placeServerError,
  rulePath,
  type RuleDraft,
  type RuleField,
  type RuleProblem,
} from '@/features/links/lib/targeting-draft';
import { browserTimeZone, countryChoices, languageChoices, timeZoneChoices } from '@/features/links/lib/targeting-text';
import { EditorForm, useErrorId } from '../editor-form';
import { useLinkSave } from '../use-link-save';
import { focusTarget, RuleCard, type FieldRefs } from './rule-card';
import '@/components/ui/card-list.css';
import './targeting.css';

type Tools = Partial<Record<'up' | 'down' | 'remove', HTMLButtonElement | null>>;

/**
 * The Targeting tab: the link's ordered rules as cards — add (at most
 * RULES_PER_LINK_MAX), remove, move up/down, each with its conditions and a sentence saying what
 * it does. Save checks every rule with the shared schema (the server's messages, shown under the
 * field and, with the rule's number, at the top) and sends the whole list, each rule with the id
 * it came with; an empty list removes the link's rules.
 */
export function TargetingPanel({ link }: { link: Link }) {
  const t = useT();
  const localize = useLocalize();
  const locale = (typeof document !== 'undefined' && document.documentElement.lang) || 'en';
  const defaultTimeZone = useMemo(browserTimeZone, []);
  const [drafts, setDrafts] = useState<RuleDraft[]>(() => (link.rules ?? []).map((rule) => draftOf(rule, defaultTimeZone)));
  // What is wrong with the rules (under `${key}.${field}`, conditions under `${key}.conditions`).
  const ruleErrors = useFormError<string>();
  const problem = itemProblem<RuleField>({ form: ruleErrors.formError, fields: ruleErrors.errors });
  const [said, say] = useLiveMessage();
  const s = useLinkSave<'rules'>(link);
  const errorId = useErrorId();
  const countries = useMemo(() => countryChoices(locale), [locale]);
  const languages = useMemo(() => languageChoices(locale), [locale]);
  const zonesInUse = drafts.map((d) => d.timeZone).join(' ');
  const timeZones = useMemo(() => timeZoneChoices([defaultTimeZone, ...zonesInUse.split(' ')]), [defaultTimeZone, zonesInUse]);
  const fieldRefs = useRef<Record<string, FieldRefs>>({});
  const toolRefs = useRef<Record<string, Tools>>({});
  const empty = useRef<HTMLDivElement>(null);
  /** Where focus goes once the list has re-rendered (after add, move, remove, a refused save). */
  const pendingFocus = useFocusAfterRender();
  const full = drafts.length >= RULES_PER_LINK_MAX;
  const locked = s.busy;

  function showProblem(p: RuleProblem) {
    const found = itemErrors(p, rulePath);
    ruleErrors.show(found.fields, found.form);
  }

  /** A change to the rules: what was said about `path` goes, and so does the save's answer. */
  function changed(path?: string) {
    ruleErrors.fieldChanged(path);
    s.fieldChanged('rules');
  }

  function change(key: string, patch: Partial<RuleDraft>, field: RuleField) {
    setDrafts((list) => list.map((d) => (d.key === key ? { ...d, ...patch } : d)));
    changed(rulePath(key, field));
  }

  function add() {
    if (full) return;
    const draft = newDraft(defaultTimeZone);
    setDrafts((list) => [...list, draft]);
    changed();
    pendingFocus.current = () => fieldRefs.current[draft.key]?.destination;
    say(t('editor.targeting.added', { n: drafts.length + 1 }));
  }

  function move(index: number, delta: -1 | 1) {
    const draft = drafts[index];
    if (!draft) return;
    const to = index + delta;
    if (to < 0 || to >= drafts.length) return;
    setDrafts((list) => moveRule(list, index, delta));
    // Focus stays with the rule: on the same button while it can still move that way, else the other one.
    const edge = to === 0 || to === drafts.length - 1;
    pendingFocus.current = () => {
      const tools = toolRefs.current[draft.key];
      return edge ? (delta < 0 ? tools?.down : tools?.up) : delta < 0 ? tools?.up : tools?.down;
    };
    say(t('editor.targeting.moved', { n: index + 1, direction: delta < 0 ? 'up' : 'down', to: to + 1, count: drafts.length }));
  }

  function remove(index: number) {
    const draft = drafts[index];
    if (!draft) return;
    const next = drafts.filter((d) => d.key !== draft.key);
    setDrafts(next);
    changed(draft.key);
    const after = next[Math.min(index, next.length - 1)];
    pendingFocus.current = () => (after ? toolRefs.current[after.key]?.remove : empty.current?.querySelector('button'));
    say(t('editor.targeting.removed', { n: index + 1, left: next.length, saved: link.rules?.length ? 'yes' : 'no' }));
  }

  function submit() {
    const rules: TargetingRuleInput[] = [];
    for (const d of drafts) {
      const check = checkDraft(d);
      if (!check.ok) {
        showProblem({ key: d.key, field: check.field ?? undefined, message: check.message });
        pendingFocus.current = () => focusTarget(fieldRefs.current[d.key] ?? {}, check.field ?? undefined);
        return;
      }
      rules.push(check.rule);
    }
    if (rules.length > RULES_PER_LINK_MAX) {
      showProblem({ message: RULE_MSG.rulesInvalid });
      return;
    }
    ruleErrors.clear();
    void s.save({ rules }, (e) => {
      const placed = placeServerError(drafts, e.message);
      showProblem(placed);
      if (placed.key) pendingFocus.current = () => focusTarget(fieldRefs.current[placed.key!] ?? {}, placed.field);
      return [];
    });
  }

  const problemIndex = problem?.key ? drafts.findIndex((d) => d.key === problem.key) : -1;
  const error = problem
    ? problemIndex >= 0
      ? t('editor.targeting.ruleProblem', { n: problemIndex + 1, message: localize(problem.message) })
      : problem.message
    : s.error;

  return (
    <EditorForm
      title={t('editor.tab.targeting')}
      intro={t('editor.targeting.order')}
      error={error}
      errorId={errorId}
      success={s.success}
      busy={s.busy}
      onSubmit={submit}
    >
      {drafts.length === 0 ? (
        <div ref={empty}>
          <EmptyState
            title={t('editor.targeting.none')}
            action={
              <Button variant="secondary" onClick={add} disabled={locked}>
                {t('editor.targeting.add')}
              </Button>
            }
          >
            <p>{t('editor.targeting.explain')}</p>
            {link.rules?.length ? <p className="targeting-note">{t('editor.targeting.saveToRemove')}</p> : null}
          </EmptyState>
        </div>
      ) : (
        <ol className="card-list" aria-label={t('editor.targeting.list')}>
          {drafts.map((draft, index) => (
            <RuleCard
              key={draft.key}
              draft={draft}
              index={index}
              count={drafts.length}
              locale={locale}
              countries={countries}
              languages={languages}
              timeZones={timeZones}
              problem={problem?.key === draft.key ? problem : undefined}
              disabled={locked}
              onChange={(patch, field) => change(draft.key, patch, field)}
              onMove={(delta) => move(index, delta)}
              onRemove={() => remove(index)}
              fieldRefs={(fieldRefs.current[draft.key] ??= {})}
              toolRefs={(toolRefs.current[draft.key] ??= {})}
            />
          ))}
        </ol>
      )}
      {drafts.length > 0 && (
        <CardListAdd
          label={t('editor.targeting.add')}
          count={drafts.length}
          max={RULES_PER_LINK_MAX}
          countText={t('editor.targeting.count', { count: drafts.length, max: RULES_PER_LINK_MAX })}
          fullText={t('editor.targeting.full', { max: RULES_PER_LINK_MAX })}
          onAdd={add}
          disabled={locked}
        />
      )}
      <p className="sr-only" role="status" aria-live="polite">
        {said}
      </p>
    </EditorForm>
  );
}
