import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { displayUrl, isTeamAction, MODERATION_NOTE_MAX, REPORT_REASON_TEXT, type ModerationActionName, type ModerationCase } from '@kisa/shared';
import { Alert, Button, useToast } from '@/components/ui';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DateText } from '@/components/ui/date-text';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { TextArea } from '@/components/ui/text-area';
import { formatCount } from '@/lib/format';
import { shortLabel, shortLabelOfUrl } from '@/lib/short-links';
import { isModerationKey, moderationApi, useModerationQueue, type QueueStatus } from '../api/moderation';
import { flagText, LINK_STATE_LABEL, reasonsText, REASON_LABEL } from '../lib/moderation-text';
import { AdminListCard } from './admin-list-card';
import { CursorPager, useCursorPages } from './cursor-pager';

/** Actions that take a confirmation (and an optional note for the audit log). */
type Confirmed = 'disableLink' | 'disableTeam';
interface Pending {
  item: ModerationCase;
  action: Confirmed;
}

const BUTTON_LABEL: Record<ModerationActionName, string> = {
  disableLink: 'Disable link',
  enableLink: 'Enable link',
  clearFlag: 'Clear flag',
  dismiss: 'Dismiss reports',
  disableTeam: 'Disable team',
  enableTeam: 'Enable team',
};

/** The actions a case offers now, in the order shown (the backend's: moderate.ts). */
function actionsOf(c: ModerationCase): ModerationActionName[] {
  const out: ModerationActionName[] = [];
  if (c.linkState === 'disabled') out.push('enableLink');
  else if (c.linkState !== 'deleted') out.push('disableLink');
  if (c.linkState === 'flagged') out.push('clearFlag');
  if (c.status === 'open') out.push('dismiss');
  out.push(c.teamDisabled ? 'enableTeam' : 'disableTeam');
  return out;
}

/**
 * The moderation queue: links visitors reported or screening flagged, across teams,
 * latest activity first — open cases, or those already acted on. Each case shows its short
 * link, the destination decoded (`displayUrl`, as text: an admin should not follow it by
 * accident), team, clicks, reports by reason with the latest ones, the flags and the state; its
 * actions are the API's. Disabling a link or a team asks first (with a note for the audit log).
 */
export function ModerationQueue() {
  const [status, setStatus] = useState<QueueStatus>('open');
  const pages = useCursorPages();
  const queue = useModerationQueue(status, pages.cursor);
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [note, setNote] = useState('');

  function show(next: QueueStatus) {
    if (next === status) return;
    setStatus(next);
    pages.reset();
    setError(null);
  }

  async function run(item: ModerationCase, action: ModerationActionName, withNote?: string) {
    setBusy(`${item.linkId}:${action}`);
    setError(null);
    try {
      const trimmed = withNote?.trim();
      const { message } = await moderationApi.act({
        action,
        ...(isTeamAction(action) ? { teamId: item.teamId } : { linkId: item.linkId }),
        ...(trimmed ? { note: trimmed } : {}),
      });
      toast(message);
      setPending(null);
      setNote('');
      // The case moves (open → resolved), the team's other cases change, the log has a new line.
      await mutate(isModerationKey);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(null);
    }
  }

  function ask(item: ModerationCase, action: ModerationActionName) {
    setError(null);
    if (action === 'disableLink' || action === 'disableTeam') {
      setNote('');
      setPending({ item, action });
    } else void run(item, action);
  }

  return (
    <>
      <AdminListCard
        title="Reported and flagged links"
        className="mod-card"
        source={queue}
        loadError="The moderation queue could not be loaded"
        tools={
          // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not form fields: no fieldset box or legend
          <div className="mod-segment" role="group" aria-label="Cases">
            {(['open', 'resolved'] as const).map((s) => (
              <button key={s} type="button" className="mod-segment__btn" aria-pressed={status === s} onClick={() => show(s)}>
                {s === 'open' ? 'Open' : 'Resolved'}
              </button>
            ))}
          </div>
        }
        refresh
        notice={
          error && !pending ? (
            <div className="admin-card__state">
              <Alert tone="error">{error}</Alert>
            </div>
          ) : null
        }
        loading={<SkeletonRows label="Loading the moderation queue" columns={['30%', '40%', 80]} rows={4} />}
        empty={
          <EmptyState title={status === 'open' ? 'Nothing to review.' : 'No resolved cases yet.'}>
            {status === 'open'
              ? 'Links visitors report and links screening flags at creation show up here.'
              : 'Cases an admin acted on are kept here, so an action can be undone.'}
          </EmptyState>
        }
        note={status === 'open' ? 'Latest activity first' : 'Acted on, latest first'}
        pager={<CursorPager label="Moderation queue pages" page={pages.page} nextCursor={queue.data?.cursor} onNext={pages.next} onPrevious={pages.previous} />}
      >
        {(shown) => (
          <ul className="mod-cases" aria-label={status === 'open' ? 'Open cases' : 'Resolved cases'}>
            {shown.items.map((c) => (
              <CaseItem key={c.linkId} item={c} busy={busy} onAction={(a) => ask(c, a)} />
            ))}
          </ul>
        )}
      </AdminListCard>
      <ConfirmDialog
        open={!!pending}
        title={pending?.action === 'disableTeam' ? 'Disable team?' : 'Disable link?'}
        confirmLabel={pending?.action === 'disableTeam' ? 'Disable team' : 'Disable link'}
        busy={!!pending && busy === `${pending.item.linkId}:${pending.action}`}
        error={error}
        onConfirm={() => pending && void run(pending.item, pending.action, note)}
        onClose={() => {
          setPending(null);
          setError(null);
        }}
      >
        {pending && (
          <>
            {pending.action === 'disableTeam' ? (
              <p>
                Every link of the team <strong>{pending.item.teamName || pending.item.teamId}</strong> stops within seconds: visitors get the “link disabled”
                page and no click is counted. You can enable the team again later.
              </p>
            ) : (
              <p>
                Visitors of <strong>{caseLabel(pending.item)}</strong> get the “link disabled” page (410) instead of{' '}
                <span className="mod-url">{displayUrl(pending.item.longUrl)}</span>, and no click is counted. You can enable it again later.
              </p>
            )}
            <TextArea
              label="Note for the audit log (optional)"
              rows={2}
              maxLength={MODERATION_NOTE_MAX}
              value={note}
              onChange={(e) => setNote(e.target.value)}
            />
          </>
        )}
      </ConfirmDialog>
    </>
  );
}

/** The case's short link as `{host}/{code}`: the API's short link (on the link's own domain), else the code on this app's. */
function caseLabel(c: Pick<ModerationCase, 'code' | 'shortLink'>): string {
  return c.shortLink ? shortLabelOfUrl(c.shortLink) : shortLabel(c.code);
}

function CaseItem({ item: c, busy, onAction }: { item: ModerationCase; busy: string | null; onAction: (action: ModerationActionName) => void }) {
  const titleId = useId();
  const label = caseLabel(c);
  const reasons = reasonsText(c.reasons);
  return (
    <li className="mod-case" data-link-id={c.linkId}>
      <div className="mod-case__head">
        <h3 id={titleId} className="mod-case__title">
          <span className="mod-case__code">{label}</span>
          {c.title && <span className="mod-case__name"> — {c.title}</span>}
        </h3>
        <div className="mod-case__badges">
          <span className={`badge mod-state mod-state--${c.linkState}`}>{LINK_STATE_LABEL[c.linkState]}</span>
          {c.teamDisabled && <span className="badge mod-state mod-state--disabled">Team disabled</span>}
          {c.status === 'resolved' && <span className="badge badge--muted">Resolved</span>}
        </div>
      </div>
      <p className="mod-case__target">
        <span className="sr-only">Destination: </span>
        <span className="mod-url" title={c.longUrl}>
          {displayUrl(c.longUrl)}
        </span>
      </p>
      <dl className="mod-case__facts">
        <div>
          <dt>Team</dt>
          <dd>{c.teamName || c.teamId}</dd>
        </div>
        <div>
          <dt>Clicks</dt>
          <dd>{formatCount(c.totalClicks)}</dd>
        </div>
        <div>
          <dt>Reports</dt>
          <dd>
            {formatCount(c.reports)}
            {reasons && <span className="muted"> ({reasons})</span>}
          </dd>
        </div>
        <div>
          <dt>Last activity</dt>
          <dd>
            <DateText iso={c.updatedAt} />
          </dd>
        </div>
      </dl>
      {c.flags.length > 0 && (
        <div className="mod-case__flags">
          <strong className="mod-case__label">Flagged at creation:</strong>
          <ul>
            {c.flags.map((f) => (
              <li key={f}>{flagText(f)}</li>
            ))}
          </ul>
        </div>
      )}
      {c.recentReports.length > 0 && (
        <details className="mod-case__reports">
          <summary>Latest {c.recentReports.length === 1 ? 'report' : `${c.recentReports.length} reports`}</summary>
          <ul>
            {c.recentReports.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: reports have no id and may share a time; the list is read-only
              <li key={`${r.at}-${i}`}>
                <DateText iso={r.at} /> · <span title={REPORT_REASON_TEXT[r.reason]}>{REASON_LABEL[r.reason]}</span>
                {r.details && <q className="mod-case__details">{r.details}</q>}
                {r.contact && (
                  <span className="muted">
                    {' '}
                    · from <a href={`mailto:${r.contact}`}>{r.contact}</a>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </details>
      )}
      <div className="mod-case__actions">
        {actionsOf(c).map((a) => (
          <Button
            key={a}
            variant={a === 'disableLink' ? 'danger' : a === 'disableTeam' ? 'ghost' : 'secondary'}
            loading={busy === `${c.linkId}:${a}`}
            disabled={busy !== null && busy !== `${c.linkId}:${a}`}
            onClick={() => onAction(a)}
            aria-label={`${BUTTON_LABEL[a]} ${isTeamAction(a) ? c.teamName || c.teamId : label}`}
          >
            {BUTTON_LABEL[a]}
          </Button>
        ))}
      </div>
    </li>
  );
}
