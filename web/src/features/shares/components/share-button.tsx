import { useState, type FormEvent } from 'react';
import { SHARE_MSG, type CreatedShare, type Share, type ShareTargetKind } from '@kisa/shared';
import { Alert, Button, TextField, useToast } from '@/components/ui';
import { CopyButton } from '@/components/ui/copy-button';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { useCan } from '@/lib/use-can';
import { createShare, revokeShare, useShares } from '../api/shares';
import './shares.css';

export interface ShareTarget {
  kind: ShareTargetKind;
  id: string;
}

const NOUN = { link: 'link', campaign: 'campaign', tag: 'tag' } as const;

/**
 * The analytics' Share button: a dialog that makes a read-only URL of this link's, campaign's or
 * tag's analytics (optionally a password, an expiry and the visitor log) and lists the ones made
 * before, each revocable. Shown to those who may share (`shares:write`); nothing for no target.
 */
export function ShareButton({ target }: { target: ShareTarget | null }) {
  const canShare = useCan('shares:write');
  const [open, setOpen] = useState(false);
  if (!target || !canShare) return null;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Share
      </Button>
      {open && <ShareDialog target={target} onClose={() => setOpen(false)} />}
    </>
  );
}

function ShareDialog({ target, onClose }: { target: ShareTarget; onClose: () => void }) {
  const shares = useShares();
  const mine = (shares.data?.items ?? []).filter((s) => s.target.kind === target.kind && s.target.id === target.id && s.status === 'active');
  const [created, setCreated] = useState<CreatedShare | null>(null);
  return (
    <Modal open title={`Share this ${NOUN[target.kind]}'s analytics`} onClose={onClose} size="md">
      {created?.url ? (
        <div className="form">
          <Alert tone="success">Anyone with this link can see the dashboard{created.password.enabled ? ' after the password' : ''}.</Alert>
          <p className="share-dialog__url">
            <code>{created.url}</code>
            <CopyButton text={created.url} label="Copy link" copiedMessage="Link copied" />
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
      <h3>Shared now</h3>
      {mine.length ? <ShareList shares={mine} onChanged={() => void shares.mutate()} /> : <p className="muted">No active shared dashboard of it.</p>}
    </Modal>
  );
}

function ShareForm({ target, onCreated }: { target: ShareTarget; onCreated: (share: CreatedShare) => void }) {
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
    <form className="form" onSubmit={submit} noValidate aria-label="New shared dashboard">
      {error && (
        <Alert id="share-form-error" tone="error">
          {error.message}
        </Alert>
      )}
      <TextField
        label="Password (optional)"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={error?.field === 'password'}
        aria-describedby={error?.field === 'password' ? 'share-form-error' : undefined}
      />
      <TextField
        label="Available until (optional)"
        type="date"
        value={expires}
        onChange={(e) => setExpires(e.target.value)}
        error={error?.field === 'expires'}
        aria-describedby={error?.field === 'expires' ? 'share-form-error' : undefined}
      />
      {canExport && (
        <label className="alert-form__check">
          <input type="checkbox" checked={visitors} onChange={(e) => setVisitors(e.target.checked)} /> Include the visitor log (time, place, device and IP of
          each visit)
        </label>
      )}
      <Button type="submit" loading={busy}>
        Create link
      </Button>
    </form>
  );
}

/** Shares with their settings and a Revoke button each (the URL answers "no longer available" at once). */
export function ShareList({ shares, onChanged, withTarget = false }: { shares: readonly Share[]; onChanged: () => void; withTarget?: boolean }) {
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
                {NOUN[s.target.kind]}: {s.target.name} ·{' '}
              </strong>
            )}
            made {new Date(s.createdAt).toLocaleDateString()} by {s.createdBy.name}
            {s.password.enabled && ' · password'}
            {s.visitors && ' · visitor log'}
            {s.expiresAt && ` · until ${new Date(s.expiresAt).toLocaleDateString()}`}
            {s.status !== 'active' && ` · ${s.status}`}
          </span>
          {s.status === 'active' && (
            <Button
              variant="secondary"
              loading={busy === s.id}
              onClick={() => void revoke(s)}
              aria-label={`Revoke the shared dashboard made ${new Date(s.createdAt).toLocaleString()}`}
            >
              Revoke
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
