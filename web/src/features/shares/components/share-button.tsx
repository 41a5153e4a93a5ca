import { useState, type FormEvent } from 'react';
import { SHARE_MSG, type CreatedShare, type Share, type ShareTargetKind } from '@kisa/shared';
import { Alert, Button, TextField, useToast } from '@/components/ui';
import { CopyButton } from '@/components/ui/copy-button';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/use-can';
import { createShare, revokeShare, useShares } from '../api/shares';
import './shares.css';

export interface ShareTarget {
  kind: ShareTargetKind;
  id: string;
}

/**
 * The analytics' Share button: a dialog that makes a read-only URL of this link's, campaign's or
 * tag's analytics (optionally a password, an expiry and the visitor log) and lists the ones made
 * before, each revocable. Shown to those who may share (`shares:write`); nothing for no target.
 */
export function ShareButton({ target }: { target: ShareTarget | null }) {
  const t = useT();
  const canShare = useCan('shares:write');
  const [open, setOpen] = useState(false);
  if (!target || !canShare) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('shares.button')}
      </Button>
      {open && <ShareDialog target={target} onClose={() => setOpen(false)} />}
    </>
  );
}

function ShareDialog({ target, onClose }: { target: ShareTarget; onClose: () => void }) {
  const t = useT();
  const shares = useShares();
  const mine = (shares.data?.items ?? []).filter((s) => s.target.kind === target.kind && s.target.id === target.id && s.status === 'active');
  const [created, setCreated] = useState<CreatedShare | null>(null);
  return (
    <Modal open title={t('shares.dialog.title', { kind: target.kind })} onClose={onClose} size="md">
      {created?.url ? (
        <div className="form">
          <Alert tone="success">{t(created.password.enabled ? 'shares.dialog.createdWithPassword' : 'shares.dialog.created')}</Alert>
          <p className="share-dialog__url">
            <code>{created.url}</code>
            <CopyButton text={created.url} label={t('shares.dialog.copy')} copiedMessage={t('shares.dialog.copied')} />
          </p>
        </div>
      ) : (
        <ShareForm
          target={target}
          onCreated={(share) => {
            setCreated(share);
            void shares.mutate();
          }}
        />
      )}
      <h3>{t('shares.dialog.sharedNow')}</h3>
      {mine.length ? <ShareList shares={mine} onChanged={() => void shares.mutate()} /> : <p className="muted">{t('shares.dialog.noneActive')}</p>}
    </Modal>
  );
}

function ShareForm({ target, onCreated }: { target: ShareTarget; onCreated: (share: CreatedShare) => void }) {
  const t = useT();
  const [password, setPassword] = useState('');
  const [expires, setExpires] = useState('');
  const [visitors, setVisitors] = useState(false);
  const [error, setError] = useState<{ message: string; field?: 'password' | 'expires' } | null>(null);
  const [busy, setBusy] = useState(false);
  const canExport = useCan('visitors:export');

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const expiresAt = expires ? new Date(`${expires}T23:59:59`).toISOString() : null;
      onCreated(await createShare({ target, ...(password ? { password } : {}), expiresAt, visitors }));
    } catch (err) {
      const message = (err as Error).message;
      const code = err instanceof ApiError ? err.code : undefined;
      setError({ message, field: code === 'share-password-invalid' ? 'password' : code === 'share-expiry-invalid' ? 'expires' : undefined });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-label={t('shares.form.label')}>
      {error && (
        <Alert id="share-form-error" tone="error">
          {error.message}
        </Alert>
      )}
      <TextField
        label={t('shares.form.password')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error?.field === 'password'}
        aria-describedby={error?.field === 'password' ? 'share-form-error' : undefined}
      />
      <TextField
        label={t('shares.form.expires')}
        type="date"
        value={expires}
        onChange={(e) => setExpires(e.target.value)}
        error={error?.field === 'expires'}
        aria-describedby={error?.field === 'expires' ? 'share-form-error' : undefined}
      />
      {canExport && (
        <label className="alert-form__check">
          <input type="checkbox" checked={visitors} onChange={(e) => setVisitors(e.target.checked)} /> {t('shares.form.visitors')}
        </label>
      )}
      <Button type="submit" loading={busy}>
        {t('shares.form.submit')}
      </Button>
    </form>
  );
}

/** Shares with their settings and a Revoke button each (the URL answers "no longer available" at once). */
export function ShareList({ shares, onChanged, withTarget = false }: { shares: readonly Share[]; onChanged: () => void; withTarget?: boolean }) {
  const t = useT();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const revoke = async (share: Share) => {
    setBusy(share.id);
    try {
      await revokeShare(share.id);
      toast(SHARE_MSG.revoked);
      onChanged();
    } catch (err) {
      toast((err as Error).message, 'error');
    } finally {
      setBusy(null);
    }
  };
  return (
    <ul className="share-list">
      {shares.map((s) => (
        <li key={s.id} className="share-list__item">
          <span>
            {withTarget && (
              <strong>
                {t('shares.list.kind', { kind: s.target.kind })}: {s.target.name} ·{' '}
              </strong>
            )}
            {t('shares.list.made', { date: formatDate(s.createdAt), name: s.createdBy.name })}
            {s.password.enabled && t('shares.list.password')}
            {s.visitors && t('shares.list.visitors')}
            {s.expiresAt && t('shares.list.until', { date: formatDate(s.expiresAt) })}
            {s.status !== 'active' && t('shares.list.status', { status: s.status })}
          </span>
          {s.status === 'active' && (
            <Button
              variant="secondary"
              loading={busy === s.id}
              onClick={() => void revoke(s)}
              aria-label={t('shares.list.revokeLabel', { date: formatDateTime(s.createdAt) })}
            >
              {t('shares.list.revoke')}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
