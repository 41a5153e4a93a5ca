import type { MutableRefObject, RefObject } from 'react';
import { SPLIT_VARIANTS_MAX, SPLIT_VARIANTS_MIN } from '@kisa/shared';
import { Alert, Button } from '@/components/ui';
import { CardListAdd } from '@/components/ui/card-list-add';
import { shares, weightOf, type AutoPromoteDraft, type SplitProblem, type VariantDraft, type VariantField } from '@/features/links/lib/experiment-draft';
import { AutoPromoteFields } from './auto-promote-fields';
import { VariantCard, type VariantFieldRefs } from './variant-card';
import { useT } from '@/lib/i18n';

/** Where the panel puts focus: each variant's fields and remove button, Add variant, the minimum visitors. */
export interface VariantFormRefs {
  fields: MutableRefObject<Record<string, VariantFieldRefs>>;
  remove: MutableRefObject<Record<string, HTMLButtonElement | null>>;
  add: RefObject<HTMLButtonElement | null>;
  minVisitors: MutableRefObject<HTMLInputElement | null>;
}

export interface VariantFormProps {
  /** A test is running (its variants are edited), else one is being set up. */
  running: boolean;
  titleId: string;
  drafts: readonly VariantDraft[];
  problem: SplitProblem | null;
  /** The problem in words for the top of the form ("Variant B: …"). */
  topError: string | null;
  auto: AutoPromoteDraft;
  autoError: string | null;
  busy: boolean;
  locked: boolean;
  /** The running test's variants or promotion differ from what is saved; `moves`: visitors would change variant. */
  dirty: boolean;
  moves: boolean;
  refs: VariantFormRefs;
  onSubmit: () => void;
  onChange: (key: string, patch: Partial<VariantDraft>, field: VariantField) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onChangeAuto: (patch: Partial<AutoPromoteDraft>) => void;
  onDiscard: () => void;
  onCancel: () => void;
}

/** The variants (2–5 cards, each weight with its share), automatic promotion, and Start test or Save changes. */
export function VariantForm(props: VariantFormProps) {
  const { running, titleId, drafts, problem, topError, auto, autoError, busy, locked, dirty, moves, refs } = props;
  const { onSubmit, onChange, onAdd, onRemove, onChangeAuto, onDiscard, onCancel } = props;
  const t = useT();
  const draftShares = shares(drafts.map((d) => weightOf(d.weight)));
  const variantsHeadingId = `${titleId}-variants`;
  const warningId = `${titleId}-warning`;
  return (
    <form
      className="experiment-form"
      aria-labelledby={running ? variantsHeadingId : titleId}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {running && (
        <h3 id={variantsHeadingId} className="experiment-section__title">
          {t('editor.variants.title')}
        </h3>
      )}
      {topError && <Alert tone="error">{topError}</Alert>}
      <p className="field__hint experiment-weights-hint">{t('editor.variants.weightsHint')}</p>
      <ol className="card-list" aria-label={t('editor.variants.title')}>
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
            onChange={(patch, field) => onChange(draft.key, patch, field)}
            onRemove={() => onRemove(index)}
            fieldRefs={(refs.fields.current[draft.key] ??= {})}
            removeRef={(el) => {
              refs.remove.current[draft.key] = el;
            }}
          />
        ))}
      </ol>
      <CardListAdd
        label={t('editor.variants.add')}
        count={drafts.length}
        max={SPLIT_VARIANTS_MAX}
        countText={t('editor.variants.count', { count: drafts.length, max: SPLIT_VARIANTS_MAX })}
        fullText={t('editor.variants.full', { max: SPLIT_VARIANTS_MAX })}
        onAdd={onAdd}
        disabled={locked}
        buttonRef={refs.add}
      />
      <AutoPromoteFields
        draft={auto}
        onChange={onChangeAuto}
        error={autoError}
        disabled={locked}
        minVisitorsRef={(el) => {
          refs.minVisitors.current = el;
        }}
      />
      {running && (
        <p id={warningId} className={`experiment-warning${moves ? ' experiment-warning--active' : ''}`} data-testid="experiment-warning">
          <strong>{t('editor.variants.warningHeading')}</strong>
          {t('editor.variants.warning')}
        </p>
      )}
      <div className="editor-actions">
        <Button type="submit" loading={busy} disabled={running && !dirty} aria-describedby={running ? warningId : undefined}>
          {running ? t('editor.variants.saveChanges') : t('editor.variants.start')}
        </Button>
        {running && dirty && (
          <Button variant="ghost" onClick={onDiscard} disabled={locked}>
            {t('editor.variants.discard')}
          </Button>
        )}
        {!running && (
          <Button variant="secondary" onClick={onCancel} disabled={locked}>
            {t('editor.variants.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
