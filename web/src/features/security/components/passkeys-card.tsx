import { useState, type FormEvent } from 'react';
import { MSG, PASSKEY_NAME_MAX } from '@kisa/shared';
import { Alert, Button, Card, Spinner, TextField } from '@/components/ui';
import { useT } from '@/lib/i18n';
import { addPasskey, promptFailure, usePasskeys } from '../api/passkeys';
import { PasskeyRow } from './passkeys-row';
import './passkeys-card.css';

/**
 * Settings → Security → Passkeys: the person's passkeys (name, added, last used), adding one with
 * the browser's own prompt, renaming and removing. A passkey signs in without a password and
 * counts as a second factor after one.
 */
export function PasskeysCard() {
  const t = useT();
  const { data, error, mutate } = usePasskeys();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function onAdd(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setNotice(null);
    if (!name.trim()) return setProblem(MSG.passkeyNameRequired);
    setBusy(true);
    try {
      await addPasskey(name.trim());
      setName('');
      setNotice(MSG.passkeyAdded);
      await mutate();
    } catch (err) {
      setProblem(promptFailure(err));
    } finally {
      setBusy(false);
    }
  }

  const passkeys = data?.passkeys ?? [];
  return (
    <Card className="passkeys-card" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title" className="passkeys-card__title">
        {t('security.passkeys.title')}
      </h2>
      <p className="passkeys-card__text">{t('security.passkeys.text')}</p>
      {error && <Alert tone="error">{error.message}</Alert>}
      {!data && !error && <Spinner />}
      {data && passkeys.length === 0 && <p className="passkeys-card__text">{t('security.passkeys.none')}</p>}
      {passkeys.length > 0 && (
        <ul className="passkey-list" aria-label={t('security.passkeys.list')}>
          {passkeys.map((passkey) => (
            <PasskeyRow
              key={passkey.id}
              passkey={passkey}
              onChanged={(message) => {
                setNotice(message);
                void mutate();
              }}
            />
          ))}
        </ul>
      )}
      {notice && <Alert tone="success">{notice}</Alert>}
      <form className="form passkey-add" onSubmit={onAdd} noValidate aria-label={t('security.passkeys.add')}>
        {problem && <Alert tone="error">{problem}</Alert>}
        <TextField
          label={t('security.passkeys.name')}
          placeholder={t('security.passkeys.namePlaceholder')}
          maxLength={PASSKEY_NAME_MAX}
          value={name}
          onChange={(e) => setName(e.target.value)}
          hint={t('security.passkeys.nameHint')}
        />
        <Button type="submit" variant="secondary" loading={busy}>
          {t('security.passkeys.add')}
        </Button>
      </form>
    </Card>
  );
}
