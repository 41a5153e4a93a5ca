import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_PAGE_SIZES, pageFromAddress, type AdminUserRow } from '@kisa/shared';
import { PageHeader } from '@/components/layout';
import { Alert, Button, Card, useToast } from '@/components/ui';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton, SkeletonRows } from '@/components/ui/skeleton';
import { formatCount, formatRevenue } from '@/lib/format';
import { useUser } from '@/lib/session';
import { adminApi, useAdminStats, useAdminUsers } from '../api/admin';
import { AdminListCard } from './admin-list-card';
import { AdminTabs } from './admin-tabs';
import { ADMIN_PAGER_SIBLINGS } from './pager';
import './admin.css';
import './moderation.css';

function positive(raw: string | null, fallback: number): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

/** /admin/dashboard: stat tiles and every user, paged on the server, with verify / disable. */
export function AdminDashboardPage() {
  const [params, setParams] = useSearchParams();
  const page = pageFromAddress(params.get('page'));
  const requested = positive(params.get('limit'), ADMIN_DEFAULT_PAGE_SIZE);
  const limit = (ADMIN_PAGE_SIZES as readonly number[]).includes(requested) ? requested : ADMIN_DEFAULT_PAGE_SIZE;
  // Cursors the API answered, by `limit:page` they lead to: moving page by page goes by key;
  // a page jumped to without one is found by offset (the API takes both).
  const [cursors, setCursors] = useState<Record<string, string>>({});
  const users = useAdminUsers(page, limit, cursors[`${limit}:${page}`]);
  // Only an answer to this very key (not the previous page's, kept on screen while this one loads).
  const nextCursor = !users.isLoading && users.data?.page === page ? users.data.cursor : undefined;
  useEffect(() => {
    if (nextCursor) setCursors((known) => (known[`${limit}:${page + 1}`] === nextCursor ? known : { ...known, [`${limit}:${page + 1}`]: nextCursor }));
  }, [nextCursor, limit, page]);
  const stats = useAdminStats();
  const me = useUser();
  const toast = useToast();
  const [disabling, setDisabling] = useState<AdminUserRow | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const go = (next: { page?: number; limit?: number }) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        p.set('page', String(next.page ?? page));
        p.set('limit', String(next.limit ?? limit));
        return p;
      },
      { replace: false },
    );

  async function update(user: AdminUserRow, patch: { verified?: boolean; disabled?: boolean }, done: string) {
    setBusyId(user.id);
    setActionError(null);
    try {
      await adminApi.updateUser(user.id, patch);
      toast(done);
      setDisabling(null);
      await users.mutate();
    } catch (err) {
      setActionError((err as Error).message);
    } finally {
      setBusyId(null);
    }
  }

  const total = users.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / limit));

  const tile = (label: string, value: string | undefined, note?: string) => (
    <Card className="stat admin-stat">
      <span className="stat__label">{label}</span>
      <span className="stat__value">{value === undefined ? stats.error ? '—' : <Skeleton width={80} height={28} /> : value}</span>
      {note && <span className="muted admin-stat__note">{note}</span>}
    </Card>
  );

  return (
    <div className="page">
      <PageHeader title="Admin dashboard" description="Every Kisa user, with verification and access controls." />
      <AdminTabs />
      <section className="stat-grid" aria-label="Platform totals">
        {tile('Users', stats.data && formatCount(stats.data.users))}
        {tile('Clicks', stats.data && formatCount(stats.data.clicks))}
        {tile('Revenue', stats.data && formatRevenue(stats.data.revenue), 'Sales reported through conversion tracking, per currency')}
      </section>
      {actionError && !disabling && <Alert tone="error">{actionError}</Alert>}
      <AdminListCard
        title="Users"
        source={users}
        loadError="Users could not be loaded"
        tools={
          <>
            <label htmlFor="admin-page-size" className="muted">
              Per page
            </label>
            <select id="admin-page-size" className="field__input admin-size" value={limit} onChange={(e) => go({ page: 1, limit: Number(e.target.value) })}>
              {ADMIN_PAGE_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </>
        }
        loading={<SkeletonRows label="Loading users" columns={['20%', '30%', 60, 40, 90]} rows={5} />}
        empty={
          <EmptyState
            title={page > 1 ? 'No users on this page.' : 'No users yet.'}
            action={
              page > 1 ? (
                <Button variant="secondary" onClick={() => go({ page: 1 })}>
                  First page
                </Button>
              ) : undefined
            }
          />
        }
        note={`${formatCount(total)} ${total === 1 ? 'user' : 'users'}`}
        pager={
          <Pagination
            page={Math.min(page, totalPages)}
            totalPages={totalPages}
            siblings={ADMIN_PAGER_SIBLINGS}
            onChange={(p) => go({ page: p })}
            label="Users pages"
          />
        }
      >
        {(shown) => (
          <DataTable
            // The rows may still be the previous page's while the next loads: the caption says which they are.
            caption={`Users, newest first, page ${shown.page} of ${totalPages}`}
            columns={[{ label: 'Username' }, { label: 'E-mail' }, { label: 'Plan' }, { label: 'Verified' }, { label: 'Settings', kind: 'actions' }]}
            stacked
          >
            {shown.items.map((u) => (
              <tr key={u.id} data-user-id={u.id}>
                <td>
                  <strong>{u.name}</strong>
                  {u.role === 'admin' && <span className="badge badge--soft admin-badge">Admin</span>}
                  {u.disabled && <span className="badge admin-badge admin-badge--off">Disabled</span>}
                </td>
                <td>{u.email}</td>
                <td data-label="Plan">{u.plan}</td>
                <td data-label="Verified">{u.verified ? <span className="admin-yes">Yes</span> : <span className="admin-no">No</span>}</td>
                <td className="dt-actions">
                  <div className="admin-actions">
                    {!u.verified && (
                      <Button
                        variant="secondary"
                        loading={busyId === u.id}
                        onClick={() => void update(u, { verified: true }, `${u.email} is now verified.`)}
                        aria-label={`Mark verified ${u.email}`}
                      >
                        Mark verified
                      </Button>
                    )}
                    {u.disabled ? (
                      <Button
                        variant="secondary"
                        loading={busyId === u.id}
                        onClick={() => void update(u, { disabled: false }, `${u.email} can sign in again.`)}
                        aria-label={`Enable ${u.email}`}
                      >
                        Enable
                      </Button>
                    ) : (
                      <Button
                        variant="ghost"
                        disabled={u.id === me?.id}
                        title={u.id === me?.id ? 'You cannot disable your own account' : undefined}
                        onClick={() => {
                          setActionError(null);
                          setDisabling(u);
                        }}
                        aria-label={`Disable ${u.email}`}
                      >
                        Disable
                      </Button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </AdminListCard>
      <ConfirmDialog
        open={!!disabling}
        title="Disable user?"
        confirmLabel="Disable user"
        busy={!!disabling && busyId === disabling.id}
        error={actionError}
        onConfirm={() => disabling && void update(disabling, { disabled: true }, `${disabling.email} is disabled.`)}
        onClose={() => {
          setDisabling(null);
          setActionError(null);
        }}
      >
        {disabling && (
          <p>
            <strong>{disabling.email}</strong> will be signed out and can no longer sign in or use API keys until enabled again.
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
