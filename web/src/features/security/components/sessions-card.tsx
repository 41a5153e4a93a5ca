import type { ReactNode } from 'react';
import type { SessionInfo, SignInMethod } from '@kisa/shared';
import { Button, Card, useToast } from '@/components/ui';
import { ConfirmDialog, useConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { DateText } from '@/components/ui/date-text';
import { LoadError } from '@/components/ui/load-error';
import { SkeletonRows } from '@/components/ui/skeleton';
import { StatusPill } from '@/components/ui/status-pill';
import { translatedRecord, translateNow, useT } from '@/lib/i18n';
import { clearUser } from '@/lib/session';
import { sessionsApi, useSessions } from '../api/sessions';

const METHOD_LABEL = translatedRecord<SignInMethod>({
  pwd: 'security.method.pwd',
  otp: 'security.method.otp',
  rec: 'security.method.rec',
  hwk: 'security.method.hwk',
  sso: 'security.method.sso',
});

/** What a session's device reads as: browser on OS (device kind), else what was kept. */
export function deviceLabel(s: Pick<SessionInfo, 'browser' | 'os' | 'device' | 'userAgent'>): string {
  const what = s.os
    ? s.browser
      ? translateNow('security.sessions.deviceOn', { browser: s.browser, os: s.os })
      : translateNow('security.sessions.onOs', { os: s.os })
    : s.browser;
  if (what) return s.device ? `${what} (${s.device})` : what;
  return s.userAgent ?? translateNow('security.sessions.unknownDevice');
}

/**
 * Where one is signed in: each session's device, address, how it signed in, when it started and
 * was last seen, this device marked. End one (this device's too: that signs this browser out) or
 * every other.
 */
export function SessionsCard() {
  const t = useT();
  const sessions = useSessions();
  const toast = useToast();
  const items = sessions.data?.items ?? [];
  const others = items.filter((s) => !s.current).length;

  const ending = useConfirmDialog<SessionInfo>({
    run: (s) => sessionsApi.end(s.id),
    done: (s) => {
      if (s.current) {
        // This browser's own session: its cookie is gone; the guard takes it to sign-in.
        clearUser();
        return;
      }
      toast(t('security.sessions.ended'));
      void sessions.mutate((current) => current && { items: current.items.filter((x) => x.id !== s.id) }, { revalidate: false });
    },
    failed: () => void sessions.mutate(),
  });
  const endingOthers = useConfirmDialog<true, { ended: number }>({
    run: () => sessionsApi.endOthers(),
    done: (_, result) => {
      toast(t('security.sessions.othersEnded', { n: result.ended }));
      void sessions.mutate();
    },
  });

  let body: ReactNode;
  if (!sessions.data && sessions.error) body = <LoadError title={t('security.sessions.loadError')} source={sessions} />;
  else if (!sessions.data) body = <SkeletonRows label={t('security.sessions.loading')} columns={['30%', '20%', '20%', 80]} rows={2} />;
  else
    body = (
      <DataTable
        caption={t('security.sessions.caption')}
        stacked
        columns={[
          { label: t('security.sessions.device') },
          { label: t('security.sessions.address') },
          { label: t('security.sessions.signedInWith') },
          { label: t('security.sessions.started') },
          { label: t('security.sessions.lastSeen') },
          { label: <span className="sr-only">{t('security.sessions.actions')}</span>, kind: 'actions' },
        ]}
      >
        {items.map((s) => (
          <tr key={s.id} data-session={s.current ? 'current' : 'other'}>
            <td>
              <strong>{deviceLabel(s)}</strong> {s.current && <StatusPill tone="success">{t('security.sessions.thisDevice')}</StatusPill>}
            </td>
            <td data-label={t('security.sessions.address')} className="mono">
              {s.ip ?? '—'}
            </td>
            <td data-label={t('security.sessions.signedInWith')}>{s.signedInWith.map((m) => METHOD_LABEL[m]).join(' + ') || '—'}</td>
            <td data-label={t('security.sessions.started')}>
              <DateText iso={s.createdAt} />
            </td>
            <td data-label={t('security.sessions.lastSeen')}>
              <DateText iso={s.lastSeenAt} />
            </td>
            <td className="dt-actions">
              <Button
                variant="secondary"
                onClick={() => ending.ask(s)}
                aria-label={t('security.sessions.endOn', { device: deviceLabel(s), current: s.current ? 'yes' : 'no' })}
              >
                {t('security.sessions.end')}
              </Button>
            </td>
          </tr>
        ))}
      </DataTable>
    );

  return (
    <Card aria-labelledby="sessions-title">
      <div className="section-head">
        <div>
          <h2 id="sessions-title">{t('security.sessions.title')}</h2>
          <p className="muted">{t('security.sessions.text')}</p>
        </div>
        <Button variant="secondary" onClick={() => endingOthers.ask(true)} disabled={others === 0}>
          {t('security.sessions.endOthers')}
        </Button>
      </div>
      {body}
      <ConfirmDialog title={t('security.sessions.endTitle')} confirmLabel={t('security.sessions.endConfirm')} {...ending.dialog}>
        {ending.item && (
          <p>{ending.item.current ? t('security.sessions.endCurrent') : t('security.sessions.endOther', { device: deviceLabel(ending.item) })}</p>
        )}
      </ConfirmDialog>
      <ConfirmDialog title={t('security.sessions.endOthersTitle')} confirmLabel={t('security.sessions.endOthersConfirm')} {...endingOthers.dialog}>
        <p>{t('security.sessions.endOthersText')}</p>
      </ConfirmDialog>
    </Card>
  );
}
