import { LIVE_ROWS_SHOWN, type LiveClick } from '@kisa/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/layout';
import { Alert, Button } from '@/components/ui';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { StatusPill } from '@/components/ui/status-pill';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { shortLabel } from '@/lib/short-links';
import { useCan } from '@/lib/use-can';
import { useLiveMessage } from '@/lib/use-live-message';
import { useLiveClicks } from '../api/live-clicks';
import { arrivalsText, mergeClicks, placeText } from '../lib/live-list';
import './live-page.css';

/** How often the live region may speak: a burst of clicks is one announcement. */
const ANNOUNCE_EVERY_MS = 5_000;
const COLUMNS = ['time', 'link', 'place', 'device', 'os', 'browser', 'referrer', 'visit'] as const;

/**
 * /e/live: the team's clicks a few seconds after their redirect, newest first, bots marked —
 * filtered to one link or campaign by `?linkId=` / `?campaignId=` (or a row's link). Pause holds
 * new clicks back (counted) until Resume. A polite live region says how many arrived, at most
 * every few seconds; the table itself is not announced.
 */
export function LivePage() {
  const t = useT();
  const allowed = useCan('analytics:read');
  const [params, setParams] = useSearchParams();
  const linkId = params.get('linkId') ?? undefined;
  const campaignId = params.get('campaignId') ?? undefined;
  const [shown, setShown] = useState<LiveClick[]>([]);
  const [held, setHeld] = useState<LiveClick[]>([]);
  const [paused, setPaused] = useState(false);
  const [said, say] = useLiveMessage();
  const pending = useRef({ count: 0, bots: 0 });

  const onClicks = useCallback(
    (clicks: LiveClick[]) => {
      pending.current.count += clicks.length;
      pending.current.bots += clicks.filter((c) => c.bot).length;
      if (paused) setHeld((h) => mergeClicks(h, clicks, LIVE_ROWS_SHOWN));
      else setShown((s) => mergeClicks(s, clicks, LIVE_ROWS_SHOWN));
    },
    [paused],
  );
  const { status, restart } = useLiveClicks({ linkId, campaignId }, onClicks);

  useEffect(() => {
    const timer = setInterval(() => {
      const { count, bots } = pending.current;
      if (count === 0) return;
      pending.current = { count: 0, bots: 0 };
      const text = arrivalsText(t, count, bots);
      say(paused ? t('live.arrivalsPaused', { text }) : text);
    }, ANNOUNCE_EVERY_MS);
    return () => clearInterval(timer);
  }, [paused, say, t]);

  // A new filter is a new list.
  useEffect(() => {
    void linkId;
    void campaignId;
    setShown([]);
    setHeld([]);
  }, [linkId, campaignId]);

  const togglePause = () => {
    if (paused) {
      setShown((s) => mergeClicks(s, held, LIVE_ROWS_SHOWN));
      setHeld([]);
    }
    setPaused(!paused);
  };
  const filterTo = (next: { linkId?: string; campaignId?: string }) =>
    setParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v)) as Record<string, string>);

  if (!allowed) {
    return (
      <div className="page">
        <PageHeader title={t('live.title')} />
        <Alert tone="info">{t('live.noAccess')}</Alert>
      </div>
    );
  }

  const filtered = linkId !== undefined || campaignId !== undefined;
  return (
    <div className="page live-page">
      <PageHeader
        title={t('live.title')}
        description={t('live.description')}
        actions={
          <Button variant={paused ? 'primary' : 'secondary'} onClick={togglePause}>
            {paused ? t('live.resume') : t('live.pause')}
          </Button>
        }
      />
      <div className="live-page__bar">
        <span data-testid="live-status">
          {status === 'live' && !paused && <StatusPill tone="success">{t('live.status.live')}</StatusPill>}
          {status === 'live' && paused && <StatusPill tone="warning">{t('live.status.paused')}</StatusPill>}
          {status === 'connecting' && <StatusPill tone="neutral">{t('live.status.connecting')}</StatusPill>}
          {status === 'stopped' && <StatusPill tone="danger">{t('live.status.stopped')}</StatusPill>}
        </span>
        {paused && held.length > 0 && <span className="live-page__held">{t('live.held', { count: held.length })}</span>}
        {filtered && (
          <span className="live-page__filter">
            {linkId !== undefined ? t('live.filter.link') : t('live.filter.campaign')} · <Link to={paths.live}>{t('live.filter.all')}</Link>
          </span>
        )}
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="live-announcer">
        {said}
      </p>
      {status === 'stopped' && (
        <Alert title={t('live.stoppedTitle')}>
          {t('live.stoppedText')}{' '}
          <Button variant="secondary" onClick={restart}>
            {t('live.retry')}
          </Button>
        </Alert>
      )}
      {shown.length === 0 ? (
        <EmptyState title={status === 'connecting' ? t('live.status.connecting') : t('live.waitingTitle')}>
          <p>{t('live.emptyText')}</p>
        </EmptyState>
      ) : (
        <DataTable caption={t('live.caption')} className="live-table" stacked columns={COLUMNS.map((key) => ({ label: t(`live.col.${key}`) }))}>
          {shown.map((c) => (
            <tr key={c.id} data-click-id={c.id} className={c.bot ? 'live-table__bot' : undefined}>
              <td className="nowrap">
                <time dateTime={c.time}>{formatDateTime(c.time)}</time>
              </td>
              <td data-label={t('live.col.link')}>
                <button type="button" className="live-table__link" onClick={() => filterTo({ linkId: c.linkId })} title={t('live.onlyThisLink')}>
                  {shortLabel(c.shortUrl, c.domain)}
                </button>
              </td>
              <td data-label={t('live.col.place')}>{placeText(t, c)}</td>
              <td data-label={t('live.col.device')}>{c.platform}</td>
              <td data-label={t('live.col.os')}>{c.os ?? t('live.unknown')}</td>
              <td data-label={t('live.col.browser')}>{c.browser ?? t('live.unknown')}</td>
              <td data-label={t('live.col.referrer')}>{c.referrer ?? t('live.direct')}</td>
              <td data-label={t('live.col.visit')}>
                {c.bot ? <StatusPill tone="warning">{t('live.bot')}</StatusPill> : c.visitType === 'New Visitor' ? t('live.new') : t('live.returning')}
                {c.source === 'qr' && <span className="live-table__qr"> · {t('live.qr')}</span>}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
