import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { API_KEY_PREFIX, MSG, type ApiKeyInfo, type CreatedApiKey } from '@kisa/shared';
import { Alert, Button, Card, useToast } from '@/components/ui';
import { LoadError } from '@/components/ui/load-error';
import { ConfirmDialog, useConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { DateText } from '@/components/ui/date-text';
import { Modal } from '@/components/ui/modal';
import { SkeletonRows } from '@/components/ui/skeleton';
import { StatusPill } from '@/components/ui/status-pill';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/session';
import { useCan } from '@/lib/use-can';
import { keysApi, useApiKeys } from '../api/team';
import { ApiKeyCreateDialog } from './api-key-create-dialog';
import { Icon } from '@/components/ui/icon';
import './api-keys.css';

/**
 * API keys of the current team: create one (name, what it may do, optional last day; shown once,
 * with a copy button), list them with their scopes, creator, created, last used and expiry (an
 * expired one says so), revoke with a confirmation. Owners and admins see and revoke every key of
 * the team; others their own.
 */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const toast = useToast();
  const me = useUser();
  const wholeTeam = useCan('team:write');
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  function onCreated(key: CreatedApiKey) {
    setCreated(key);
    const { key: _shownOnce, ...info } = key;
    void keys.mutate((current) => ({ items: [...(current?.items ?? []).filter((k) => k.id !== info.id), info] }), { revalidate: false });
  }

  const revocation = useConfirmDialog<ApiKeyInfo>({
    run: (key) => keysApi.revoke(key.id),
    done: ({ id, name }) => {
      toast(`The key “${name}” was revoked.`);
      void keys.mutate((current) => ({ items: (current?.items ?? []).filter((k) => k.id !== id) }), { revalidate: false });
    },
  });
  const revoking = revocation.item;

  let list: ReactNode;
  if (!keys.data && keys.error) {
    list = <LoadError title="API keys could not be loaded" source={keys} />;
  } else if (!keys.data) {
    list = <SkeletonRows label="Loading API keys" columns={['25%', '30%', 80]} rows={2} />;
  } else if (keys.data.items.length === 0) {
    list = <p className="muted">{wholeTeam ? 'Your team has no API keys yet.' : 'You have no API keys yet.'}</p>;
  } else {
    list = (
      <DataTable
        caption={wholeTeam ? "Your team's API keys" : 'Your API keys'}
        stacked
        columns={[
          { label: 'Name' },
          { label: 'Key' },
          { label: 'May do' },
          { label: 'Created by' },
          { label: 'Created' },
          { label: 'Last used' },
          { label: 'Expires' },
          { label: <span className="sr-only">Actions</span>, kind: 'actions' },
        ]}
      >
        {keys.data.items.map((k) => (
          <tr key={k.id} data-key-prefix={k.prefix}>
            <td>
              <strong>{k.name}</strong>
            </td>
            <td className="mono">
              {API_KEY_PREFIX}
              {k.prefix}…
            </td>
            <td data-label="May do">
              {k.scopes.length ? (
                <ul className="scope-chips" aria-label={`Scopes of ${k.name}`}>
                  {k.scopes.map((s) => (
                    <li key={s} className="scope-chip mono">
                      {s}
                    </li>
                  ))}
                </ul>
              ) : (
                'Everything its creator may'
              )}
            </td>
            <td data-label="Created by">{k.creator.id === me?.id ? 'You' : k.creator.name || 'A former member'}</td>
            <td data-label="Created">
              <DateText iso={k.createdAt} />
            </td>
            <td data-label="Last used">{k.lastUsedAt ? <DateText iso={k.lastUsedAt} /> : 'Never'}</td>
            <td data-label="Expires">{k.expired ? <StatusPill tone="danger">Expired</StatusPill> : k.expiresAt ? <DateText iso={k.expiresAt} /> : 'Never'}</td>
            <td className="dt-actions">
              <Button variant="secondary" onClick={() => revocation.ask(k)} aria-label={`Revoke ${k.name}`}>
                Revoke
              </Button>
            </td>
          </tr>
        ))}
      </DataTable>
    );
  }

  return (
    <Card aria-labelledby="api-keys-title">
      <div className="section-head">
        <div>
          <h2 id="api-keys-title">API keys</h2>
          <p className="muted">
            Automate Kisa with <span className="mono">Authorization: Bearer {API_KEY_PREFIX}…</span>. A key works in this team, does only what it was given
            (never more than its creator's role) and stops on its last day or when revoked. Resetting your password revokes every key of yours.
          </p>
          <p className="muted">
            Every operation, and a first request to try with a new key, in the{' '}
            {/* A new document: the reference is sent a CSP of its own (shared/src/security-headers.ts INLINE_STYLE_PAGES). */}
            <Link to={paths.apiReference} reloadDocument>
              API reference
            </Link>
            .
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Icon name="plus" />
          Create key
        </Button>
      </div>
      <div className="settings-grid" style={{ marginTop: 'var(--space-5)' }}>
        {list}
      </div>

      <ApiKeyCreateDialog open={creating} onClose={() => setCreating(false)} onCreated={onCreated} />
      <NewKeyModal created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog title="Revoke API key?" confirmLabel="Revoke key" {...revocation.dialog}>
        {revoking && (
          <p>
            Requests using <strong>{revoking.name}</strong> (<span className="mono">{API_KEY_PREFIX + revoking.prefix}…</span>) will be refused immediately.
          </p>
        )}
      </ConfirmDialog>
    </Card>
  );
}

/** Shows a new key once, with a copy button and a clear note that it will not be shown again. */
function NewKeyModal({ created, onClose }: { created: CreatedApiKey | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  async function copy() {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.key);
    } catch {
      // Clipboard refused (permissions, insecure context): select it for a manual copy.
      inputRef.current?.select();
    }
    setCopied(true);
  }
  return (
    <Modal
      open={!!created}
      onClose={() => {
        setCopied(false);
        onClose();
      }}
      title="Your new API key"
      initialFocus={inputRef}
      footer={
        <Button
          onClick={() => {
            setCopied(false);
            onClose();
          }}
        >
          Done
        </Button>
      }
    >
      {created && (
        <div className="form">
          <Alert tone="warning">{MSG.apiKeyShownOnce}</Alert>
          <label className="field__label" htmlFor="new-api-key">
            API key “{created.name}”
          </label>
          <div className="key-reveal">
            <input ref={inputRef} id="new-api-key" className="field__input" readOnly value={created.key} onFocus={(e) => e.target.select()} />
            <Button variant="secondary" onClick={() => void copy()}>
              <Icon name="copy" />
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </div>
          <p role="status" className="muted">
            {copied ? 'Copied to the clipboard.' : ''}
          </p>
        </div>
      )}
    </Modal>
  );
}
