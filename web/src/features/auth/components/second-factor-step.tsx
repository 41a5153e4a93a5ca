import { useState, type FormEvent } from 'react';
import { SECOND_FACTOR_MSG, type User } from '@kisa/shared';
import { Alert, Button, TextField } from '@/components/ui';
import { ApiError } from '@/lib/api-client';
import { secondFactorApi, type SecondStep } from '../api/second-factor';
import { useT } from '@/lib/i18n';

/**
 * Sign-in's second step: the code from the authenticator app (the phone's keyboard offers the
 * code from a text message or the app: autocomplete="one-time-code"), or a recovery code, or a
 * passkey when the person has one. `onSignedIn` gets the user; `onRestart` goes back to the
 * password when the step has ended (expired, used, too many wrong codes).
 */
export function SecondFactorStep({ step, onSignedIn, onRestart }: { step: SecondStep; onSignedIn: (user: User) => void; onRestart: () => void }) {
  const canCode = step.methods.includes('totp');
  const [mode, setMode] = useState<'code' | 'recovery'>(canCode ? 'code' : 'recovery');
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [ended, setEnded] = useState(false);

  async function run(attempt: () => Promise<{ user: User }>) {
    setBusy(true);
    setProblem(null);
    try {
      onSignedIn((await attempt()).user);
    } catch (err) {
      setProblem((err as Error).message);
      setEnded(err instanceof ApiError && err.message === SECOND_FACTOR_MSG.stepEnded);
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const typed = value.trim();
    if (mode === 'code' && !/^\d{6}$/.test(typed)) return setProblem(SECOND_FACTOR_MSG.codeFormat);
    if (!typed) return setProblem(mode === 'code' ? SECOND_FACTOR_MSG.codeFormat : SECOND_FACTOR_MSG.wrongRecoveryCode);
    void run(() => (mode === 'code' ? secondFactorApi.withCode(step.challenge, typed) : secondFactorApi.withRecoveryCode(step.challenge, typed)));
  }

  function switchTo(next: 'code' | 'recovery') {
    setMode(next);
    setValue('');
    setProblem(null);
  }

  const passkey = step.methods.includes('passkey') ? step.passkey : undefined;
  const t = useT();
  return (
    <form className="form second-factor-step" onSubmit={onSubmit} noValidate aria-label={t('auth.second.form')}>
      <h2 className="second-factor-step__title">{t('auth.second.title')}</h2>
      {problem && <Alert tone="error">{problem}</Alert>}
      {ended ? (
        <Button type="button" size="lg" block onClick={onRestart}>
          {t('auth.second.again')}
        </Button>
      ) : (
        <>
          {(canCode || step.methods.includes('recovery')) && (
            <>
              {mode === 'code' ? (
                <TextField
                  key="code"
                  label={t('auth.second.code')}
                  autoComplete="one-time-code"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  maxLength={6}
                  autoFocus
                  value={value}
                  onChange={(e) => setValue(e.target.value.replace(/\D/g, ''))}
                  hint={t('auth.second.codeHint')}
                />
              ) : (
                <TextField
                  key="recovery"
                  label={t('auth.second.recovery')}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  autoFocus
                  value={value}
                  onChange={(e) => setValue(e.target.value)}
                  hint={t('auth.second.recoveryHint')}
                />
              )}
              <Button type="submit" size="lg" block loading={busy}>
                {t('auth.second.verify')}
              </Button>
              {canCode && (
                <Button type="button" variant="secondary" block onClick={() => switchTo(mode === 'code' ? 'recovery' : 'code')}>
                  {mode === 'code' ? t('auth.second.useRecovery') : t('auth.second.useApp')}
                </Button>
              )}
            </>
          )}
          {passkey && (
            <Button
              type="button"
              variant="secondary"
              block
              loading={busy && !value}
              onClick={() => void run(() => secondFactorApi.withPasskey(step.challenge, passkey))}
            >
              {t('auth.second.usePasskey')}
            </Button>
          )}
          <Button type="button" variant="ghost" block onClick={onRestart}>
            {t('common.back')}
          </Button>
        </>
      )}
    </form>
  );
}
