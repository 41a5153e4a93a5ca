import { useState } from 'react';
import { checkUtmValue, displayUrl, UTM_MAX, type Link } from '@kisa/shared';
import { TextField } from '@/components/ui';
import { Switch } from '@/components/ui/switch';
import { buildUtmUrl, UTM_FIELDS, type UtmField } from '@/lib/utm';
import { EditorForm } from './editor-form';
import { type MessageKey, useT } from '@/lib/i18n';
import { useLinkSave } from './use-link-save';

const FIELDS: ReadonlyArray<{ key: UtmField; hint?: MessageKey }> = [
  { key: 'source', hint: 'editor.utm.sourceHint' },
  { key: 'medium', hint: 'editor.utm.mediumHint' },
  { key: 'campaign' },
  { key: 'term', hint: 'editor.utm.termHint' },
  { key: 'content' },
];

/** UTM Generator tab: five tags and a live preview of the URL visitors land on. */
export function UtmTab({ link }: { link: Link }) {
  const t = useT();
  const [utm, setUtm] = useState<Record<UtmField, string>>(() => Object.fromEntries(UTM_FIELDS.map((k) => [k, link.utm[k] ?? ''])) as Record<UtmField, string>);
  // Conversion tracking: the redirect adds the click's signed id after the UTM tags.
  const [tracking, setTracking] = useState(link.conversionTracking);
  const s = useLinkSave<UtmField>(link);
  const landing = displayUrl(buildUtmUrl(link.longUrl, utm));
  const preview = tracking ? `${landing}${landing.includes('?') ? '&' : '?'}kisa_cid=…` : landing;

  function submit() {
    const tooLong = UTM_FIELDS.filter((k) => checkUtmValue(utm[k]) !== null);
    if (tooLong.length) {
      s.reject(checkUtmValue(utm[tooLong[0]!])!, tooLong);
      return;
    }
    void s.save({
      utm: Object.fromEntries(UTM_FIELDS.map((k) => [k, utm[k].trim() || null])),
      ...(tracking !== link.conversionTracking ? { conversionTracking: tracking } : {}),
    });
  }

  return (
    <EditorForm title={t('editor.utm.title')} intro={t('editor.utm.intro')} {...s.panel} onSubmit={submit}>
      <div className="form-grid">
        {FIELDS.map((f, i) => (
          <TextField
            key={f.key}
            label={`utm_${f.key}`}
            name={`utm_${f.key}`}
            autoComplete="off"
            spellCheck={false}
            autoFocus={i === 0}
            maxLength={UTM_MAX}
            hint={f.hint && t(f.hint)}
            value={utm[f.key]}
            {...s.field(f.key, (value) => setUtm((prev) => ({ ...prev, [f.key]: value })))}
          />
        ))}
      </div>
      <Switch checked={tracking} onChange={setTracking} label={t('editor.utm.tracking')} hint={t('editor.utm.trackingHint')} />
      <div className="utm-preview">
        <span className="utm-preview__label" id="utm-preview-label">
          {t('editor.utm.landsOn')}
        </span>
        <output aria-labelledby="utm-preview-label" aria-live="polite" data-testid="utm-preview">
          {preview}
        </output>
      </div>
    </EditorForm>
  );
}
