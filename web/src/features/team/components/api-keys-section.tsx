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
import { useT } from '@/lib/i18n';

/**
 * API keys of the current team: create one (name, what it may do, optional last day; shown once,
 * with a copy button), list them with their scopes, creator, created, last used and expiry (an
 * expired one says so), revoke with a confirmation. Owners and admins see and revoke every key of
 * the team; others their own.
 */
export function ApiKeysSection() {
  const t = useT();
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
    list = <LoadError title={t('keys.loadError')} source={keys} />;
  } else if (!keys.data) {
    list = <SkeletonRows label={t('keys.loading')} columns={['25%', '30%', 80]} rows={2} />;
  } else if (keys.data.items.length === 0) {
    list = <p className="muted">{wholeTeam ? t('keys.noneTeam') : t('keys.noneMine')}</p>;
  } else {
    list = (
      <DataTable
        caption={wholeTeam ? t('keys.captionTeam') : t('keys.captionMine')}
        stacked
        columns={[
          { label: t('keys.col.name') },
          { label: t('keys.col.key') },
          { label: t('keys.col.may') },
          { label: t('keys.col.by') },
          { label: t('keys.col.created') },
          { label: t('keys.col.used') },
          { label: t('keys.col.expires') },
          { label: <span className="sr-only">{t('keys.col.actions')}</span>, kind: 'actions' },
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
            <td data-label={t('keys.col.may')}>
              {k.scopes.length ? (
                <ul className="scope-chips" aria-label={t('keys.scopesOf', { name: k.name })}>
                  {k.scopes.map((s) => (
                    <li key={s} className="scope-chip mono">
                      {s}
                    </li>
                  ))}
                </ul>
              ) : (
                t('keys.everything')
              )}
            </td>
            <td data-label={t('keys.col.by')}>{k.creator.id === me?.id ? t('keys.you') : k.creator.name || t('keys.former')}</td>
            <td data-label={t('keys.col.created')}>
              <DateText iso={k.createdAt} />
            </td>
            <td data-label={t('keys.col.used')}>{k.lastUsedAt ? <DateText iso={k.lastUsedAt} /> : t('keys.never')}</td>
            <td data-label={t('keys.col.expires')}>
              {k.expired ? <StatusPill tone="danger">{t('keys.expired')}</StatusPill> : k.expiresAt ? <DateText iso={k.expiresAt} /> : t('keys.never')}
            </td>
            <td className="dt-actions">
              <Button variant="secondary" onClick={() => revocation.ask(k)} aria-label={t('keys.revokeName', { name: k.name })}>
                {t('keys.revoke')}
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
          <h2 id="api-keys-title">{t('keys.title')}</h2>
          <p className="muted">
            {t('keys.introBefore')}
            <span className="mono">{`Authorization: Bearer ${API_KEY_PREFIX}…`}</span>
            {t('keys.introAfter')}
          </p>
          <p className="muted">
            {t('keys.referenceBefore')}
            {/* A new document: the reference is sent a CSP of its own (shared/src/security-headers.ts INLINE_STYLE_PAGES). */}
            <Link to={paths.apiReference} reloadDocument>
              {t('keys.reference')}
            </Link>
            .
          </p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Icon name="plus" />
          {t('keys.create')}
        </Button>
      </div>
      <div className="settings-grid" style={{ marginTop: 'var(--space-5)' }}>
        {list}
      </div>

      <ApiKeyCreateDialog open={creating} onClose={() => setCreating(false)} onCreated={onCreated} />
      <NewKeyModal created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog title={t('keys.revokeTitle')} confirmLabel={t('keys.revokeConfirm')} {...revocation.dialog}>
        {revoking && (
          <p>
            {t('keys.revokeBefore')}
            <strong>{revoking.name}</strong> (<span className="mono">{API_KEY_PREFIX + revoking.prefix}…</span>){t('keys.revokeAfter')}
          </p>
        )}
      </ConfirmDialog>
    </Card>
  );
}

/** Shows a new key once, with a copy button and a clear note that it will not be shown again. */
function NewKeyModal({ created, onClose }: { created: CreatedApiKey | null; onClose: () => void }) {
  const t = useT();
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
      title={t('keys.newTitle')}
      initialFocus={inputRef}
      footer={
        <Button
          onClick={() => {
            setCopied(false);
            onClose();
          }}
        >
          {t('links.create.done')}
        </Button>
      }
    >
      {created && (
        <div className="form">
          <Alert tone="warning">{MSG.apiKeyShownOnce}</Alert>
          <label className="field__label" htmlFor="new-api-key">
            {t('keys.keyName', { name: created.name })}
          </label>
          <div className="key-reveal">
            <input ref={inputRef} id="new-api-key" className="field__input" readOnly value={created.key} onFocus={(e) => e.target.select()} />
            <Button variant="secondary" onClick={() => void copy()}>
              <Icon name="copy" />
              {copied ? t('common.copied') : t('common.copy')}
            </Button>
          </div>
          <p role="status" className="muted">
            {copied ? t('keys.copiedToClipboard') : ''}
          </p>
        </div>
      )}
    </Modal>
  );
}
