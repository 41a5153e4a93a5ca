import { useEffect, useState, type FormEvent } from 'react';
import { SECOND_FACTOR_MSG, type TotpEnrolment } from '@kisa/shared';
import { Alert, Button, TextField } from '@/components/ui';
import { useT } from '@/lib/i18n';
import { loadQrCode, qrContent } from '@/lib/qr-encode';
import { totpApi } from '../api/totp';

/**
 * Setting up the app: the QR code of the otpauth:// URI (qrcode, loaded only now) and the secret
 * to type instead, then a code from the app to confirm; `onConfirmed` gets the recovery codes.
 */
export function TotpSetup({ enrolment, onConfirmed, onCancel }: { enrolment: TotpEnrolment; onConfirmed: (codes: string[]) => void; onCancel: () => void }) {
  const t = useT();
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void loadQrCode()
      .then((lib) => lib.toDataURL(qrContent(enrolment.otpauthUrl) as string, { margin: 1, width: 200 }))
      .then((url) => live && setQr(url))
      .catch(() => live && setQr(null));
    return () => {
      live = false;
    };
  }, [enrolment.otpauthUrl]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setProblem(SECOND_FACTOR_MSG.codeFormat);
    setBusy(true);
    setProblem(null);
    try {
      onConfirmed((await totpApi.confirm(code.trim())).recoveryCodes);
    } catch (err) {
      setProblem((err as Error).message);
      setBusy(false);
    }
  }

  return (
    <form className="form totp-setup" onSubmit={onSubmit} noValidate aria-label={t('security.setup.label')}>
      <p className="totp-card__text">{t('security.setup.scan')}</p>
      {qr ? (
        <img className="totp-setup__qr" src={qr} alt={t('security.setup.qrAlt')} width={200} height={200} />
      ) : (
        <div className="totp-setup__qr" aria-hidden="true" />
      )}
      <p className="totp-card__text">
        {t('security.setup.key')}
        <code className="totp-setup__secret">{enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
      </p>
      {problem && <Alert tone="error">{problem}</Alert>}
      <TextField
        label={t('security.setup.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={6}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
      />
      <div className="totp-card__actions">
        <Button type="submit" loading={busy}>
          {t('security.setup.turnOn')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
