import { useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { displayUrl, MSG, SPLIT_MSG, SPLIT_VARIANTS_MAX, SPLIT_VARIANTS_MIN, type Link } from '@kisa/shared';
import { Alert, Button } from '@/components/ui';
import { CardListAdd } from '@/components/ui/card-list-add';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useFocusAfterRender } from '@/lib/use-focus-after-render';
import { useLiveMessage } from '@/lib/use-live-message';
import { experimentApi } from '@/features/links/api/experiment';
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
  weightOf,
  type AutoPromoteDraft,
  type SplitProblem,
  type VariantDraft,
  type VariantField,
} from '@/features/links/lib/experiment-draft';
import type { VariantResult } from '@/features/links/lib/experiment-results';
import { AutoPromoteFields } from './auto-promote-fields';
import { ExperimentResults } from './experiment-results';
import { LastPromotion } from './last-promotion';
import { VariantCard, type VariantFieldRefs } from './variant-card';
import '@/components/ui/card-list.css';
import './experiment.css';

const INTRO = 'Split this link’s visitors between 2 to 5 destinations by weight, see which one converts best, then send everyone to the winner.';

const ORDER_TEXT =
  'Targeting rules come first: visitors a rule matches go to its destination. Everyone else is split between the variants, on every device, in place of the Mobile Redirect URLs and the target URL. Each visitor always lands on the same variant.';

/**
 * The Experiment tab (issue 27, A/B splits). Without a split: what a test does, then the set-up
 * form (2–5 variants: destination, optional name, weight with its share) and Start test. With
 * one: its results (visitors, conversions, rate and confidence per variant, the leader named),
 * Promote per variant behind a confirmation (the test ends, the variant's destination becomes
 * the target), and its variants, whose weights may change while it runs (a warning says what
 * that does). Every split is checked with the shared schemas before it is sent.
 */
export function ExperimentPanel({ link }: { link: Link }) {
  const running = link.split !== null;
  const [drafts, setDrafts] = useState<VariantDraft[]>(() => draftsOf(link.split));
  const [settingUp, setSettingUp] = useState(false);
  const [problem, setProblem] = useState<SplitProblem | null>(null);
  const [auto, setAuto] = useState<AutoPromoteDraft>(() => autoPromoteDraftOf(link.split));
  const [autoError, setAutoError] = useState<string | null>(null);
  const minVisitorsRef = useRef<HTMLInputElement | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [ended, setEnded] = useState<{ label: string; destination: string } | null>(null);
  const [promoting, setPromoting] = useState<VariantResult | null>(null);
  const [promoteBusy, setPromoteBusy] = useState(false);
  const [promoteError, setPromoteError] = useState<string | null>(null);
  const [said, say] = useLiveMessage();
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
  const editing = running || settingUp;
  const locked = busy || promoteBusy;
  const full = drafts.length >= SPLIT_VARIANTS_MAX;
  const draftShares = shares(drafts.map((d) => weightOf(d.weight)));
  const dirty =
    running &&
    (reassigns(link.split, drafts) ||
      autoPromoteChanged(link.split, auto) ||
      drafts.some(
        (d, i) => d.name.trim() !== (link.split!.variants[i]?.name ?? '') || d.destination.trim() !== displayUrl(link.split!.variants[i]?.destination ?? ''),
      ));
  const moves = running && reassigns(link.split, drafts);

  function focusProblem(p: SplitProblem) {
    if (p.key) pendingFocus.current = () => fieldRefs.current[p.key!]?.[p.field ?? 'destination'];
  }

  function change(key: string, patch: Partial<VariantDraft>, field: VariantField) {
    setDrafts((list) => list.map((d) => (d.key === key ? { ...d, ...patch } : d)));
    setSaved(null);
    // A changed field drops what was said about it (the forms' rule, lib/use-form.ts).
    if (problem && (!problem.key || (problem.key === key && (!problem.field || problem.field === field)))) setProblem(null);
  }

  function changeAuto(patch: Partial<AutoPromoteDraft>) {
    setAuto((a) => ({ ...a, ...patch }));
    setSaved(null);
    setAutoError(null);
  }

  function startSetUp() {
    const fresh = newTestDrafts(link.longUrl);
    setDrafts(fresh);
    setAuto(autoPromoteDraftOf(null));
    setAutoError(null);
    setSettingUp(true);
    setEnded(null);
    setProblem(null);
    pendingFocus.current = () => fieldRefs.current[fresh[1]!.key]?.destination;
    say('Variant A is the current target URL. Give Variant B a destination.');
  }

  function cancelSetUp() {
    setSettingUp(false);
    setDrafts([]);
    setProblem(null);
    pendingFocus.current = () => startRef.current?.querySelector('button');
    say('Set-up cancelled.');
  }

  function add() {
    if (full) return;
    const draft = newVariantDraft(50);
    setDrafts((list) => [...list, draft]);
    setSaved(null);
    if (problem && !problem.key) setProblem(null);
    pendingFocus.current = () => fieldRefs.current[draft.key]?.destination;
    say(`${variantLetterName(drafts.length)} added. Give it a destination.`);
  }

  function remove(index: number) {
    const draft = drafts[index];
    if (!draft || drafts.length <= SPLIT_VARIANTS_MIN) return;
    const next = drafts.filter((d) => d.key !== draft.key);
    setDrafts(next);
    setSaved(null);
    if (problem && (!problem.key || problem.key === draft.key)) setProblem(null);
    const after = next[Math.min(index, next.length - 1)];
    pendingFocus.current = () => {
      const button = after ? removeRefs.current[after.key] : null;
      return button && !button.disabled ? button : addRef.current;
    };
    say(`${variantLabel(index, draft.name)} removed. ${next.length} variants left; later variants moved up a letter.`);
  }

  function discard() {
    setDrafts(draftsOf(link.split));
    setAuto(autoPromoteDraftOf(link.split));
    setAutoError(null);
    setProblem(null);
    say('Changes discarded.');
  }

  async function submit() {
    if (locked) return;
    const check = checkSplit(drafts);
    if (!check.ok) {
      setProblem(check.problem);
      focusProblem(check.problem);
      return;
    }
    setProblem(null);
    const autoCheck = checkAutoPromote(auto);
    if (!autoCheck.ok) {
      setAutoError(autoCheck.message);
      pendingFocus.current = () => minVisitorsRef.current;
      return;
    }
    setAutoError(null);
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
      setSaved(running ? `Changes saved: ${parts.join(', ')}.` : `Test started: visitors are now split ${parts.join(', ')}.`);
      pendingFocus.current = () => noticeRef.current;
    } catch (err) {
      const e = err instanceof ApiError ? err : new ApiError(MSG.unknownError, 0);
      if (e.message === SPLIT_MSG.autoPromoteInvalid) {
        setAutoError(e.message);
        pendingFocus.current = () => minVisitorsRef.current;
        return;
      }
      const placed = placeSplitError(drafts, e.message);
      setProblem(placed);
      focusProblem(placed);
    } finally {
      setBusy(false);
    }
  }

  async function promote() {
    if (!promoting || promoteBusy) return;
    setPromoteBusy(true);
    setPromoteError(null);
    try {
      const updated = await experimentApi.promote(link.id, promoting.id);
      await mutate(linkKeys.one(link.id), updated, { revalidate: false });
      void refresh().catch(() => {});
      setEnded({ label: promoting.label, destination: displayUrl(updated.longUrl) });
      setPromoting(null);
      setDrafts([]);
      setSettingUp(false);
      setSaved(null);
      setProblem(null);
      pendingFocus.current = () => noticeRef.current;
    } catch (err) {
      setPromoteError(err instanceof ApiError ? err.message : MSG.unknownError);
    } finally {
      setPromoteBusy(false);
    }
  }

  const problemIndex = problem?.key ? drafts.findIndex((d) => d.key === problem.key) : -1;
  const topError = problem ? (problemIndex >= 0 ? `${variantLetterName(problemIndex)}: ${problem.message}` : problem.message) : null;
  const variantsHeadingId = `${id}-variants`;
  const warningId = `${id}-warning`;

  // Without conversion tracking no conversion is counted, so no variant can win (by hand or automatically).
  const trackingOff = !link.conversionTracking && (
    <p className="experiment-status" data-testid="experiment-tracking-off">
      <strong>Conversion tracking is off for this link:</strong> the test counts visitors but no conversions, so no variant can be judged the winner. Turn it on
      in the <RouterLink to={paths.editTab('utm', link.id)}>UTM Generator</RouterLink> tab.
    </p>
  );

  const variantForm = (
    <form
      className="experiment-form"
      aria-labelledby={running ? variantsHeadingId : `${id}-title`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {running && (
        <h3 id={variantsHeadingId} className="experiment-section__title">
          Variants
        </h3>
      )}
      {topError && <Alert tone="error">{topError}</Alert>}
      <p className="field__hint experiment-weights-hint">Each variant gets its weight’s share of the visitors: its weight over the sum of all the weights.</p>
      <ol className="card-list" aria-label="Variants">
        {drafts.map((draft, index) => (
          <VariantCard
            key={draft.key}
            draft={draft}
            index={index}
            share={draftShares[index] ?? null}
            level={running ? 4 : 3}
            removable={drafts.length > SPLIT_VARIANTS_MIN}
            problem={problem?.key === draft.key ? problem : undefined}
            disabled={locked}
            onChange={(patch, field) => change(draft.key, patch, field)}
            onRemove={() => remove(index)}
            fieldRefs={(fieldRefs.current[draft.key] ??= {})}
            removeRef={(el) => {
              removeRefs.current[draft.key] = el;
            }}
          />
        ))}
      </ol>
      <CardListAdd
        label="Add variant"
        count={drafts.length}
        max={SPLIT_VARIANTS_MAX}
        noun="variants"
        fullText={`A test has at most ${SPLIT_VARIANTS_MAX} variants.`}
        onAdd={add}
        disabled={locked}
        buttonRef={addRef}
      />
      <AutoPromoteFields
        draft={auto}
        onChange={changeAuto}
        error={autoError}
        disabled={locked}
        minVisitorsRef={(el) => {
          minVisitorsRef.current = el;
        }}
      />
      {running && (
        <p id={warningId} className={`experiment-warning${moves ? ' experiment-warning--active' : ''}`} data-testid="experiment-warning">
          <strong>Changing weights while the test runs:</strong> new shares apply from the next visit, and as the shares move some visitors who came before may
          land on another variant. The results so far were counted under the old shares.
        </p>
      )}
      <div className="editor-actions">
        <Button type="submit" loading={busy} disabled={promoteBusy || (running && !dirty)} aria-describedby={running ? warningId : undefined}>
          {running ? 'Save changes' : 'Start test'}
        </Button>
        {running && dirty && (
          <Button variant="ghost" onClick={discard} disabled={locked}>
            Discard changes
          </Button>
        )}
        {!running && (
          <Button variant="secondary" onClick={cancelSetUp} disabled={locked}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );

  return (
    <div className="card card--padded editor-panel experiment-panel">
      <h2 id={`${id}-title`} className="editor-panel__title">
        Experiment
      </h2>
      <p className="editor-panel__intro">{INTRO}</p>

      {(saved || ended) && (
        <div ref={noticeRef} tabIndex={-1} className="editor-success" data-testid="experiment-notice">
          {ended ? (
            <Alert tone="success" title="Test ended">
              {ended.label} is promoted: all visitors now go to <strong className="experiment-url">{ended.destination}</strong>, the link’s target URL.
            </Alert>
          ) : (
            <Alert tone="success">{saved}</Alert>
          )}
        </div>
      )}

      {running ? (
        <>
          <p className="experiment-status">
            <span className="badge badge--soft">Running</span> {ORDER_TEXT}
          </p>
          {trackingOff}
          {link.split?.autoPromote && (
            <p className="experiment-status" data-testid="experiment-auto-status">
              <strong>Automatic promotion is on:</strong> Kisa promotes the leader {autoPromoteText(link.split.autoPromote)}.
            </p>
          )}
          <ExperimentResults
            link={link}
            onPromote={(v) => {
              setPromoteError(null);
              setPromoting(v);
            }}
            disabled={locked}
          />
          {variantForm}
        </>
      ) : settingUp ? (
        <>
          <p className="experiment-order">{ORDER_TEXT}</p>
          {trackingOff}
          {variantForm}
        </>
      ) : (
        <div ref={startRef}>
          <EmptyState
            title={ended || link.lastPromotion ? 'No test running' : 'No A/B test on this link'}
            action={<Button onClick={startSetUp}>{ended || link.lastPromotion ? 'Set up a new test' : 'Set up a test'}</Button>}
          >
            {!ended && link.lastPromotion && <LastPromotion promotion={link.lastPromotion} />}
            <p>
              An A/B test sends each visitor to one of 2 to 5 destinations, in the shares you set by weight, and compares how many visitors each one converts.{' '}
              {ORDER_TEXT} End the test by promoting the best variant: its destination becomes the link’s target URL.
            </p>
          </EmptyState>
        </div>
      )}

      <ConfirmDialog
        open={promoting !== null}
        title={promoting ? `Promote ${promoting.label}?` : 'Promote'}
        confirmLabel="Promote and end test"
        tone="primary"
        busy={promoteBusy}
        error={promoteError}
        onConfirm={() => void promote()}
        onClose={() => {
          if (!promoteBusy) setPromoting(null);
        }}
      >
        {promoting && (
          <>
            <p>
              Visitors will all go to <strong className="experiment-url">{promoting.destination}</strong>.
            </p>
            <p>The test ends: this destination becomes the link’s target URL and the split is removed. The results so far stay in Analytics.</p>
          </>
        )}
      </ConfirmDialog>

      <p className="sr-only" role="status" aria-live="polite">
        {said}
      </p>
    </div>
  );
}
