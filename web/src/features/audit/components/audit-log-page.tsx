import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { MSG, summarizeAuditChanges, type AuditFilters, type AuditVerification } from '@kisa/shared';
import { PageHeader, SettingsTabs } from '@/components/layout';
import { Alert, Button, Card, TextField } from '@/components/ui';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPending } from '@/components/ui/load-error';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/use-can';
import { auditApi, useAuditPage } from '../api/audit';
import { actionLabel, actorLabel, apiFilters, verificationText } from '../lib/audit-text';
import './audit-log.css';

/** Examples of an action and a target type as the API names them (code, the same in every language). */
const EXAMPLE = { action: 'updateLink', target: 'link' } as const;
const NO_FILTERS = { actor: '', action: '', target: '', from: '', to: '' };
const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : MSG.unknownError);

/**
 * /e/audit (Settings → Audit log, owners and admins): the team's audit log newest first — time,
 * who, what, on what, the changes, the address (truncated) — filtered by actor, action, target
 * and days; the filtered entries as CSV; and "Verify chain", which asks the API to check every
 * entry's hash and link and says whether the chain holds or which entry is the first broken.
 */
export function AuditLogPage() {
  const t = useT();
  const allowed = useCan('audit:read');
  const [form, setForm] = useState(NO_FILTERS);
  const [filters, setFilters] = useState<AuditFilters>({});
  const [cursors, setCursors] = useState<string[]>([]);
  const page = useAuditPage(filters, cursors.at(-1));
  const [verifying, setVerifying] = useState(false);
  const [verified, setVerified] = useState<{ result?: AuditVerification; error?: string } | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(apiFilters(form));
    setCursors([]);
  };
  const clear = () => {
    setForm(NO_FILTERS);
    setFilters({});
    setCursors([]);
  };
  const verify = async () => {
    setVerifying(true);
    setVerified(null);
    try {
      setVerified({ result: await auditApi.verify() });
    } catch (error) {
      setVerified({ error: messageOf(error) });
    } finally {
      setVerifying(false);
    }
  };
  const exportCsv = async () => {
    setExportError(null);
    await auditApi.exportCsv(filters).catch((error: unknown) => setExportError(messageOf(error)));
  };
  const turn = (next: string[]) => {
    setCursors(next);
    heading.current?.focus();
  };

  if (!allowed) {
    return (
      <div className="page">
        <PageHeader title={t('audit.title')} />
        <SettingsTabs />
        <Alert tone="info">{t('audit.notAllowed')}</Alert>
      </div>
    );
  }

  const entries = page.data?.entries;
  let body: ReactNode;
  if (!entries) {
    body = (
      <ListPending
        className="audit-card__state"
        source={page}
        errorTitle={t('audit.loadError')}
        label={t('audit.loading')}
        columns={[130, '15%', '15%', '20%', '30%', 90]}
        rows={5}
      />
    );
  } else if (entries.length === 0) {
    body = (
      <EmptyState title={Object.values(filters).some(Boolean) ? t('audit.noMatch') : t('audit.none')}>
        <p>{t('audit.emptyText')}</p>
      </EmptyState>
    );
  } else {
    body = (
      <DataTable
        caption={t('audit.caption')}
        className="audit-table"
        stacked
        columns={[
          { label: t('audit.col.time') },
          { label: t('audit.col.who') },
          { label: t('audit.col.action') },
          { label: t('audit.col.target') },
          { label: t('audit.col.changes') },
          { label: t('audit.col.address') },
        ]}
      >
        {entries.map((e) => (
          <tr key={e.seq} data-seq={e.seq} data-action={e.action}>
            <td className="nowrap">
              <time dateTime={e.at} title={t('audit.entry', { seq: String(e.seq) })}>
                {formatDateTime(e.at)}
              </time>
            </td>
            <td data-label={t('audit.col.who')}>
              <span title={`${e.actor.kind} ${e.actor.id}`}>{actorLabel(e.actor)}</span>
            </td>
            <td data-label={t('audit.col.action')}>
              {actionLabel(e.action)}
              {e.status >= 400 && <span className="audit-table__refused">{t('audit.refused')}</span>}
            </td>
            <td data-label={t('audit.col.target')}>
              <span className="audit-table__target">
                {e.target.type} <code>{e.target.id}</code>
              </span>
            </td>
            <td data-label={t('audit.col.changes')} className="audit-table__changes">
              {summarizeAuditChanges(e.changes) || <span className="muted">—</span>}
            </td>
            <td data-label={t('audit.col.address')} className="nowrap">
              {e.ip || <span className="muted">—</span>}
            </td>
          </tr>
        ))}
      </DataTable>
    );
  }

  const nextCursor = page.data?.nextCursor;
  return (
    <div className="page">
      <PageHeader
        title={t('audit.title')}
        description={t('audit.description')}
        actions={
          <>
            <Button variant="secondary" onClick={() => void exportCsv()}>
              {t('audit.export')}
            </Button>
            <Button onClick={() => void verify()} loading={verifying}>
              {t('audit.verify')}
            </Button>
          </>
        }
      />
      <SettingsTabs />
      {verified?.result && (
        <Alert tone={verified.result.ok ? 'success' : 'error'} title={verified.result.ok ? t('audit.verified') : t('audit.broken')}>
          {verificationText(verified.result)}
        </Alert>
      )}
      {verified?.error && <Alert title={t('audit.verifyFailed')}>{verified.error}</Alert>}
      {exportError && <Alert title={t('audit.exportFailed')}>{exportError}</Alert>}
      <Card>
        <form className="audit-filters" onSubmit={apply} aria-label={t('audit.filters')}>
          <TextField label={t('audit.filter.actor')} value={form.actor} onChange={(e) => setForm({ ...form, actor: e.target.value })} maxLength={200} />
          <TextField
            label={t('audit.filter.action')}
            placeholder={EXAMPLE.action}
            value={form.action}
            onChange={(e) => setForm({ ...form, action: e.target.value })}
            maxLength={200}
          />
          <TextField
            label={t('audit.filter.target')}
            placeholder={EXAMPLE.target}
            value={form.target}
            onChange={(e) => setForm({ ...form, target: e.target.value })}
            maxLength={200}
          />
          <TextField label={t('audit.filter.from')} type="date" value={form.from} onChange={(e) => setForm({ ...form, from: e.target.value })} />
          <TextField label={t('audit.filter.to')} type="date" value={form.to} onChange={(e) => setForm({ ...form, to: e.target.value })} />
          <div className="audit-filters__actions">
            <Button type="submit">{t('audit.apply')}</Button>
            <Button variant="secondary" onClick={clear}>
              {t('audit.clear')}
            </Button>
          </div>
        </form>
      </Card>
      <Card aria-labelledby="audit-entries-title">
        <h2 id="audit-entries-title" className="section-title" tabIndex={-1} ref={heading}>
          {t('audit.entries')}
        </h2>
        {body}
        {(cursors.length > 0 || nextCursor) && (
          <nav className="audit-pager" aria-label={t('audit.pages')}>
            <Button variant="secondary" disabled={cursors.length === 0} onClick={() => turn(cursors.slice(0, -1))}>
              {t('audit.newer')}
            </Button>
            <span className="muted" aria-live="polite">
              {t('audit.page', { page: cursors.length + 1 })}
            </span>
            <Button variant="secondary" disabled={!nextCursor} onClick={() => nextCursor && turn([...cursors, nextCursor])}>
              {t('audit.older')}
            </Button>
          </nav>
        )}
      </Card>
    </div>
  );
}
