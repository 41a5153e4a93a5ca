import { useState, type FormEvent } from 'react';
import { SECOND_FACTOR_MSG } from '@kisa/shared';
import { Alert, Button, TextField } from '@/components/ui';
import { Modal } from '@/components/ui/modal';
import { useLocalize, useT } from '@/lib/i18n';
import { getUser, setUser } from '@/lib/session';
import { totpApi } from '../api/totp';

/**
 * "Sign in again": a change of one's second factors needs a sign-in within the last 10 minutes.
 * Asks for the password, then — when the account has a second factor — its code (or a recovery
 * code), signs in afresh (a new session, its cookie set), and calls `onDone` so the change is retried.
 */
export function TotpReauthDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const t = useT();
  const localize = useLocalize();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [challenge, setChallenge] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  function close() {
    setPassword('');
    setCode('');
    setChallenge(null);
    setProblem(null);
    onClose();
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setBusy(true);
    try {
      if (challenge) {
        const { user } = await totpApi.secondStep(challenge, code.trim());
        setUser(user);
      } else {
        const answer = await totpApi.signInAgain(getUser()?.email ?? '', password);
        if ('secondFactor' in answer) {
          setChallenge(answer.secondFactor.challenge);
          setBusy(false);
          return;
        }
        setUser(answer.user);
      }
      setBusy(false);
      close();
      onDone();
    } catch (err) {
      const message = (err as Error).message;
      setProblem(message);
      if (message === SECOND_FACTOR_MSG.stepEnded) setChallenge(null);
      setBusy(false);
    }
  }

  return (
    <Modal open={open} title={t('security.reauth.title')} onClose={close} busy={busy} size="sm" description={localize(SECOND_FACTOR_MSG.recentSignInRequired)}>
      <form className="form" onSubmit={onSubmit} noValidate aria-label={t('security.reauth.title')}>
        {problem && <Alert tone="error">{problem}</Alert>}
        {challenge ? (
          <TextField
            key="code"
            label={t('security.reauth.code')}
            autoComplete="one-time-code"
            autoFocus
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        ) : (
          <TextField
            key="password"
            label={t('common.password')}
            type="password"
            autoComplete="current-password"
            autoFocus
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
        <div className="totp-card__actions">
          <Button type="submit" loading={busy}>
            {challenge ? t('security.reauth.verify') : t('security.reauth.continue')}
          </Button>
          <Button variant="ghost" onClick={close} disabled={busy}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
