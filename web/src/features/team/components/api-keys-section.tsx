import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { API_KEY_PREFIX, checkApiKeyName, MSG, type ApiKeyInfo, type CreatedApiKey } from '@kisa/shared';
import { Alert, Button, Card, TextField, useToast } from '@/components/ui';
import { LoadError } from '@/components/ui/load-error';
import { ConfirmDialog, useConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { DateText } from '@/components/ui/date-text';
import { Modal } from '@/components/ui/modal';
import { SkeletonRows } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useFormError } from '@/lib/use-form';
import { keysApi, useApiKeys } from '../api/team';
import { Icon } from '@/components/ui/icon';

/**
 * Personal API keys: create a named key (shown once, with a copy button), list keys by
 * prefix with created and last-used times, revoke with a confirmation.
 */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const toast = useToast();
  const [name, setName] = useState('');
  const { errors, fail, clear, fieldChanged } = useFormError<'name'>();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  async function create(e: FormEvent) {
    e.preventDefault();
    if (creating) return;
    const problem = checkApiKeyName(name);
    if (problem) {
      fail(problem, ['name']);
      nameRef.current?.focus();
      return;
    }
    setCreating(true);
    clear();
    try {
      const key = await keysApi.create(name.trim());
      setCreated(key);
      setName('');
      const { key: _shownOnce, ...info } = key;
      void keys.mutate((current) => ({ items: [...(current?.items ?? []).filter((k) => k.id !== info.id), info] }), { revalidate: false });
    } catch (err) {
      fail((err as Error).message, ['name']);
    } finally {
      setCreating(false);
    }
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
    list = <LoadError title="Your API keys could not be loaded" source={keys} />;
  } else if (!keys.data) {
    list = <SkeletonRows label="Loading your API keys" columns={['25%', '30%', 80]} rows={2} />;
  } else if (keys.data.items.length === 0) {
    list = <p className="muted">You have no API keys yet.</p>;
  } else {
    list = (
      <DataTable
        caption="Your API keys"
        stacked
        columns={[
          { label: 'Name' },
          { label: 'Key' },
          { label: 'Created' },
          { label: 'Last used' },
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
            <td data-label="Created">
              <DateText iso={k.createdAt} />
            </td>
            <td data-label="Last used">{k.lastUsedAt ? <DateText iso={k.lastUsedAt} /> : 'Never'}</td>
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
            Automate Kisa with <span className="mono">Authorization: Bearer {API_KEY_PREFIX}…</span>. A key acts as you; revoke it when you no longer need it.
            Resetting your password revokes every key.
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
      </div>
      <form className="key-form field-row" onSubmit={create} noValidate>
        <TextField
          ref={nameRef}
          label="Key name"
          placeholder="e.g. CI deploy"
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            fieldChanged('name');
          }}
          error={errors.name}
          autoComplete="off"
        />
        <Button type="submit" loading={creating}>
          <Icon name="plus" />
          Create key
        </Button>
      </form>
      <div className="settings-grid" style={{ marginTop: 'var(--space-5)' }}>
        {list}
      </div>

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
