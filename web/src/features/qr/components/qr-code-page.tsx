import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  displayUrl,
  emptyQrFields,
  MSG,
  qrCapacity,
  qrMissing,
  qrPayload,
  QR_ERROR_CORRECTION,
  QR_ERROR_CORRECTION_LEVELS,
  QR_TYPES,
  type EmailFields,
  type QrErrorCorrection,
  type QrFieldsByType,
  type QrType,
  type SmsFields,
  type VCardFields,
  type WifiFields,
} from '@kisa/shared';
import type { MessageKey } from '@kisa/shared/i18n';
import { PageHeader } from '@/components/layout';
import { Alert, Button, Card } from '@/components/ui';
import { Field } from '@/components/ui/field';
import { QrColourFields } from '@/components/ui/qr-colour-fields';
import { qrColourWarning } from '@/lib/qr-colours';
import { localizeMessage, translateNow, useT } from '@/lib/i18n';
import { loadQrLibrary, preloadQrLibrary, qrImages } from '../utils/qr-image';
import { QR_FORMS, type QrFieldDef } from './qr-fields';
import { QrFormField } from './qr-form-field';
import { QrResultModal, type QrResult } from './qr-result-modal';
import { panelId, QrTypeTabs, tabId } from './qr-type-tabs';
import './qr-generator.css';

type AllFields = { [K in QrType]: QrFieldsByType[K] };
type Missing = { type: QrType; fields: string[]; message: string };

const fieldId = (type: QrType, name: string) => `qr-${type}-${name}`;
const hintId = (type: QrType) => `qr-${type}-hint`;
const generateId = (type: QrType) => `qr-${type}-generate`;
const clip = (s: string, n = 60) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

const MISSING: Readonly<Record<string, MessageKey>> = {
  'Please enter a first name to generate the vCard QR code.': 'qr.missing.firstName',
  'Please enter some text to generate the QR code.': 'qr.missing.text',
};

/** Why nothing was generated, in the language shown (a spec message, or one of qrMissing's own). */
function qrMessage(text: string): string {
  const key = MISSING[text];
  return key ? translateNow(key) : localizeMessage(text);
}

/** What the code holds, in a few words (the modal's caption and the image's alt text). */
function summarize<T extends QrType>(type: T, fields: QrFieldsByType[T]): string {
  const label = translateNow(`qr.type.${type}`);
  switch (type) {
    case 'vcard': {
      const v = fields as VCardFields;
      return `${label} · ${[v.firstName.trim(), v.lastName.trim()].filter(Boolean).join(' ')}`;
    }
    case 'text':
      return `${label} · ${clip((fields as { text: string }).text.trim().replace(/\s+/g, ' '))}`;
    case 'url':
      return translateNow('qr.summary.url', { url: clip(displayUrl(qrPayload(type, fields) ?? '')) });
    case 'wifi': {
      const w = fields as WifiFields;
      return translateNow(w.hidden ? 'qr.summary.wifiHidden' : 'qr.summary.wifi', { ssid: clip(w.ssid) });
    }
    case 'sms':
      return translateNow('qr.summary.sms', { phone: (fields as SmsFields).phone.trim() });
    case 'email': {
      const e = fields as EmailFields;
      return e.address.trim()
        ? translateNow('qr.summary.emailTo', { address: e.address.trim() })
        : translateNow('qr.summary.email', { text: clip(e.subject.trim() || e.message.trim()) });
    }
    case 'phone':
      return translateNow('qr.summary.phone', { phone: (fields as { phone: string }).phone.trim() });
    default:
      return label;
  }
}

/**
 * Why nothing is generated: a missing or unusable field (qrMissing), or more content than one
 * code holds at the chosen level (the limit said, before the encoder is asked).
 */
function problemOf<T extends QrType>(type: T, fields: QrFieldsByType[T], level: QrErrorCorrection): Missing | null {
  const why = qrMissing(type, fields);
  if (why) return { type, ...why };
  const capacity = qrCapacity(qrPayload(type, fields)!, level);
  if (capacity.fits) return null;
  const filled = (QR_FORMS[type].fields as QrFieldDef[]).filter(
    (f) => typeof fields[f.name as keyof typeof fields] === 'string' && fields[f.name as keyof typeof fields] !== '',
  );
  return { type, fields: filled.map((f) => f.name), message: MSG.qrTooLong(capacity) };
}

/** /e/qr-code — the standalone QR generator (vCard, free text, SMS, e-mail, phone, URL, Wi-Fi). */
export function QrCodePage() {
  const t = useT();
  const [type, setType] = useState<QrType>('vcard');
  const [values, setValues] = useState<AllFields>(() => ({
    vcard: emptyQrFields('vcard'),
    text: emptyQrFields('text'),
    url: emptyQrFields('url'),
    wifi: emptyQrFields('wifi'),
    sms: emptyQrFields('sms'),
    email: emptyQrFields('email'),
    phone: emptyQrFields('phone'),
  }));
  const [missing, setMissing] = useState<Missing | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<QrResult | null>(null);
  const [colours, setColours] = useState({ foreground: '#000000', background: '#ffffff' });
  const [level, setLevel] = useState<QrErrorCorrection>(QR_ERROR_CORRECTION);

  useEffect(() => preloadQrLibrary(), []);

  function setField(name: string, value: string | boolean) {
    const next = { ...values[type], [name]: value } as QrFieldsByType[typeof type];
    setValues((all) => ({ ...all, [type]: next }));
    // Once shown, the hint follows the fields: gone when they are fixed, the count kept current.
    if (missing?.type === type) setMissing(problemOf(type, next, level));
  }

  function chooseLevel(next: QrErrorCorrection) {
    setLevel(next);
    if (missing?.type === type) setMissing(problemOf(type, values[type], next));
  }

  async function onGenerate(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setError(null);
    const fields = values[type];
    const why = problemOf(type, fields, level);
    if (why) {
      // The spec generates nothing here; say what is missing (or how much fits) and go to it.
      setMissing(why);
      if (why.fields[0]) document.getElementById(fieldId(type, why.fields[0]))?.focus();
      return;
    }
    setMissing(null);
    const payload = qrPayload(type, fields)!;
    setBusy(true);
    try {
      try {
        await loadQrLibrary();
      } catch (err) {
        // The library is a lazy chunk: only its download depends on the network.
        console.error('QR library failed to load', err);
        setError(MSG.qrLibraryUnavailable);
        return;
      }
      const { png, svg } = await qrImages(payload, { ...colours, level });
      const warning = qrColourWarning(colours.foreground, colours.background);
      setResult({
        png,
        svg,
        payload,
        fileName: QR_TYPES.find((t) => t.type === type)!.fileName,
        summary: summarize(type, fields),
        warning: warning ? { title: warning.title, message: warning.message } : undefined,
      });
    } catch (err) {
      console.error('QR generation failed', err);
      setError(MSG.qrNotGenerated);
    } finally {
      setBusy(false);
    }
  }

  // Generate was disabled while the code rendered, so the modal cannot hand focus back to it:
  // this effect runs after the modal's own clean-up and puts focus on Generate.
  const refocusGenerate = useRef(false);
  useEffect(() => {
    if (result || !refocusGenerate.current) return;
    refocusGenerate.current = false;
    document.getElementById(generateId(type))?.focus();
  }, [result, type]);

  function closeResult() {
    refocusGenerate.current = true;
    setResult(null);
  }

  const form = QR_FORMS[type] as { intro: MessageKey; fields: QrFieldDef[] };
  const current = values[type] as unknown as Record<string, string | boolean>;
  const hint = missing?.type === type ? missing : null;

  return (
    <div className="page">
      <PageHeader title={t('qr.title')} description={t('qr.description')} />
      <Card className="qr-generator">
        <QrTypeTabs
          value={type}
          onChange={(next) => {
            setType(next);
            setError(null);
          }}
        />
        <div role="tabpanel" id={panelId(type)} aria-labelledby={tabId(type)} className="qr-panel">
          <form key={type} className="qr-form" onSubmit={onGenerate} noValidate aria-labelledby={tabId(type)} aria-describedby={`qr-${type}-intro`}>
            <p id={`qr-${type}-intro`} className="qr-form__intro">
              {t(form.intro)}
            </p>
            <div className="qr-form__grid">
              {form.fields
                .filter((f) => !f.showIf || f.showIf(values[type] as never))
                .map((f) => (
                  <QrFormField
                    key={f.name}
                    def={f}
                    id={fieldId(type, f.name)}
                    value={current[f.name] ?? ''}
                    hintId={hint?.fields.includes(f.name) ? hintId(type) : undefined}
                    onChange={(value) => setField(f.name, value)}
                  />
                ))}
            </div>
            <Field id={`qr-${type}-level`} label={t('qr.level')} className="qr-form__level" hint={t('qr.levelHint')}>
              {(control) => (
                <select {...control} className="field__input" value={level} onChange={(e) => chooseLevel(e.target.value as QrErrorCorrection)}>
                  {QR_ERROR_CORRECTION_LEVELS.map((l) => (
                    <option key={l.level} value={l.level}>
                      {t(`qr.level.${l.level}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <QrColourFields
              foreground={colours.foreground}
              background={colours.background}
              onForegroundChange={(foreground) => setColours((c) => ({ ...c, foreground }))}
              onBackgroundChange={(background) => setColours((c) => ({ ...c, background }))}
            />
            <div className="qr-form__status" aria-live="polite">
              {hint && (
                <Alert tone="info" id={hintId(type)}>
                  {qrMessage(hint.message)}
                </Alert>
              )}
            </div>
            {error && <Alert tone="error">{error}</Alert>}
            <div className="qr-form__actions">
              <Button id={generateId(type)} type="submit" size="lg" loading={busy}>
                {t('qr.generate')}
              </Button>
            </div>
          </form>
        </div>
      </Card>
      <QrResultModal result={result} onClose={closeResult} />
    </div>
  );
}
