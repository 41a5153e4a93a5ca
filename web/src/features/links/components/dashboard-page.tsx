import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { getUser, setUser, useUser } from '../../../lib/session';
import { PageHeader } from '../../../components/layout';
import { Alert, Card, Spinner } from '../../../components/ui';
import { useMe } from '../api/me';

const CARDS = ['All Links', 'Unique Clicks', 'Total Clicks'] as const;

/** /user/dashboard — greets the user and confirms the session with GET /api/me. */
export function DashboardPage() {
  const local = useUser();
  const { data: me, error, isLoading } = useMe();

  useEffect(() => {
    if (me && JSON.stringify(me) !== JSON.stringify(getUser())) setUser(me);
  }, [me]);

  const name = me?.name ?? local?.name ?? '';
  return (
    <div className="page">
      <PageHeader title="Dashboard" description="Create, search and manage your short links and QR codes." />
      <Card className="welcome">
        {isLoading ? (
          <div className="row">
            <Spinner label="Loading your account" />
            <span className="muted">Checking your session…</span>
          </div>
        ) : error ? (
          <Alert tone="error">{(error as Error).message}</Alert>
        ) : (
          <>
            <h2 className="welcome__title">Welcome, {name}</h2>
            <p className="muted">
              Signed in as <strong>{me?.email}</strong>
              {me?.plan ? (
                <>
                  {' '}
                  · <span className="badge">{me.plan}</span>
                </>
              ) : null}
              {me?.teamRole ? (
                <>
                  {' '}
                  <span className="badge badge--soft">{me.teamRole === 'owner' ? 'Owner' : 'Member'}</span>
                </>
              ) : null}
            </p>
          </>
        )}
      </Card>
      <div className="stat-grid" aria-label="Totals">
        {CARDS.map((label) => (
          <Card key={label} className="stat">
            <span className="stat__label">{label}</span>
            <span className="stat__value">—</span>
          </Card>
        ))}
      </div>
      <Card className="coming-soon">
        <span className="badge badge--soft">Coming soon</span>
        <p>Your links table — create, search, copy, QR and delete, 10 per page, newest first — will live here.</p>
        <p className="muted">
          Meanwhile, try the <Link className="link" to={paths.qrCode}>QR code generator</Link> or set up a <Link className="link" to={paths.bulk}>bulk campaign</Link>.
        </p>
      </Card>
    </div>
  );
}
