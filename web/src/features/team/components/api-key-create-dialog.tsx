import { useId, useRef, useState, type FormEvent } from 'react';
import { API_KEY_MAX_DAYS, checkApiKeyName, grantableKeyScopes, scopeGroups, scopesOfRole, type CreatedApiKey, type Scope } from '@kisa/shared';
import { Alert, Button, TextField } from '@/components/ui';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/lib/i18n';
import { useUser } from '@/lib/session';
import { useMe } from '@/lib/use-me';
import { keysApi } from '../api/team';

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * Create an API key: its name, what it may do (the scopes your role has, by area, all ticked to
 * begin with; a key never gets more than your role) and, if it should stop, the last day it works.
 */
export function ApiKeyCreateDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (key: CreatedApiKey) => void }) {
  const t = useT();
  const local = useUser();
  const { data: me } = useMe();
  const user = me ?? local;
  const grantable = grantableKeyScopes(user ? (user.scopes ?? scopesOfRole(user.teamRole)) : []);
  const [name, setName] = useState('');
  const [picked, setPicked] = useState<Set<Scope> | null>(null);
  const [expires, setExpires] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const scopes = picked ?? new Set(grantable);
  const today = new Date();

  function close() {
    setName('');
    setPicked(null);
    setExpires('');
    setError(null);
    onClose();
  }

  function toggle(scope: Scope, on: boolean) {
    const next = new Set(scopes);
    if (on) next.add(scope);
    else next.delete(scope);
    setPicked(next);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const problem = checkApiKeyName(name) ?? (scopes.size === 0 ? t('team.keyDialog.noScope') : null);
    if (problem) {
      setError(problem);
      nameRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      // The chosen day works to its end, in your time zone.
      const expiresAt = expires ? new Date(`${expires}T23:59:59`).toISOString() : undefined;
      const created = await keysApi.create({ name: name.trim(), scopes: grantable.filter((s) => scopes.has(s)), ...(expiresAt ? { expiresAt } : {}) });
      close();
      onCreated(created);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('team.keyDialog.title')}
      size="lg"
      initialFocus={nameRef}
      busy={busy}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} loading={busy}>
            {t('team.keyDialog.create')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} className="form" onSubmit={submit} noValidate>
        {error && <Alert tone="error">{error}</Alert>}
        <TextField
          ref={nameRef}
          label={t('team.keyDialog.name')}
          placeholder={t('team.keyDialog.namePlaceholder')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          autoComplete="off"
        />
        <div className="key-scopes">
          <p className="field__label">{t('team.keyDialog.may')}</p>
          <p className="field__hint">{t('team.keyDialog.mayHint')}</p>
          {scopeGroups(grantable).map(([group, list]) => (
            <fieldset key={group} className="key-scopes__group">
              <legend className="key-scopes__name">{group}</legend>
              {list.map((scope) => (
                <label key={scope} className="key-scopes__scope">
                  <input type="checkbox" checked={scopes.has(scope)} onChange={(e) => toggle(scope, e.target.checked)} disabled={busy} />
                  <span className="mono">{scope}</span>
                </label>
              ))}
            </fieldset>
          ))}
        </div>
        <TextField
          label={t('team.keyDialog.expires')}
          type="date"
          value={expires}
          min={isoDay(new Date(today.getTime() + DAY_MS))}
          max={isoDay(new Date(today.getTime() + (API_KEY_MAX_DAYS - 1) * DAY_MS))}
          onChange={(e) => setExpires(e.target.value)}
          hint={t('team.keyDialog.expiresHint', { days: API_KEY_MAX_DAYS })}
        />
      </form>
    </Modal>
  );
}
