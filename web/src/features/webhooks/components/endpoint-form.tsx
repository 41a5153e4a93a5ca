import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { isAdminWebhookEvent, WEBHOOK_FILTER_IDS_MAX, WEBHOOK_MSG, type WebhookEventType } from '@kisa/shared';
import { Alert, Button, TextField } from '@/components/ui';
import { DisclosureButton } from '@/components/ui/disclosure';
import { TagPicker } from '@/components/tags/tag-picker';
import { TextArea } from '@/components/ui/text-area';
import '@/components/ui/check-tile.css';
import { useT } from '@/lib/i18n';
import { useFormError } from '@/lib/use-form';
import { useTeamTags } from '@/components/tags/use-team-tags';
import {
  checkEndpoint,
  choosableEvents,
  ENDPOINT_FIELDS,
  EVENT_TEXT,
  fieldOfMessage,
  FILTER_KINDS,
  toggleEvent,
  type EndpointBody,
  type EndpointErrors,
  type EndpointField,
  type EndpointValues,
  type FilterKey,
} from '../lib/endpoint-form';

export interface EndpointFormProps {
  /** The form's accessible name ("Add an endpoint", "Edit https://…"). */
  name: string;
  initial: EndpointValues;
  submitLabel: string;
  /** Sends the checked body; a rejection's message is shown under its field (or above the form). */
  onSubmit: (body: EndpointBody) => Promise<void>;
  /** Empties the form after a successful submit (the add form). */
  resetOnSuccess?: boolean;
  /** Buttons beside submit (Cancel in the edit dialog). */
  extraActions?: ReactNode;
  /** A platform admin may also choose the moderation events. */
  isAdmin?: boolean;
}

/**
 * An endpoint's address, description, events (checkboxes in a fieldset) and filter (an id list
 * per kind, folded away while empty). Checked in the browser with the server's messages, each
 * under its field with the first one focused; the server's refusal goes under the field it is
 * about, or above the form.
 */
export function EndpointForm({ name, initial, submitLabel, onSubmit, resetOnSuccess, extraActions, isAdmin = false }: EndpointFormProps) {
  const t = useT();
  const id = useId();
  const [values, setValues] = useState<EndpointValues>(initial);
  const { errors, formError, show, fail, clear, fieldChanged: changed } = useFormError<EndpointField>();
  const [busy, setBusy] = useState(false);
  const [filterOpen, setFilterOpen] = useState(() => FILTER_KINDS.some((k) => initial.filter[k.key].trim() !== '') || initial.tagIds.length > 0);
  // The team's tags, for the tag filter (read once the filter is open).
  const teamTags = useTeamTags();
  const refs = useRef<Partial<Record<EndpointField, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  function focusFirst(found: EndpointErrors) {
    const first = ENDPOINT_FIELDS.find((f) => found[f]);
    if (!first) return;
    if (FILTER_KINDS.some((k) => k.key === first)) setFilterOpen(true);
    // The filter may have just been unfolded: focus once it is shown.
    setTimeout(() => refs.current[first]?.focus(), 0);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const checked = checkEndpoint(values);
    if ('errors' in checked) {
      show(checked.errors);
      focusFirst(checked.errors);
      return;
    }
    setBusy(true);
    clear();
    try {
      await onSubmit(checked.body);
      if (resetOnSuccess) {
        setValues(initial);
        setFilterOpen(false);
      }
    } catch (err) {
      const message = (err as Error).message;
      const field = fieldOfMessage(message);
      if (field) {
        const found = { [field]: message };
        show(found);
        focusFirst(found);
      } else {
        fail(message);
      }
    } finally {
      setBusy(false);
    }
  }

  const setEvent = (event: WebhookEventType, on: boolean) => {
    setValues((v) => ({ ...v, events: toggleEvent(v.events, event, on) }));
    changed('events');
  };
  /** A text field's ref (focused on its error), value and onChange (which drops its stale error), and its error. */
  const textProps = (key: 'url' | 'description') => ({
    ref: (el: HTMLInputElement | null) => {
      refs.current[key] = el;
    },
    value: values[key],
    onChange: (e: { target: { value: string } }) => {
      const text = e.target.value;
      setValues((v) => ({ ...v, [key]: text }));
      changed(key);
    },
    error: errors[key],
  });
  const setFilter = (key: FilterKey, text: string) => {
    setValues((v) => ({ ...v, filter: { ...v.filter, [key]: text } }));
    changed(key);
  };

  const eventsHint = `${id}-events-hint`;
  const eventsError = errors.events ? `${id}-events-error` : undefined;
  const filterCount = FILTER_KINDS.filter((k) => values.filter[k.key].trim()).length + (values.tagIds.length > 0 ? 1 : 0);

  return (
    <form className="form webhook-form" onSubmit={(e) => void submit(e)} noValidate aria-label={name}>
      {formError && <Alert tone="error">{formError}</Alert>}
      <div className="webhook-form__row">
        <TextField
          label={t('webhooks.form.url')}
          placeholder="https://hooks.example.com/kisa"
          hint={t('webhooks.form.urlHint')}
          {...textProps('url')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          inputMode="url"
          className="webhook-form__url"
        />
        <TextField
          label={t('webhooks.form.description')}
          placeholder={t('webhooks.form.descriptionPlaceholder')}
          hint={t('webhooks.form.descriptionHint')}
          maxLength={200}
          {...textProps('description')}
          autoComplete="off"
          className="webhook-form__description"
        />
      </div>

      <fieldset className="webhook-fieldset" aria-describedby={[eventsHint, eventsError].filter(Boolean).join(' ')}>
        <legend className="field__label">{t('webhooks.form.events')}</legend>
        <p id={eventsHint} className="field__hint">
          {t('webhooks.form.eventsHint')}
        </p>
        <div className="webhook-events">
          {choosableEvents(isAdmin || initial.events.some(isAdminWebhookEvent)).map((event, i) => {
            const inputId = `${id}-${event}`;
            const hintId = `${inputId}-hint`;
            return (
              <div key={event} className={`webhook-check check-tile${errors.events ? ' webhook-check--invalid' : ''}`}>
                <input
                  ref={
                    i === 0
                      ? (el) => {
                          refs.current.events = el;
                        }
                      : undefined
                  }
                  id={inputId}
                  type="checkbox"
                  name="events"
                  value={event}
                  checked={values.events.includes(event)}
                  onChange={(e) => setEvent(event, e.target.checked)}
                  aria-describedby={hintId}
                  aria-invalid={errors.events ? true : undefined}
                />
                <span className="webhook-check__text">
                  <label htmlFor={inputId} className="webhook-check__label">
                    {EVENT_TEXT[event].label} <code className="webhook-check__code">{event}</code>
                  </label>
                  <span id={hintId} className="webhook-check__hint">
                    {EVENT_TEXT[event].hint}
                  </span>
                </span>
              </div>
            );
          })}
        </div>
        {errors.events && (
          <p id={eventsError} className="field__error">
            {errors.events}
          </p>
        )}
      </fieldset>

      {/* Its fields stay rendered while folded: what was typed is kept. */}
      <div className="disclosure webhook-filter">
        <DisclosureButton open={filterOpen} controls={`${id}-filter`} onToggle={() => setFilterOpen(!filterOpen)}>
          {t('webhooks.form.filterToggle')}
          {filterCount > 0 && !filterOpen ? t('webhooks.form.filterSet', { n: filterCount }) : ''}
        </DisclosureButton>
        <fieldset id={`${id}-filter`} hidden={!filterOpen} className="webhook-fieldset webhook-filter__fields" aria-describedby={`${id}-filter-hint`}>
          <legend className="sr-only">{t('webhooks.form.filter')}</legend>
          <p id={`${id}-filter-hint`} className="field__hint">
            {t('webhooks.form.filterHint')}
          </p>
          {FILTER_KINDS.map((kind) => (
            <TextArea
              key={kind.key}
              ref={(el) => {
                refs.current[kind.key] = el;
              }}
              label={kind.label}
              hint={kind.hint}
              rows={2}
              value={values.filter[kind.key]}
              onChange={(e) => setFilter(kind.key, e.target.value)}
              error={errors[kind.key]}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              className="webhook-filter__ids"
            />
          ))}
          <TagPicker
            label={t('webhooks.form.tags')}
            hint={t('webhooks.form.tagsHint')}
            tags={teamTags.data?.items}
            loadError={teamTags.error ? (teamTags.error as Error).message : null}
            value={values.tagIds}
            onChange={(tagIds) => {
              setValues((v) => ({ ...v, tagIds }));
              changed('tagIds');
            }}
            max={WEBHOOK_FILTER_IDS_MAX}
            maxMessage={WEBHOOK_MSG.filterInvalid}
            placeholder={t('webhooks.form.tagsPlaceholder')}
          />
          {errors.tagIds && (
            <p className="field__error" role="alert">
              {errors.tagIds}
            </p>
          )}
        </fieldset>
      </div>

      <div className="webhook-form__actions">
        {extraActions}
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
