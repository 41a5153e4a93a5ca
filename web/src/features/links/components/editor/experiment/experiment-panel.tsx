import { useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { displayUrl, MSG, SPLIT_MSG, SPLIT_VARIANTS_MAX, SPLIT_VARIANTS_MIN, type Link } from '@kisa/shared';
import { Alert, Button } from '@/components/ui';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useFocusAfterRender } from '@/lib/use-focus-after-render';
import { itemErrors, itemProblem } from '@/lib/forms';
import { useFormError } from '@/lib/use-form';
import { useLiveMessage } from '@/lib/use-live-message';
import { useCan } from '@/lib/use-can';
import { linkKeys, linksApi, useRefreshLinks } from '@/features/links/api/links';
import {
  autoPromoteChanged,
  autoPromoteDraftOf,
  autoPromoteText,
  checkAutoPromote,
  checkSplit,
  draftsOf,
  newTestDrafts,
  newVariantDraft,
  placeSplitError,
  reassigns,
  shares,
  shareText,
  variantLabel,
  variantLetterName,
  type AutoPromoteDraft,
  type SplitProblem,
  type VariantDraft,
  type VariantField,
} from '@/features/links/lib/experiment-draft';
import type { VariantResult } from '@/features/links/lib/experiment-results';
import { ExperimentResults } from './experiment-results';
import { LastPromotion } from './last-promotion';
import { PromoteDialog } from './promote-dialog';
import type { VariantFieldRefs } from './variant-card';
import { VariantForm } from './variant-form';
import { useLocalize, useT } from '@/lib/i18n';
import { richText } from '@/lib/i18n-rich';
import '@/components/ui/card-list.css';
import './experiment.css';

/**
 * The Experiment tab (A/B splits). Without a split: what a test does, then the set-up
 * form (2–5 variants: destination, optional name, weight with its share) and Start test. With
 * one: its results (visitors, conversions, rate and confidence per variant, the leader named),
 * Promote per variant behind a confirmation (the test ends, the variant's destination becomes
 * the target), and its variants, whose weights may change while it runs (a warning says what
 * that does). Every split is checked with the shared schemas before it is sent.
 */
export function ExperimentPanel({ link }: { link: Link }) {
  const t = useT();
  const localize = useLocalize();
  const running = link.split !== null;
  const [drafts, setDrafts] = useState<VariantDraft[]>(() => draftsOf(link.split));
  const [settingUp, setSettingUp] = useState(false);
  // What is wrong with the variants (under `${key}.${field}`), and with automatic promotion.
  const split = useFormError<string>();
  const problem = itemProblem<VariantField>({ form: split.formError, fields: split.errors });
  const [auto, setAuto] = useState<AutoPromoteDraft>(() => autoPromoteDraftOf(link.split));
  const autoErrors = useFormError<'autoPromote'>();
  const minVisitorsRef = useRef<HTMLInputElement | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [ended, setEnded] = useState<{ label: string; destination: string } | null>(null);
  const [promoting, setPromoting] = useState<VariantResult | null>(null);
  const [said, say] = useLiveMessage();
  // A viewer sees the test and its results; setting one up or promoting is a link change.
  const canWrite = useCan('links:write');
  const { mutate } = useSWRConfig();
  const refresh = useRefreshLinks();
  const id = useId();
  const fieldRefs = useRef<Record<string, VariantFieldRefs>>({});
  const removeRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const addRef = useRef<HTMLButtonElement>(null);
  const startRef = useRef<HTMLDivElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  /** Where focus goes once the tab has re-rendered (after add, remove, a refused save, a promotion). */
  const pendingFocus = useFocusAfterRender();
  // A promotion being confirmed needs no lock: its dialog leaves the page behind it inert.
  const locked = busy;
  const full = drafts.length >= SPLIT_VARIANTS_MAX;
  const dirty =
    running &&
    (reassigns(link.split, drafts) ||
      autoPromoteChanged(link.split, auto) ||
      drafts.some(
        (d, i) => d.name.trim() !== (link.split!.variants[i]?.name ?? '') || d.destination.trim() !== displayUrl(link.split!.variants[i]?.destination ?? ''),
      ));
  const moves = running && reassigns(link.split, drafts);

  function showProblem(p: SplitProblem) {
    const found = itemErrors(p, (key, field) => `${key}.${field}`);
    split.show(found.fields, found.form);
    if (p.key) pendingFocus.current = () => fieldRefs.current[p.key!]?.[p.field ?? 'destination'];
  }

  function change(key: string, patch: Partial<VariantDraft>, field: VariantField) {
    setDrafts((list) => list.map((d) => (d.key === key ? { ...d, ...patch } : d)));
    setSaved(null);
    split.fieldChanged(`${key}.${field}`);
  }

  function changeAuto(patch: Partial<AutoPromoteDraft>) {
    setAuto((a) => ({ ...a, ...patch }));
    setSaved(null);
    autoErrors.fieldChanged('autoPromote');
  }

  function startSetUp() {
    const fresh = newTestDrafts(link.longUrl);
    setDrafts(fresh);
    setAuto(autoPromoteDraftOf(null));
    autoErrors.clear();
    setSettingUp(true);
    setEnded(null);
    split.clear();
    pendingFocus.current = () => fieldRefs.current[fresh[1]!.key]?.destination;
    say(t('editor.experiment.setUpSaid', { a: variantLetterName(0), b: variantLetterName(1) }));
  }

  function cancelSetUp() {
    setSettingUp(false);
    setDrafts([]);
    split.clear();
    pendingFocus.current = () => startRef.current?.querySelector('button');
    say('Set-up cancelled.');
  }

  function add() {
    if (full) return;
    const draft = newVariantDraft(50);
    setDrafts((list) => [...list, draft]);
    setSaved(null);
    split.fieldChanged();
    pendingFocus.current = () => fieldRefs.current[draft.key]?.destination;
    say(t('editor.experiment.added', { letter: variantLetterName(drafts.length) }));
  }

  function remove(index: number) {
    const draft = drafts[index];
    if (!draft || drafts.length <= SPLIT_VARIANTS_MIN) return;
    const next = drafts.filter((d) => d.key !== draft.key);
    setDrafts(next);
    setSaved(null);
    split.fieldChanged(draft.key);
    const after = next[Math.min(index, next.length - 1)];
    pendingFocus.current = () => {
      const button = after ? removeRefs.current[after.key] : null;
      return button && !button.disabled ? button : addRef.current;
    };
    say(t('editor.experiment.removed', { label: variantLabel(index, draft.name), n: next.length }));
  }

  function discard() {
    setDrafts(draftsOf(link.split));
    setAuto(autoPromoteDraftOf(link.split));
    autoErrors.clear();
    split.clear();
    say(t('editor.experiment.discarded'));
  }

  async function submit() {
    if (locked) return;
    const check = checkSplit(drafts);
    if (!check.ok) {
      showProblem(check.problem);
      return;
    }
    split.clear();
    const autoCheck = checkAutoPromote(auto);
    if (!autoCheck.ok) {
      autoErrors.fail(autoCheck.message, ['autoPromote']);
      pendingFocus.current = () => minVisitorsRef.current;
      return;
    }
    autoErrors.clear();
    setSaved(null);
    setBusy(true);
    try {
      const updated = await linksApi.update(link.id, { split: { ...check.split, ...(autoCheck.autoPromote ? { autoPromote: autoCheck.autoPromote } : {}) } });
      await mutate(linkKeys.one(link.id), updated, { revalidate: false });
      void refresh().catch(() => {});
      setDrafts(draftsOf(updated.split));
      setAuto(autoPromoteDraftOf(updated.split));
      setSettingUp(false);
      const parts = (updated.split?.variants ?? []).map((v, i, all) => `${variantLabel(i, v.name)} ${shareText(shares(all.map((x) => x.weight))[i] ?? null)}`);
      setSaved(running ? t('editor.experiment.changesSaved', { parts: parts.join(', ') }) : t('editor.experiment.started', { parts: parts.join(', ') }));
      pendingFocus.current = () => noticeRef.current;
    } catch (err) {
      const e = err instanceof ApiError ? err : new ApiError(MSG.unknownError, 0);
      if (e.message === SPLIT_MSG.autoPromoteInvalid) {
        autoErrors.fail(e.message, ['autoPromote']);
        pendingFocus.current = () => minVisitorsRef.current;
        return;
      }
      showProblem(placeSplitError(drafts, e.message));
    } finally {
      setBusy(false);
    }
  }

  function promoted(updated: Link, variant: VariantResult) {
    setEnded({ label: variant.label, destination: displayUrl(updated.longUrl) });
    setPromoting(null);
    setDrafts([]);
    setSettingUp(false);
    setSaved(null);
    split.clear();
    pendingFocus.current = () => noticeRef.current;
  }

  const problemIndex = problem?.key ? drafts.findIndex((d) => d.key === problem.key) : -1;
  const topError = problem
    ? problemIndex >= 0
      ? t('editor.experiment.variantProblem', { letter: variantLetterName(problemIndex), message: localize(problem.message) })
      : problem.message
    : null;
  const titleId = `${id}-title`;

  // Without conversion tracking no conversion is counted, so no variant can win (by hand or automatically).
  const trackingOff = !link.conversionTracking && (
    <p className="experiment-status" data-testid="experiment-tracking-off">
      <strong>{t('editor.experiment.trackingOffHeading')}</strong>
      {richText(t, 'editor.experiment.trackingOff', { tab: <RouterLink to={paths.editTab('utm', link.id)}>{t('editor.tab.utm')}</RouterLink> })}
    </p>
  );

  const variantForm = (
    <VariantForm
      running={running}
      titleId={titleId}
      drafts={drafts}
      problem={problem}
      topError={topError}
      auto={auto}
      autoError={autoErrors.error}
      busy={busy}
      locked={locked}
      dirty={dirty}
      moves={moves}
      refs={{ fields: fieldRefs, remove: removeRefs, add: addRef, minVisitors: minVisitorsRef }}
      onSubmit={() => void submit()}
      onChange={change}
      onAdd={add}
      onRemove={remove}
      onChangeAuto={changeAuto}
      onDiscard={discard}
      onCancel={cancelSetUp}
    />
  );

  return (
    <div className="card card--padded editor-panel experiment-panel">
      <h2 id={titleId} className="editor-panel__title">
        {t('editor.tab.experiment')}
      </h2>
      <p className="editor-panel__intro">{t('editor.experiment.intro')}</p>

      {(saved || ended) && (
        <div ref={noticeRef} tabIndex={-1} className="editor-success" data-testid="experiment-notice">
          {ended ? (
            <Alert tone="success" title={t('editor.experiment.ended')}>
              {richText(
                t,
                'editor.experiment.endedText',
                { destination: <strong className="experiment-url">{ended.destination}</strong> },
                { label: ended.label },
              )}
            </Alert>
          ) : (
            <Alert tone="success">{saved}</Alert>
          )}
        </div>
      )}

      {running ? (
        <>
          <p className="experiment-status">
            <span className="badge badge--soft">{t('editor.experiment.running')}</span> {t('editor.experiment.order')}
          </p>
          {trackingOff}
          {link.split?.autoPromote && (
            <p className="experiment-status" data-testid="experiment-auto-status">
              <strong>{t('editor.experiment.autoOnHeading')}</strong>
              {t('editor.experiment.autoOn', { when: autoPromoteText(link.split.autoPromote) })}
            </p>
          )}
          <ExperimentResults link={link} onPromote={setPromoting} disabled={locked || !canWrite} />
          {canWrite && variantForm}
        </>
      ) : settingUp ? (
        <>
          <p className="experiment-order">{t('editor.experiment.order')}</p>
          {trackingOff}
          {variantForm}
        </>
      ) : (
        <div ref={startRef}>
          <EmptyState
            title={ended || link.lastPromotion ? t('editor.experiment.noneRunning') : t('editor.experiment.none')}
            action={
              canWrite && <Button onClick={startSetUp}>{ended || link.lastPromotion ? t('editor.experiment.setUpNew') : t('editor.experiment.setUp')}</Button>
            }
          >
            {!ended && link.lastPromotion && <LastPromotion promotion={link.lastPromotion} />}
            <p>{t('editor.experiment.explain', { order: t('editor.experiment.order') })}</p>
          </EmptyState>
        </div>
      )}

      <PromoteDialog link={link} variant={promoting} onClose={() => setPromoting(null)} onPromoted={promoted} />

      <p className="sr-only" role="status" aria-live="polite">
        {said}
      </p>
    </div>
  );
}
