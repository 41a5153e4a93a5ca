import type { ReactNode } from 'react';
import type { SessionInfo, SignInMethod } from '@kisa/shared';
import { Button, Card, useToast } from '@/components/ui';
import { ConfirmDialog, useConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { DateText } from '@/components/ui/date-text';
import { LoadError } from '@/components/ui/load-error';
import { SkeletonRows } from '@/components/ui/skeleton';
import { StatusPill } from '@/components/ui/status-pill';
import { clearUser } from '@/lib/session';
import { sessionsApi, useSessions } from '../api/sessions';

const METHOD_LABEL: Record<SignInMethod, string> = {
  pwd: 'Password',
  otp: 'Authenticator app',
  rec: 'Recovery code',
  hwk: 'Passkey',
  sso: 'Single sign-on',
};

/** What a session's device reads as: browser on OS (device kind), else what was kept. */
export function deviceLabel(s: Pick<SessionInfo, 'browser' | 'os' | 'device' | 'userAgent'>): string {
  const what = [s.browser, s.os && `on ${s.os}`].filter(Boolean).join(' ');
  if (what) return s.device ? `${what} (${s.device})` : what;
  return s.userAgent ?? 'Unknown device';
}

/**
 * Where one is signed in: each session's device, address, how it signed in, when it started and
 * was last seen, this device marked. End one (this device's too: that signs this browser out) or
 * every other.
 */
export function SessionsCard() {
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
      toast('The session was ended.');
      void sessions.mutate((current) => current && { items: current.items.filter((x) => x.id !== s.id) }, { revalidate: false });
    },
    failed: () => void sessions.mutate(),
  });
  const endingOthers = useConfirmDialog<true, { ended: number }>({
    run: () => sessionsApi.endOthers(),
    done: (_, result) => {
      toast(result.ended === 1 ? 'One other session was ended.' : `${result.ended} other sessions were ended.`);
      void sessions.mutate();
    },
  });

  let body: ReactNode;
  if (!sessions.data && sessions.error) body = <LoadError title="Your sessions could not be loaded" source={sessions} />;
  else if (!sessions.data) body = <SkeletonRows label="Loading your sessions" columns={['30%', '20%', '20%', 80]} rows={2} />;
  else
    body = (
      <DataTable
        caption="Your sessions"
        stacked
        columns={[
          { label: 'Device' },
          { label: 'Address' },
          { label: 'Signed in with' },
          { label: 'Started' },
          { label: 'Last seen' },
          { label: <span className="sr-only">Actions</span>, kind: 'actions' },
        ]}
      >
        {items.map((s) => (
          <tr key={s.id} data-session={s.current ? 'current' : 'other'}>
            <td>
              <strong>{deviceLabel(s)}</strong> {s.current && <StatusPill tone="success">This device</StatusPill>}
            </td>
            <td data-label="Address" className="mono">
              {s.ip ?? '—'}
            </td>
            <td data-label="Signed in with">{s.signedInWith.map((m) => METHOD_LABEL[m]).join(' + ') || '—'}</td>
            <td data-label="Started">
              <DateText iso={s.createdAt} />
            </td>
            <td data-label="Last seen">
              <DateText iso={s.lastSeenAt} />
            </td>
            <td className="dt-actions">
              <Button variant="secondary" onClick={() => ending.ask(s)} aria-label={`End the session on ${deviceLabel(s)}${s.current ? ' (this device)' : ''}`}>
                End
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
          <h2 id="sessions-title">Sessions</h2>
          <p className="muted">
            Where you are signed in. Addresses are shortened to their network. End a session you do not recognise — then change your password.
          </p>
        </div>
        <Button variant="secondary" onClick={() => endingOthers.ask(true)} disabled={others === 0}>
          End all other sessions
        </Button>
      </div>
      {body}
      <ConfirmDialog title="End this session?" confirmLabel="End session" {...ending.dialog}>
        {ending.item && (
          <p>
            {ending.item.current
              ? 'This is the device you are using: you will be signed out here.'
              : `${deviceLabel(ending.item)} will be signed out at its next request.`}
          </p>
        )}
      </ConfirmDialog>
      <ConfirmDialog title="End all other sessions?" confirmLabel="End other sessions" {...endingOthers.dialog}>
        <p>Every device but this one will be signed out at its next request.</p>
      </ConfirmDialog>
    </Card>
  );
}
