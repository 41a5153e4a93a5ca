import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  emptyQrFields,
  qrMissing,
  qrPayload,
  QR_TYPES,
  type EmailFields,
  type QrFieldsByType,
  type QrType,
  type SmsFields,
  type VCardFields,
} from '@kisa/shared';
import { PageHeader } from '../../../components/layout';
import { Alert, Button, Card, TextField } from '../../../components/ui';
import { QrColourFields } from '../../../components/ui/qr-colour-fields';
import { TextArea } from '../../../components/ui/text-area';
import { qrColourWarning } from '../../../lib/qr-colours';
import { preloadQrLibrary, qrPngDataUrl } from '../utils/qr-image';
import { QR_FORMS, type QrFieldDef } from './qr-fields';
import { QrResultModal, type QrResult } from './qr-result-modal';
import { panelId, QrTypeTabs, tabId } from './qr-type-tabs';
import './qr-generator.css';

type AllFields = { [K in QrType]: QrFieldsByType[K] };
type Missing = { type: QrType; fields: string[]; message: string };

const fieldId = (type: QrType, name: string) => `qr-${type}-${name}`;
const hintId = (type: QrType) => `qr-${type}-hint`;
const generateId = (type: QrType) => `qr-${type}-generate`;
const clip = (s: string, n = 60) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** What the code holds, in a few words (the modal's caption and the image's alt text). */
function summarize<T extends QrType>(type: T, fields: QrFieldsByType[T]): string {
  const label = QR_TYPES.find((t) => t.type === type)!.label;
  switch (type) {
    case 'vcard': {
      const v = fields as VCardFields;
      return `${label} · ${[v.firstName.trim(), v.lastName.trim()].filter(Boolean).join(' ')}`;
    }
    case 'text':
      return `${label} · ${clip((fields as { text: string }).text.trim().replace(/\s+/g, ' '))}`;
    case 'sms':
      return `SMS to ${(fields as SmsFields).phone.trim()}`;
    case 'email': {
      const e = fields as EmailFields;
      return e.address.trim() ? `E-mail to ${e.address.trim()}` : `E-mail · ${clip(e.subject.trim() || e.message.trim())}`;
    }
    case 'phone':
      return `Call ${(fields as { phone: string }).phone.trim()}`;
    default:
      return label;
  }
}

/** /e/qr-code — the standalone QR generator (vCard, free text, SMS, e-mail, phone). */
export function QrCodePage() {
  const [type, setType] = useState<QrType>('vcard');
  const [values, setValues] = useState<AllFields>(() => ({
    vcard: emptyQrFields('vcard'),
    text: emptyQrFields('text'),
    sms: emptyQrFields('sms'),
    email: emptyQrFields('email'),
    phone: emptyQrFields('phone'),
  }));
  const [missing, setMissing] = useState<Missing | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<QrResult | null>(null);
  const [colours, setColours] = useState({ foreground: '#000000', background: '#ffffff' });

  useEffect(() => preloadQrLibrary(), []);

  function setField(name: string, value: string) {
    const next = { ...values[type], [name]: value } as QrFieldsByType[typeof type];
    setValues((all) => ({ ...all, [type]: next }));
    // The hint goes away as soon as the missing field is filled in.
    if (missing?.type === type && !qrMissing(type, next)) setMissing(null);
  }

  async function onGenerate(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setError(null);
    const fields = values[type];
    const why = qrMissing(type, fields);
    if (why) {
      // The spec generates nothing here; say what is missing and go to it.
      setMissing({ type, ...why });
      document.getElementById(fieldId(type, why.fields[0]!))?.focus();
      return;
    }
    setMissing(null);
    const payload = qrPayload(type, fields)!;
    setBusy(true);
    try {
      const dataUrl = await qrPngDataUrl(payload, colours);
      const warning = qrColourWarning(colours.foreground, colours.background);
      setResult({
        dataUrl,
        payload,
        fileName: QR_TYPES.find((t) => t.type === type)!.fileName,
        summary: summarize(type, fields),
        warning: warning ? { title: warning.title, message: warning.message } : undefined,
      });
    } catch (err) {
      console.error('QR generation failed', err);
      setError('The QR code could not be generated. Please check your connection and try again.');
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

  const form = QR_FORMS[type] as { intro: string; fields: QrFieldDef[] };
  const current = values[type] as unknown as Record<string, string>;
  const hint = missing?.type === type ? missing : null;

  return (
    <div className="page">
      <PageHeader title="QR Code Generator" description="Create a QR code for a contact card, text, SMS, e-mail or phone call and download it as a PNG." />
      <Card className="qr-generator">
        <QrTypeTabs
          value={type}
          onChange={(t) => {
            setType(t);
            setError(null);
          }}
        />
        <div role="tabpanel" id={panelId(type)} aria-labelledby={tabId(type)} className="qr-panel">
          <form key={type} className="qr-form" onSubmit={onGenerate} noValidate aria-labelledby={tabId(type)} aria-describedby={`qr-${type}-intro`}>
            <p id={`qr-${type}-intro`} className="qr-form__intro">
              {form.intro}
            </p>
            <div className="qr-form__grid">
              {form.fields.map((f) => {
                const common = {
                  id: fieldId(type, f.name),
                  name: f.name,
                  label: f.label,
                  value: current[f.name] ?? '',
                  placeholder: f.placeholder,
                  className: f.wide ? 'qr-form__wide' : undefined,
                  error: hint?.fields.includes(f.name) ? true : undefined,
                  'aria-describedby': hint?.fields.includes(f.name) ? hintId(type) : undefined,
                };
                return f.multiline ? (
                  <TextArea key={f.name} {...common} onChange={(e) => setField(f.name, e.target.value)} />
                ) : (
                  <TextField
                    key={f.name}
                    {...common}
                    type={f.type ?? 'text'}
                    inputMode={f.inputMode}
                    autoComplete={f.autoComplete}
                    spellCheck={f.type === 'email' || f.type === 'url' || f.type === 'tel' ? false : undefined}
                    onChange={(e) => setField(f.name, e.target.value)}
                  />
                );
              })}
            </div>
            <QrColourFields
              foreground={colours.foreground}
              background={colours.background}
              onForegroundChange={(foreground) => setColours((c) => ({ ...c, foreground }))}
              onBackgroundChange={(background) => setColours((c) => ({ ...c, background }))}
            />
            <div className="qr-form__status" aria-live="polite">
              {hint && (
                <Alert tone="info" id={hintId(type)}>
                  {hint.message}
                </Alert>
              )}
            </div>
            {error && <Alert tone="error">{error}</Alert>}
            <div className="qr-form__actions">
              <Button id={generateId(type)} type="submit" size="lg" loading={busy}>
                Generate
              </Button>
            </div>
          </form>
        </div>
      </Card>
      <QrResultModal result={result} onClose={closeResult} />
    </div>
  );
}
