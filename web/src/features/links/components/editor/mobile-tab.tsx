import { useRef, useState } from 'react';
import { checkDeeplink, checkOptionalUrls, displayUrl, MSG, normalizeUrl, URL_MAX, type Link } from '@kisa/shared';
import { TextField } from '@/components/ui';
import { EditorForm } from './editor-form';
import { type MessageKey, useT } from '@/lib/i18n';
import { useLinkSave } from './use-link-save';

type Field = 'ios' | 'android' | 'web' | 'deeplink';
const URL_FIELDS = ['ios', 'android', 'web'] as const;

const FIELDS: ReadonlyArray<{ key: Field; label: MessageKey; placeholder: string; hint: MessageKey }> = [
  { key: 'ios', label: 'editor.mobile.ios', placeholder: 'https://apps.apple.com/app/…', hint: 'editor.mobile.iosHint' },
  { key: 'android', label: 'editor.mobile.android', placeholder: 'https://play.google.com/store/apps/details?id=…', hint: 'editor.mobile.androidHint' },
  { key: 'web', label: 'editor.mobile.web', placeholder: 'https://example.com/desktop', hint: 'editor.mobile.webHint' },
  { key: 'deeplink', label: 'editor.mobile.deeplink', placeholder: 'myapp://product/42', hint: 'editor.mobile.deeplinkHint' },
];

/** Mobile Redirect tab: per-platform URLs and a deeplink; empty fields fall back to the target. */
export function MobileTab({ link }: { link: Link }) {
  const t = useT();
  const [values, setValues] = useState<Record<Field, string>>({
    ios: displayUrl(link.redirects.ios ?? ''),
    android: displayUrl(link.redirects.android ?? ''),
    web: displayUrl(link.redirects.web ?? ''),
    deeplink: link.redirects.deeplink ?? '',
  });
  const s = useLinkSave<Field>(link);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  function submit() {
    // The one URL rule: `www.…` and bare domains get https:// (the deeplink keeps its own scheme rule).
    // Stored serialized (punycode, percent-encoded), shown as people read it.
    const normalized = { ...values, ios: normalizeUrl(values.ios), android: normalizeUrl(values.android), web: normalizeUrl(values.web) };
    setValues({ ...normalized, ios: displayUrl(normalized.ios), android: displayUrl(normalized.android), web: displayUrl(normalized.web) });
    const badUrls = URL_FIELDS.filter((k) => checkOptionalUrls([normalized[k]]) !== null);
    if (badUrls.length) {
      s.reject(checkOptionalUrls([normalized[badUrls[0]!]])!, badUrls);
      refs.current[badUrls[0]!]?.focus();
      return;
    }
    const deeplinkError = checkDeeplink(values.deeplink);
    if (deeplinkError) {
      s.reject(deeplinkError, ['deeplink']);
      refs.current.deeplink?.focus();
      return;
    }
    const v = (k: Field) => normalized[k].trim() || null;
    void s.save({ redirects: { ios: v('ios'), android: v('android'), web: v('web'), deeplink: v('deeplink') } }, (e) =>
      e.message === MSG.deeplinkInvalid
        ? ['deeplink']
        : e.message === MSG.urlsInvalid || e.message === MSG.urlsTooLong
          ? URL_FIELDS.filter((k) => normalized[k])
          : [],
    );
  }

  return (
    <EditorForm title={t('editor.mobile.title')} intro={t('editor.mobile.intro')} {...s.panel} onSubmit={submit}>
      <div className="form-grid">
        {FIELDS.map((f, i) => (
          <TextField
            key={f.key}
            ref={(el) => {
              refs.current[f.key] = el;
            }}
            label={t(f.label)}
            name={f.key}
            type="text"
            inputMode="url"
            spellCheck={false}
            autoComplete="off"
            autoFocus={i === 0}
            maxLength={f.key === 'deeplink' ? URL_MAX : undefined}
            placeholder={f.placeholder}
            hint={t(f.hint)}
            value={values[f.key]}
            {...s.field(f.key, (value) => setValues((prev) => ({ ...prev, [f.key]: value })))}
          />
        ))}
      </div>
    </EditorForm>
  );
}
