import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { MSG, summarizeAuditChanges, type AuditFilters, type AuditVerification } from '@kisa/shared';
import { PageHeader, SettingsTabs } from '@/components/layout';
import { Alert, Button, Card, TextField } from '@/components/ui';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { ListPending } from '@/components/ui/load-error';
import { formatDateTime } from '@/lib/format';
import { useCan } from '@/lib/use-can';
import { auditApi, useAuditPage } from '../api/audit';
import { actionLabel, actorLabel, apiFilters, verificationText } from '../lib/audit-text';
import './audit-log.css';

const NO_FILTERS = { actor: '', action: '', target: '', from: '', to: '' };
const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : MSG.unknownError);

/**
 * /e/audit (Settings → Audit log, owners and admins): the team's audit log newest first — time,
 * who, what, on what, the changes, the address (truncated) — filtered by actor, action, target
 * and days; the filtered entries as CSV; and "Verify chain", which asks the API to check every
 * entry's hash and link and says whether the chain holds or which entry is the first broken.
 */
export function AuditLogPage() {
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
        <PageHeader title="Audit log" />
        <SettingsTabs />
        <Alert tone="info">The audit log is for the team’s owners and admins.</Alert>
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
        errorTitle="The audit log could not be loaded"
        label="Loading the audit log"
        columns={[130, '15%', '15%', '20%', '30%', 90]}
        rows={5}
      />
    );
  } else if (entries.length === 0) {
    body = (
      <EmptyState title={Object.values(filters).some(Boolean) ? 'No entries match these filters' : 'No entries yet'}>
        <p>Every change made in the team — links, members, keys, settings — and every sign-in is recorded here, each entry sealed to the one before.</p>
      </EmptyState>
    );
  } else {
    body = (
      <DataTable
        caption="The team's audit log, newest first: time, who, action, target, changes, address"
        className="audit-table"
        stacked
        columns={[{ label: 'Time' }, { label: 'Who' }, { label: 'Action' }, { label: 'Target' }, { label: 'Changes' }, { label: 'Address' }]}
      >
        {entries.map((e) => (
          <tr key={e.seq} data-seq={e.seq} data-action={e.action}>
            <td className="nowrap">
              <time dateTime={e.at} title={`Entry #${e.seq}`}>
                {formatDateTime(e.at)}
              </time>
            </td>
            <td data-label="Who">
              <span title={`${e.actor.kind} ${e.actor.id}`}>{actorLabel(e.actor)}</span>
            </td>
            <td data-label="Action">
              {actionLabel(e.action)}
              {e.status >= 400 && <span className="audit-table__refused"> (refused)</span>}
            </td>
            <td data-label="Target">
              <span className="audit-table__target">
                {e.target.type} <code>{e.target.id}</code>
              </span>
            </td>
            <td data-label="Changes" className="audit-table__changes">
              {summarizeAuditChanges(e.changes) || <span className="muted">—</span>}
            </td>
            <td data-label="Address" className="nowrap">
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
        title="Audit log"
        description="Who changed what in your team, and when. Each entry is sealed to the one before, so an entry altered or removed shows."
        actions={
          <>
            <Button variant="secondary" onClick={() => void exportCsv()}>
              Export CSV
            </Button>
            <Button onClick={() => void verify()} loading={verifying}>
              Verify chain
            </Button>
          </>
        }
      />
      <SettingsTabs />
      {verified?.result && (
        <Alert tone={verified.result.ok ? 'success' : 'error'} title={verified.result.ok ? 'Chain verified' : 'Chain broken'}>
          {verificationText(verified.result)}
        </Alert>
      )}
      {verified?.error && <Alert title="The chain could not be verified">{verified.error}</Alert>}
      {exportError && <Alert title="The export failed">{exportError}</Alert>}
      <Card>
        <form className="audit-filters" onSubmit={apply} aria-label="Filter the audit log">
          <TextField label="Who (user or key id)" value={form.actor} onChange={(e) => setForm({ ...form, actor: e.target.value })} maxLength={200} />
          <TextField
            label="Action"
            placeholder="updateLink"
            value={form.action}
            onChange={(e) => setForm({ ...form, action: e.target.value })}
            maxLength={200}
          />
          <TextField
            label="Target (id or type)"
            placeholder="link"
            value={form.target}
            onChange={(e) => setForm({ ...form, target: e.target.value })}
            maxLength={200}
          />
          <TextField label="From" type="date" value={form.from} onChange={(e) => setForm({ ...form, from: e.target.value })} />
          <TextField label="To" type="date" value={form.to} onChange={(e) => setForm({ ...form, to: e.target.value })} />
          <div className="audit-filters__actions">
            <Button type="submit">Apply filters</Button>
            <Button variant="secondary" onClick={clear}>
              Clear
            </Button>
          </div>
        </form>
      </Card>
      <Card aria-labelledby="audit-entries-title">
        <h2 id="audit-entries-title" className="section-title" tabIndex={-1} ref={heading}>
          Entries
        </h2>
        {body}
        {(cursors.length > 0 || nextCursor) && (
          <nav className="audit-pager" aria-label="Audit log pages">
            <Button variant="secondary" disabled={cursors.length === 0} onClick={() => turn(cursors.slice(0, -1))}>
              Newer
            </Button>
            <span className="muted" aria-live="polite">
              Page {cursors.length + 1}
            </span>
            <Button variant="secondary" disabled={!nextCursor} onClick={() => nextCursor && turn([...cursors, nextCursor])}>
              Older
            </Button>
          </nav>
        )}
      </Card>
    </div>
  );
}
