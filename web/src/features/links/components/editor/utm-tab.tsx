import { useState } from 'react';
import { checkUtmValue, displayUrl, UTM_MAX, type Link } from '@kisa/shared';
import { TextField } from '@/components/ui';
import { Switch } from '@/components/ui/switch';
import { buildUtmUrl, UTM_FIELDS, type UtmField } from '@/lib/utm';
import { EditorForm } from './editor-form';
import { useLinkSave } from './use-link-save';

const FIELDS: ReadonlyArray<{ key: UtmField; hint?: string }> = [
  { key: 'source', hint: 'e.g. google, instagram, newsletter' },
  { key: 'medium', hint: 'banner, email, sms, cpc' },
  { key: 'campaign' },
  { key: 'term', hint: 'paid keywords' },
  { key: 'content' },
];

/** UTM Generator tab: five tags and a live preview of the URL visitors land on. */
export function UtmTab({ link }: { link: Link }) {
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
    <EditorForm
      title="UTM Generator"
      intro="Track digital marketing campaigns using short link. Add UTM tags to see traffic data in Google Analytics etc."
      {...s.panel}
      onSubmit={submit}
    >
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
            hint={f.hint}
            value={utm[f.key]}
            {...s.field(f.key, (value) => setUtm((prev) => ({ ...prev, [f.key]: value })))}
          />
        ))}
      </div>
      <Switch
        checked={tracking}
        onChange={setTracking}
        label="Conversion tracking"
        hint="Adds kisa_cid (the click's signed id) to the destination, so your backend can report leads and sales for the click with POST /api/track/conversions. Analytics then show conversions, rate and revenue."
      />
      <div className="utm-preview">
        <span className="utm-preview__label" id="utm-preview-label">
          Visitors land on
        </span>
        <output aria-labelledby="utm-preview-label" aria-live="polite" data-testid="utm-preview">
          {preview}
        </output>
      </div>
    </EditorForm>
  );
}
