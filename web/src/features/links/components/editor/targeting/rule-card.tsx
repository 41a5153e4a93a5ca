import { useId } from 'react';
import { RULE_COUNTRIES_MAX, RULE_DEVICES, RULE_LANGUAGES_MAX, RULE_MSG, RULE_OSES, RULE_QUERY_MAX } from '@kisa/shared';
import { TextField } from '@/components/ui';
import { IconButton } from '@/components/ui/icon-button';
import { CONDITION_FIELDS, languageCode, type RuleDraft, type RuleField } from '@/features/links/lib/targeting-draft';
import { countryName, DEVICE_LABELS, languageLabel, OS_LABELS, ruleSummary, type Choice } from '@/features/links/lib/targeting-text';
import { useT } from '@/lib/i18n';
import { CardNameField, DestinationField } from '../card-fields';
import { CodePicker } from './code-picker';
import { CheckGroup, Group } from './rule-groups';

/** The query parameter the hint's example names (?ref=vip): a code, the same in every language. */
const QUERY_EXAMPLE = { name: 'ref', value: 'vip' };

export type FieldRefs = Partial<Record<RuleField, HTMLElement | null>>;

export interface RuleCardProps {
  draft: RuleDraft;
  /** 0-based place in the list. */
  index: number;
  count: number;
  locale: string;
  countries: readonly Choice[];
  languages: readonly Choice[];
  timeZones: readonly string[];
  /** The message about one of this rule's fields, if any. */
  problem?: { field?: RuleField; message: string };
  disabled?: boolean;
  onChange: (patch: Partial<RuleDraft>, field: RuleField) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  /** The rule's focusable fields (the first wrong one is focused) and its tool buttons (focus after a move). */
  fieldRefs: FieldRefs;
  toolRefs: Partial<Record<'up' | 'down' | 'remove', HTMLButtonElement | null>>;
}

/**
 * One targeting rule as a card: its number and name, move up/down and remove (buttons named
 * "Move rule 2 up"…), the sentence saying what it does, then its destination, name and
 * conditions. A message about one of its fields shows under that field.
 */
export function RuleCard({
  draft,
  index,
  count,
  locale,
  countries,
  languages,
  timeZones,
  problem,
  disabled,
  onChange,
  onMove,
  onRemove,
  fieldRefs,
  toolRefs,
}: RuleCardProps) {
  const t = useT();
  const id = useId();
  const n = index + 1;
  const headingId = `${id}-heading`;
  const summaryId = `${id}-summary`;
  const errorOf = (field: RuleField) => (problem?.field === field ? problem.message : undefined);
  const ref = (field: RuleField) => (el: HTMLElement | null) => {
    fieldRefs[field] = el;
  };
  const name = draft.name.trim();

  return (
    <li className="card-list__item rule-card">
      {/* biome-ignore lint/a11y/useSemanticElements: a card named by its heading; a fieldset's legend would have to replace the heading */}
      <div role="group" aria-labelledby={headingId} aria-describedby={summaryId} className="rule-card__body">
        <div className="rule-card__head">
          <h3 id={headingId} className="card-list__title">
            {t('editor.rule.heading', { n })}
            {name && <span className="card-list__name">: {name}</span>}
          </h3>
          <div className="rule-card__tools">
            <IconButton
              buttonRef={(el) => {
                toolRefs.up = el;
              }}
              glyph="up"
              className="rule-card__tool"
              label={t('editor.rule.up', { n })}
              disabled={disabled || index === 0}
              onClick={() => onMove(-1)}
            />
            <IconButton
              buttonRef={(el) => {
                toolRefs.down = el;
              }}
              glyph="down"
              className="rule-card__tool"
              label={t('editor.rule.down', { n })}
              disabled={disabled || index === count - 1}
              onClick={() => onMove(1)}
            />
            <IconButton
              buttonRef={(el) => {
                toolRefs.remove = el;
              }}
              glyph="trash"
              className="rule-card__tool rule-card__tool--danger"
              label={t('editor.rule.remove', { n })}
              disabled={disabled}
              onClick={onRemove}
            />
          </div>
        </div>
        <p id={summaryId} className="rule-card__summary" data-testid="rule-summary">
          {ruleSummary(draft, locale)}
        </p>

        <div className="form-grid">
          <DestinationField
            ref={ref('destination')}
            placeholder="https://example.com/tr"
            hint={t('editor.rule.destinationHint')}
            value={draft.destination}
            onChange={(e) => onChange({ destination: e.target.value }, 'destination')}
            error={errorOf('destination')}
          />
          <CardNameField
            ref={ref('name')}
            label={t('editor.rule.name')}
            placeholder={t('editor.rule.namePlaceholder')}
            value={draft.name}
            onChange={(e) => onChange({ name: e.target.value }, 'name')}
            error={errorOf('name')}
          />
        </div>

        <Group legend={t('editor.rule.conditions')} hint={t('editor.rule.conditionsHint')} error={errorOf('conditions')} className="rule-card__conditions">
          <div className="form-grid">
            <CodePicker
              inputRef={ref('countries')}
              label={t('editor.rule.countries')}
              choices={countries}
              value={draft.countries}
              onChange={(countries) => onChange({ countries }, 'countries')}
              labelOf={(code) => countryName(code, locale)}
              max={RULE_COUNTRIES_MAX}
              maxMessage={t('editor.rule.countriesMax', { max: RULE_COUNTRIES_MAX })}
              placeholder={t('editor.rule.countriesPlaceholder')}
              hint={t('editor.rule.countriesHint')}
              error={errorOf('countries')}
              disabled={disabled}
              showCode
            />
            <CodePicker
              inputRef={ref('languages')}
              label={t('editor.rule.languages')}
              choices={languages}
              value={draft.languages}
              onChange={(languages) => onChange({ languages }, 'languages')}
              labelOf={(code) => languageLabel(code, locale)}
              freeText={languageCode}
              freeTextInvalid={RULE_MSG.languageInvalid}
              max={RULE_LANGUAGES_MAX}
              maxMessage={t('editor.rule.languagesMax', { max: RULE_LANGUAGES_MAX })}
              placeholder={t('editor.rule.languagesPlaceholder')}
              hint={t('editor.rule.languagesHint')}
              error={errorOf('languages')}
              disabled={disabled}
            />
          </div>
          <div className="form-grid">
            <CheckGroup
              legend={t('editor.rule.devices')}
              options={RULE_DEVICES}
              labels={DEVICE_LABELS}
              value={draft.devices}
              onChange={(devices) => onChange({ devices }, 'devices')}
              error={errorOf('devices')}
              disabled={disabled}
              firstRef={ref('devices')}
            />
            <CheckGroup
              legend={t('editor.rule.os')}
              options={RULE_OSES}
              labels={OS_LABELS}
              value={draft.os}
              onChange={(os) => onChange({ os }, 'os')}
              error={errorOf('os')}
              disabled={disabled}
              firstRef={ref('os')}
            />
          </div>
          <Group legend={t('editor.rule.query')} hint={t('editor.rule.queryHint')} error={errorOf('query')}>
            <div className="form-grid">
              <TextField
                ref={ref('query')}
                label={t('editor.rule.queryName')}
                type="text"
                autoComplete="off"
                spellCheck={false}
                maxLength={RULE_QUERY_MAX}
                placeholder={QUERY_EXAMPLE.name}
                value={draft.queryName}
                onChange={(e) => onChange({ queryName: e.target.value }, 'query')}
                error={!!errorOf('query')}
              />
              <TextField
                label={t('editor.rule.queryValue')}
                type="text"
                autoComplete="off"
                spellCheck={false}
                maxLength={RULE_QUERY_MAX}
                placeholder={QUERY_EXAMPLE.value}
                value={draft.queryValue}
                onChange={(e) => onChange({ queryValue: e.target.value }, 'query')}
                error={!!errorOf('query')}
              />
            </div>
          </Group>
          <Group legend={t('editor.rule.window')} hint={t('editor.rule.windowHint')} error={errorOf('window')}>
            <div className="rule-window">
              <TextField
                ref={ref('window')}
                label={t('editor.rule.starts')}
                type="datetime-local"
                value={draft.from}
                onChange={(e) => onChange({ from: e.target.value }, 'window')}
                error={!!errorOf('window')}
              />
              <TextField
                label={t('editor.rule.ends')}
                type="datetime-local"
                value={draft.to}
                onChange={(e) => onChange({ to: e.target.value }, 'window')}
                error={!!errorOf('window')}
              />
              <TimeZoneSelect
                value={draft.timeZone}
                zones={timeZones}
                invalid={!!errorOf('window')}
                disabled={disabled}
                onChange={(timeZone) => onChange({ timeZone }, 'window')}
              />
            </div>
          </Group>
        </Group>
      </div>
    </li>
  );
}

function TimeZoneSelect({
  value,
  zones,
  invalid,
  disabled,
  onChange,
}: {
  value: string;
  zones: readonly string[];
  invalid: boolean;
  disabled?: boolean;
  onChange: (zone: string) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className={`field${invalid ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {t('editor.rule.timeZone')}
      </label>
      <select
        id={id}
        className="field__input rule-select"
        value={value}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replace(/_/g, ' ')}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Which of a rule's fields to focus for a message about `field`. */
export function focusTarget(refs: FieldRefs, field: RuleField | undefined): HTMLElement | null | undefined {
  if (!field) return refs.destination;
  if (field === 'conditions') return CONDITION_FIELDS.map((f) => refs[f]).find(Boolean);
  return refs[field];
}
