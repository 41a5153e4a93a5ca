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
import { useT } from '@/lib/i18n';
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
  const t = useT();
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
      <PageHeader title={t('admin.dashboard.title')} description={t('admin.dashboard.description')} />
      <AdminTabs />
      <section className="stat-grid" aria-label={t('admin.dashboard.totals')}>
        {tile(t('admin.stat.users'), stats.data && formatCount(stats.data.users))}
        {tile(t('admin.stat.clicks'), stats.data && formatCount(stats.data.clicks))}
        {tile(t('admin.stat.revenue'), stats.data && formatRevenue(stats.data.revenue), t('admin.stat.revenueNote'))}
      </section>
      {actionError && !disabling && <Alert tone="error">{actionError}</Alert>}
      <AdminListCard
        title={t('admin.users.title')}
        source={users}
        loadError={t('admin.users.loadError')}
        tools={
          <>
            <label htmlFor="admin-page-size" className="muted">
              {t('admin.users.perPage')}
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
        loading={<SkeletonRows label={t('admin.users.loading')} columns={['20%', '30%', 60, 40, 90]} rows={5} />}
        empty={
          <EmptyState
            title={page > 1 ? t('admin.users.noneOnPage') : t('admin.users.none')}
            action={
              page > 1 ? (
                <Button variant="secondary" onClick={() => go({ page: 1 })}>
                  {t('admin.users.firstPage')}
                </Button>
              ) : undefined
            }
          />
        }
        note={t('admin.users.count', { n: total, count: formatCount(total) })}
        pager={
          <Pagination
            page={Math.min(page, totalPages)}
            totalPages={totalPages}
            siblings={ADMIN_PAGER_SIBLINGS}
            onChange={(p) => go({ page: p })}
            label={t('admin.users.pages')}
          />
        }
      >
        {(shown) => (
          <DataTable
            // The rows may still be the previous page's while the next loads: the caption says which they are.
            caption={t('admin.users.caption', { page: shown.page, pages: totalPages })}
            columns={[
              { label: t('admin.users.col.username') },
              { label: t('admin.users.col.email') },
              { label: t('admin.users.col.plan') },
              { label: t('admin.users.col.verified') },
              { label: t('admin.users.col.settings'), kind: 'actions' },
            ]}
            stacked
          >
            {shown.items.map((u) => (
              <tr key={u.id} data-user-id={u.id}>
                <td>
                  <strong>{u.name}</strong>
                  {u.role === 'admin' && <span className="badge badge--soft admin-badge">{t('admin.users.admin')}</span>}
                  {u.disabled && <span className="badge admin-badge admin-badge--off">{t('admin.users.disabled')}</span>}
                </td>
                <td>{u.email}</td>
                <td data-label={t('admin.users.col.plan')}>{u.plan}</td>
                <td data-label={t('admin.users.col.verified')}>
                  {u.verified ? <span className="admin-yes">{t('admin.users.yes')}</span> : <span className="admin-no">{t('admin.users.no')}</span>}
                </td>
                <td className="dt-actions">
                  <div className="admin-actions">
                    {!u.verified && (
                      <Button
                        variant="secondary"
                        loading={busyId === u.id}
                        onClick={() => void update(u, { verified: true }, t('admin.users.verified', { email: u.email }))}
                        aria-label={t('admin.users.markVerifiedLabel', { email: u.email })}
                      >
                        {t('admin.users.markVerified')}
                      </Button>
                    )}
                    {u.disabled ? (
                      <Button
                        variant="secondary"
                        loading={busyId === u.id}
                        onClick={() => void update(u, { disabled: false }, t('admin.users.enabled', { email: u.email }))}
                        aria-label={t('admin.users.enableLabel', { email: u.email })}
                      >
                        {t('admin.users.enable')}
                      </Button>
                    ) : (
                      <Button
                        variant="ghost"
                        disabled={u.id === me?.id}
                        title={u.id === me?.id ? t('admin.users.cannotDisableSelf') : undefined}
                        onClick={() => {
                          setActionError(null);
                          setDisabling(u);
                        }}
                        aria-label={t('admin.users.disableLabel', { email: u.email })}
                      >
                        {t('admin.users.disable')}
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
        title={t('admin.users.disableTitle')}
        confirmLabel={t('admin.users.disableConfirm')}
        busy={!!disabling && busyId === disabling.id}
        error={actionError}
        onConfirm={() => disabling && void update(disabling, { disabled: true }, t('admin.users.disabledToast', { email: disabling.email }))}
        onClose={() => {
          setDisabling(null);
          setActionError(null);
        }}
      >
        {disabling && (
          <p>
            {t('admin.users.disableTextBefore')}
            <strong>{disabling.email}</strong>
            {t('admin.users.disableTextAfter')}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
