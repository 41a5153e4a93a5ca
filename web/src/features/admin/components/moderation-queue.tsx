import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { displayUrl, isTeamAction, MODERATION_NOTE_MAX, type ModerationActionName, type ModerationCase } from '@kisa/shared';
import { Alert, Button, useToast } from '@/components/ui';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DateText } from '@/components/ui/date-text';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { TextArea } from '@/components/ui/text-area';
import { formatCount } from '@/lib/format';
import { translatedRecord, useT } from '@/lib/i18n';
import { shortLabel, shortLabelOfUrl } from '@/lib/short-links';
import { isModerationKey, moderationApi, useModerationQueue, type QueueStatus } from '../api/moderation';
import { flagText, LINK_STATE_LABEL, REASON_LABEL, REASON_TEXT, reasonsText } from '../lib/moderation-text';
import { AdminListCard } from './admin-list-card';
import { CursorPager, useCursorPages } from './cursor-pager';

/** Actions that take a confirmation (and an optional note for the audit log). */
type Confirmed = 'disableLink' | 'disableTeam';
interface Pending {
  item: ModerationCase;
  action: Confirmed;
}

const BUTTON_LABEL: Readonly<Record<ModerationActionName, string>> = translatedRecord({
  disableLink: 'admin.action.disableLink',
  enableLink: 'admin.action.enableLink',
  clearFlag: 'admin.action.clearFlag',
  dismiss: 'admin.action.dismiss',
  disableTeam: 'admin.action.disableTeam',
  enableTeam: 'admin.action.enableTeam',
});

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
  const t = useT();
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
        title={t('admin.queue.title')}
        className="mod-card"
        source={queue}
        loadError={t('admin.queue.loadError')}
        tools={
          // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not form fields: no fieldset box or legend
          <div className="mod-segment" role="group" aria-label={t('admin.queue.cases')}>
            {(['open', 'resolved'] as const).map((s) => (
              <button key={s} type="button" className="mod-segment__btn" aria-pressed={status === s} onClick={() => show(s)}>
                {s === 'open' ? t('admin.queue.open') : t('admin.queue.resolved')}
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
        loading={<SkeletonRows label={t('admin.queue.loading')} columns={['30%', '40%', 80]} rows={4} />}
        empty={
          <EmptyState title={status === 'open' ? t('admin.queue.emptyOpen') : t('admin.queue.emptyResolved')}>
            {status === 'open' ? t('admin.queue.emptyOpenText') : t('admin.queue.emptyResolvedText')}
          </EmptyState>
        }
        note={status === 'open' ? t('admin.queue.noteOpen') : t('admin.queue.noteResolved')}
        pager={<CursorPager label={t('admin.queue.pages')} page={pages.page} nextCursor={queue.data?.cursor} onNext={pages.next} onPrevious={pages.previous} />}
      >
        {(shown) => (
          <ul className="mod-cases" aria-label={status === 'open' ? t('admin.queue.openCases') : t('admin.queue.resolvedCases')}>
            {shown.items.map((c) => (
              <CaseItem key={c.linkId} item={c} busy={busy} onAction={(a) => ask(c, a)} />
            ))}
          </ul>
        )}
      </AdminListCard>
      <ConfirmDialog
        open={!!pending}
        title={pending?.action === 'disableTeam' ? t('admin.queue.disableTeamTitle') : t('admin.queue.disableLinkTitle')}
        confirmLabel={pending?.action === 'disableTeam' ? BUTTON_LABEL.disableTeam : BUTTON_LABEL.disableLink}
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
                {t('admin.queue.disableTeamBefore')}
                <strong>{pending.item.teamName || pending.item.teamId}</strong>
                {t('admin.queue.disableTeamAfter')}
              </p>
            ) : (
              <p>
                {t('admin.queue.disableLinkBefore')}
                <strong>{caseLabel(pending.item)}</strong>
                {t('admin.queue.disableLinkMiddle')}
                <span className="mod-url">{displayUrl(pending.item.longUrl)}</span>
                {t('admin.queue.disableLinkAfter')}
              </p>
            )}
            <TextArea label={t('admin.queue.note')} rows={2} maxLength={MODERATION_NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
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
  const t = useT();
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
          {c.teamDisabled && <span className="badge mod-state mod-state--disabled">{t('admin.case.teamDisabled')}</span>}
          {c.status === 'resolved' && <span className="badge badge--muted">{t('admin.case.resolved')}</span>}
        </div>
      </div>
      <p className="mod-case__target">
        <span className="sr-only">{t('admin.case.destination')}</span>
        <span className="mod-url" title={c.longUrl}>
          {displayUrl(c.longUrl)}
        </span>
      </p>
      <dl className="mod-case__facts">
        <div>
          <dt>{t('admin.case.team')}</dt>
          <dd>{c.teamName || c.teamId}</dd>
        </div>
        <div>
          <dt>{t('admin.case.clicks')}</dt>
          <dd>{formatCount(c.totalClicks)}</dd>
        </div>
        <div>
          <dt>{t('admin.case.reports')}</dt>
          <dd>
            {formatCount(c.reports)}
            {reasons && <span className="muted"> ({reasons})</span>}
          </dd>
        </div>
        <div>
          <dt>{t('admin.case.lastActivity')}</dt>
          <dd>
            <DateText iso={c.updatedAt} />
          </dd>
        </div>
      </dl>
      {c.flags.length > 0 && (
        <div className="mod-case__flags">
          <strong className="mod-case__label">{t('admin.case.flagged')}</strong>
          <ul>
            {c.flags.map((f) => (
              <li key={f}>{flagText(f)}</li>
            ))}
          </ul>
        </div>
      )}
      {c.recentReports.length > 0 && (
        <details className="mod-case__reports">
          <summary>{t('admin.case.latestReports', { n: c.recentReports.length, count: formatCount(c.recentReports.length) })}</summary>
          <ul>
            {c.recentReports.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: reports have no id and may share a time; the list is read-only
              <li key={`${r.at}-${i}`}>
                <DateText iso={r.at} /> · <span title={REASON_TEXT[r.reason]}>{REASON_LABEL[r.reason]}</span>
                {r.details && <q className="mod-case__details">{r.details}</q>}
                {r.contact && (
                  <span className="muted">
                    {' '}
                    · {t('admin.case.from')} <a href={`mailto:${r.contact}`}>{r.contact}</a>
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
