import { useRef, useState } from 'react';
import { checkExpiryDate, checkMaxClicks, checkOptionalUrls, MSG, displayUrl, normalizeUrl, todayIso, type Link } from '@kisa/shared';
import { Button, TextField } from '@/components/ui';
import { formatCount } from '@/lib/format';
import { expiryDateHint, expiryDateToSave } from '../../lib/expiry';
import { useT } from '@/lib/i18n';
import { EditorForm } from './editor-form';
import { useLinkSave } from './use-link-save';

type Field = 'url' | 'date' | 'maxClicks';

/** Parses the click-limit box: '' → undefined, digits → number, anything else → NaN. */
export function parseClickLimit(value: string): number | undefined {
  const v = value.trim();
  if (!v) return undefined;
  return /^\d+$/.test(v) ? Number(v) : Number.NaN;
}

/**
 * Expiration tab: a date (the picker starts at today), a click limit and the URL visitors go
 * to once the link has expired; "Remove expiration" clears all three. The pre-filled date is
 * saved only once the user sets it (or the link has one): a click limit alone sets no date.
 */
export function ExpirationTab({ link }: { link: Link }) {
  const t = useT();
  const has = !!(link.expiry.date || link.expiry.maxClicks || link.expiry.url);
  const [values, setValues] = useState<Record<Field, string>>({
    url: displayUrl(link.expiry.url ?? ''),
    date: link.expiry.date ?? todayIso(),
    maxClicks: link.expiry.maxClicks ? String(link.expiry.maxClicks) : '',
  });
  // The link has a date, or the user set one: only then is the date saved (`expiryDateToSave`).
  const [dateChosen, setDateChosen] = useState(!!link.expiry.date);
  const s = useLinkSave<Field>(link);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  function fail(message: string, field: Field) {
    s.reject(message, [field]);
    refs.current[field]?.focus();
  }

  function submit() {
    // The one URL rule: `www.…` and bare domains get https://.
    // Stored serialized (punycode, percent-encoded), shown as people read it.
    const url = normalizeUrl(values.url);
    if (displayUrl(url) !== values.url) setValues((prev) => ({ ...prev, url: displayUrl(url) }));
    const urlError = checkOptionalUrls([url]);
    if (urlError) return fail(urlError, 'url');
    const date = expiryDateToSave(values.date, dateChosen);
    const dateError = checkExpiryDate(date ?? undefined);
    if (dateError) return fail(dateError, 'date');
    const clicks = parseClickLimit(values.maxClicks);
    const clicksError = checkMaxClicks(clicks);
    if (clicksError) return fail(clicksError, 'maxClicks');
    void s.save({ expiry: { url: url || null, date, maxClicks: clicks ?? null } }, (e) =>
      e.message === MSG.urlsInvalid || e.message === MSG.urlsTooLong
        ? ['url']
        : e.message === MSG.expiryDateInvalid
          ? ['date']
          : e.message === MSG.maxClicksInvalid
            ? ['maxClicks']
            : [],
    );
  }

  const field = (key: Field) => ({
    ref: (el: HTMLInputElement | null) => {
      refs.current[key] = el;
    },
    name: key,
    value: values[key],
    ...s.field(key, (value) => {
      setValues((prev) => ({ ...prev, [key]: value }));
      if (key === 'date') setDateChosen(true);
    }),
  });

  return (
    <EditorForm
      title={t('editor.expiration.title')}
      intro={t('editor.expiration.intro')}
      {...s.panel}
      onSubmit={submit}
      actions={
        has && (
          <Button variant="secondary" disabled={s.busy} onClick={() => void s.save({ expiry: { date: null, maxClicks: null, url: null } })}>
            {t('editor.expiration.remove')}
          </Button>
        )
      }
    >
      {has && (
        <p className="inline-note" data-testid="expiry-summary">
          {t('editor.expiration.summary', {
            hasDate: link.expiry.date ? 'yes' : 'no',
            date: link.expiry.date ?? '',
            both: link.expiry.date && link.expiry.maxClicks ? 'yes' : 'no',
            hasClicks: link.expiry.maxClicks ? 'yes' : 'no',
            clicks: link.expiry.maxClicks ? formatCount(link.expiry.maxClicks) : '',
            neither: !link.expiry.date && !link.expiry.maxClicks ? 'yes' : 'no',
          })}
        </p>
      )}
      <TextField
        label={t('editor.expiration.url')}
        type="text"
        inputMode="url"
        spellCheck={false}
        autoComplete="off"
        autoFocus
        placeholder="https://example.com/offer-ended"
        hint={t('editor.expiration.urlHint')}
        {...field('url')}
      />
      <div className="form-grid">
        <TextField label={t('editor.expiration.date')} type="date" hint={expiryDateHint(dateChosen)} {...field('date')} />
        <TextField
          label={t('editor.expiration.clicks')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          placeholder={t('editor.expiration.noLimit')}
          hint={t('editor.expiration.clicksHint')}
          {...field('maxClicks')}
        />
      </div>
    </EditorForm>
  );
}
