import { useId } from 'react';
import { SPLIT_WEIGHT_MAX } from '@kisa/shared';
import { TextField } from '@/components/ui';
import { IconButton } from '@/components/ui/icon-button';
import { CardNameField, DestinationField } from '../card-fields';
import { shareText, variantLabel, variantLetterName, type VariantDraft, type VariantField } from '@/features/links/lib/experiment-draft';
import { useT } from '@/lib/i18n';

export type VariantFieldRefs = Partial<Record<VariantField, HTMLInputElement | null>>;

export interface VariantCardProps {
  draft: VariantDraft;
  /** 0-based place in the split. */
  index: number;
  /** Its share of visitors by the weights as typed (null while its weight is not valid). */
  share: number | null;
  /** The heading level of the card's title (3 in the set-up form, 4 under a running test's "Variants"). */
  level: 3 | 4;
  /** Whether it may be removed (a split keeps at least SPLIT_VARIANTS_MIN). */
  removable: boolean;
  problem?: { field?: VariantField; message: string };
  disabled?: boolean;
  onChange: (patch: Partial<VariantDraft>, field: VariantField) => void;
  onRemove: () => void;
  fieldRefs: VariantFieldRefs;
  removeRef: (el: HTMLButtonElement | null) => void;
}

/**
 * One variant of a split as a card: "Variant A" (and its name), remove, then its destination,
 * optional name and weight, with its share of visitors beside the weight. A message about one of
 * its fields shows under that field.
 */
export function VariantCard({ draft, index, share, level, removable, problem, disabled, onChange, onRemove, fieldRefs, removeRef }: VariantCardProps) {
  const t = useT();
  const id = useId();
  const headingId = `${id}-heading`;
  const shareId = `${id}-share`;
  const letter = variantLetterName(index);
  const label = variantLabel(index, draft.name);
  const Heading = level === 3 ? 'h3' : 'h4';
  const errorOf = (field: VariantField) => (problem?.field === field ? problem.message : undefined);
  const ref = (field: VariantField) => (el: HTMLInputElement | null) => {
    fieldRefs[field] = el;
  };

  return (
    <li className="card-list__item variant-card">
      {/* biome-ignore lint/a11y/useSemanticElements: a card named by its heading; a fieldset's legend would have to replace the heading */}
      <div role="group" aria-labelledby={headingId} className="variant-card__body">
        <div className="variant-card__head">
          <Heading id={headingId} className="card-list__title variant-card__title">
            {letter}
            {label !== letter && <span className="card-list__name">: {label}</span>}
          </Heading>
          <span className="variant-card__share" id={shareId}>
            {shareText(share)} <span className="variant-card__share-word">{t('editor.variant.ofVisitors')}</span>
          </span>
          <IconButton
            buttonRef={removeRef}
            glyph="trash"
            className="variant-card__remove"
            label={t('editor.variant.remove', { letter })}
            title={removable ? t('editor.variant.remove', { letter }) : t('editor.variant.needsTwo')}
            disabled={disabled || !removable}
            onClick={onRemove}
          />
        </div>
        <div className="variant-card__fields">
          <DestinationField
            ref={ref('destination')}
            className="variant-card__destination"
            placeholder="https://example.com/landing-b"
            value={draft.destination}
            onChange={(e) => onChange({ destination: e.target.value }, 'destination')}
            error={errorOf('destination')}
          />
          <CardNameField
            ref={ref('name')}
            label={t('editor.variant.name')}
            placeholder={t('editor.variant.namePlaceholder')}
            value={draft.name}
            onChange={(e) => onChange({ name: e.target.value }, 'name')}
            error={errorOf('name')}
          />
          <TextField
            ref={ref('weight')}
            className="variant-card__weight"
            label={t('editor.variant.weight')}
            type="number"
            inputMode="numeric"
            min={1}
            max={SPLIT_WEIGHT_MAX}
            step={1}
            hint={t('editor.variant.weightHint', { max: SPLIT_WEIGHT_MAX })}
            aria-describedby={shareId}
            value={draft.weight}
            onChange={(e) => onChange({ weight: e.target.value }, 'weight')}
            error={errorOf('weight')}
          />
        </div>
      </div>
    </li>
  );
}
