import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { MSG, SECOND_FACTOR_MSG, type TotpEnrolment } from '@kisa/shared';
import { Alert, Button, Card, Spinner } from '@/components/ui';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useT } from '@/lib/i18n';
import { totpApi, useSecondFactors } from '../api/totp';
import { TotpReauthDialog } from './totp-reauth-dialog';
import { TotpRecoveryCodes } from './totp-recovery-codes';
import { TotpSetup } from './totp-setup';
import './totp-card.css';

type Change = 'turnOff' | 'newCodes';

/**
 * Settings → Security → Authenticator app: set it up (QR code, confirm with a code), its recovery
 * codes shown once (copy, download), new codes and turning it off — both need a recent sign-in:
 * on the API's "sign in again" the dialog signs in afresh and the change is retried. A person sent
 * here because their team requires a second factor is told so.
 */
export function TotpCard() {
  const t = useT();
  const location = useLocation();
  const required = (location.state as { secondFactorRequired?: unknown } | null)?.secondFactorRequired === true;
  const { data, error, mutate } = useSecondFactors();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [confirmOff, setConfirmOff] = useState(false);
  const [reauthFor, setReauthFor] = useState<Change | null>(null);

  async function start() {
    setBusy(true);
    setProblem(null);
    setNotice(null);
    try {
      setEnrolment(await totpApi.start());
    } catch (err) {
      setProblem((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  async function change(which: Change) {
    setBusy(true);
    setProblem(null);
    setNotice(null);
    try {
      if (which === 'turnOff') {
        setNotice((await totpApi.turnOff()).message);
        setConfirmOff(false);
      } else {
        setCodes((await totpApi.newRecoveryCodes()).recoveryCodes);
      }
      await mutate();
    } catch (err) {
      const message = (err as Error).message;
      if (message === SECOND_FACTOR_MSG.recentSignInRequired) setReauthFor(which);
      else setProblem(message);
    } finally {
      setBusy(false);
    }
  }

  const on = data?.totp === true;
  return (
    <Card className="totp-card" aria-labelledby="totp-title">
      <h2 id="totp-title" className="totp-card__title">
        {t('security.totp.title')}
      </h2>
      {required && !on && <Alert tone="warning">{MSG.teamRequiresSecondFactor}</Alert>}
      <p className="totp-card__text">{t('security.totp.text')}</p>
      {error && <Alert tone="error">{error.message}</Alert>}
      {!data && !error && <Spinner />}
      {problem && <Alert tone="error">{problem}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
      {codes ? (
        <TotpRecoveryCodes codes={codes} onSaved={() => setCodes(null)} />
      ) : enrolment ? (
        <TotpSetup
          enrolment={enrolment}
          onCancel={() => setEnrolment(null)}
          onConfirmed={(recoveryCodes) => {
            setEnrolment(null);
            setCodes(recoveryCodes);
            void mutate();
          }}
        />
      ) : data && on ? (
        <>
          <p className="totp-card__status">
            <strong>{t('security.totp.on')}</strong> {t('security.totp.codesLeft', { n: data.recoveryCodesLeft })}
          </p>
          <div className="totp-card__actions">
            <Button variant="secondary" loading={busy && reauthFor === null && !confirmOff} onClick={() => void change('newCodes')}>
              {t('security.totp.newCodes')}
            </Button>
            <Button variant="danger" onClick={() => setConfirmOff(true)}>
              {t('security.totp.turnOff')}
            </Button>
          </div>
        </>
      ) : (
        data && (
          <Button onClick={() => void start()} loading={busy}>
            {t('security.totp.setUp')}
          </Button>
        )
      )}
      <ConfirmDialog
        open={confirmOff}
        title={t('security.totp.turnOffTitle')}
        confirmLabel={t('security.totp.turnOff')}
        busy={busy}
        onConfirm={() => void change('turnOff')}
        onClose={() => setConfirmOff(false)}
      >
        {t('security.totp.turnOffText')}
      </ConfirmDialog>
      <TotpReauthDialog
        open={reauthFor !== null}
        onClose={() => setReauthFor(null)}
        onDone={() => {
          const which = reauthFor;
          setReauthFor(null);
          if (which) void change(which);
        }}
      />
    </Card>
  );
}
