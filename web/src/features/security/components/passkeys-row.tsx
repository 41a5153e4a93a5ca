import { useState } from 'react';
import { MSG, PASSKEY_NAME_MAX, type Passkey } from '@kisa/shared';
import { Alert, Button, TextField } from '@/components/ui';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DateText } from '@/components/ui/date-text';
import { useT } from '@/lib/i18n';
import { removePasskey, renamePasskey } from '../api/passkeys';

/** One passkey of the list: its name, when it was added and last used; rename in place, remove after a confirmation. */
export function PasskeyRow({ passkey, onChanged }: { passkey: Passkey; onChanged: (message: string) => void }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>, message: string) {
    setBusy(true);
    setProblem(null);
    try {
      await action();
      setEditing(false);
      setConfirming(false);
      onChanged(message);
    } catch (err) {
      setProblem((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="passkey-row">
      {editing ? (
        <form
          className="passkey-row__rename"
          onSubmit={(e) => {
            e.preventDefault();
            run(() => renamePasskey(passkey.id, name.trim()), MSG.passkeyRenamed);
          }}
          aria-label={t('security.passkeys.renameOf', { name: passkey.name })}
        >
          <TextField label={t('security.passkeys.newName')} maxLength={PASSKEY_NAME_MAX} value={name} onChange={(e) => setName(e.target.value)} autoFocus />
          <Button type="submit" loading={busy}>
            {t('common.save')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setEditing(false);
              setName(passkey.name);
              setProblem(null);
            }}
          >
            {t('common.cancel')}
          </Button>
        </form>
      ) : (
        <div className="passkey-row__main">
          <strong className="passkey-row__name">{passkey.name}</strong>
          <span className="passkey-row__meta">
            {t('security.passkeys.added')} <DateText iso={passkey.createdAt} /> · {t('security.passkeys.lastUsed')} <DateText iso={passkey.lastUsedAt} />
          </span>
          <span className="passkey-row__actions">
            <Button variant="ghost" onClick={() => setEditing(true)} aria-label={t('security.passkeys.renameOf', { name: passkey.name })}>
              {t('security.passkeys.rename')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setProblem(null);
                setConfirming(true);
              }}
              aria-label={t('security.passkeys.removeOf', { name: passkey.name })}
            >
              {t('security.passkeys.remove')}
            </Button>
          </span>
        </div>
      )}
      {problem && !confirming && <Alert tone="error">{problem}</Alert>}
      <ConfirmDialog
        open={confirming}
        title={t('security.passkeys.removeTitle')}
        confirmLabel={t('security.passkeys.removeConfirm')}
        busy={busy}
        error={confirming ? problem : null}
        onConfirm={() => run(() => removePasskey(passkey.id), MSG.passkeyRemoved)}
        onClose={() => setConfirming(false)}
      >
        <p>{t('security.passkeys.removeText', { name: passkey.name })}</p>
      </ConfirmDialog>
    </li>
  );
}
