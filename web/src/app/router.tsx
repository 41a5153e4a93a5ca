import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { EDIT_TABS, paths } from '@/config/paths';
import { AppShell } from '@/components/layout';
import { RedirectIfSignedIn, RequireAdmin, RequireUser } from '@/components/guards';
import { LandingPage } from '@/features/auth/components/landing-page';
import { SigninPage } from '@/features/auth/components/signin-page';
import { RegisterPage } from '@/features/auth/components/register-page';
import { RecoverPage } from '@/features/auth/components/recover-page';
import { VerifyPage } from '@/features/auth/components/verify-page';
import { ResetPage } from '@/features/auth/components/reset-page';
import { ExpiredPage, NotFoundPage } from '@/features/redirect/components/status-pages';

/** React.lazy for a named export, so signed-in screens load in their own chunks. */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy takes ComponentType<any>; each screen keeps its own props
function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const PasswordGatePage = lazyNamed(() => import('@/features/redirect/components/password-gate-page'), 'PasswordGatePage');
const loadDashboard = () => import('@/features/links/components/dashboard-page');
const DashboardPage = lazyNamed(loadDashboard, 'DashboardPage');

/** Fetches the dashboard's chunk ahead of time (called when the browser is idle). */
export function preloadDashboard(): void {
  void loadDashboard().catch(() => {});
}
const InsightPage = lazyNamed(() => import('@/features/links/components/insight-page'), 'InsightPage');
const EditLinkPage = lazyNamed(() => import('@/features/links/components/edit-link-page'), 'EditLinkPage');
const AnalyticsPage = lazyNamed(() => import('@/features/analytics/components/analytics-page'), 'AnalyticsPage');
const AnalyticsView = lazyNamed(() => import('@/features/analytics/components/analytics-view'), 'AnalyticsView');
const SharedDashboardPage = lazyNamed(() => import('@/features/shares/components/shared-dashboard-page'), 'SharedDashboardPage');
const SharesPage = lazyNamed(() => import('@/features/shares/components/shares-page'), 'SharesPage');
const ShareButton = lazyNamed(() => import('@/features/shares/components/share-button'), 'ShareButton');
const QrCodePage = lazyNamed(() => import('@/features/qr/components/qr-code-page'), 'QrCodePage');
const SettingsPage = lazyNamed(() => import('@/features/team/components/settings-page'), 'SettingsPage');
const PlanPage = lazyNamed(() => import('@/features/team/components/plan-page'), 'PlanPage');
const TeamPage = lazyNamed(() => import('@/features/team/components/team-page'), 'TeamPage');
const InvitePage = lazyNamed(() => import('@/features/team/components/invite-page'), 'InvitePage');
const InvitationsBanner = lazyNamed(() => import('@/features/team/components/invitations-banner'), 'InvitationsBanner');
const TeamSwitcher = lazyNamed(() => import('@/features/team/components/team-switcher'), 'TeamSwitcher');
const DomainsPage = lazyNamed(() => import('@/features/domains/components/domains-page'), 'DomainsPage');
const TagsPage = lazyNamed(() => import('@/features/tags/components/tags-page'), 'TagsPage');
const AlertsPage = lazyNamed(() => import('@/features/alerts/components/alerts-page'), 'AlertsPage');
const LinkHealthPage = lazyNamed(() => import('@/features/link-health/components/link-health-page'), 'LinkHealthPage');
const ReportsPage = lazyNamed(() => import('@/features/reports/components/reports-page'), 'ReportsPage');
const ReportsUnsubscribePage = lazyNamed(() => import('@/features/reports/components/unsubscribe-page'), 'ReportsUnsubscribePage');
const WebhooksPage = lazyNamed(() => import('@/features/webhooks/components/webhooks-page'), 'WebhooksPage');
const SecurityPage = lazyNamed(() => import('@/features/security/components/security-page'), 'SecurityPage');
const LivePage = lazyNamed(() => import('@/features/live/components/live-page'), 'LivePage');
const AuditLogPage = lazyNamed(() => import('@/features/audit/components/audit-log-page'), 'AuditLogPage');
const SsoSettingsPage = lazyNamed(() => import('@/features/sso/components/sso-settings-page'), 'SsoSettingsPage');
const ImportsPage = lazyNamed(() => import('@/features/imports/components/imports-page'), 'ImportsPage');
const BulkPage = lazyNamed(() => import('@/features/campaigns/components/bulk-page'), 'BulkPage');
const CampaignsPage = lazyNamed(() => import('@/features/campaigns/components/campaigns-page'), 'CampaignsPage');
const CampaignPage = lazyNamed(() => import('@/features/campaigns/components/campaign-page'), 'CampaignPage');
const AdminDashboardPage = lazyNamed(() => import('@/features/admin/components/admin-dashboard-page'), 'AdminDashboardPage');
const ModerationPage = lazyNamed(() => import('@/features/admin/components/moderation-page'), 'ModerationPage');
const ReportPage = lazyNamed(() => import('@/features/redirect/components/report-page'), 'ReportPage');
const ApiReferencePage = lazyNamed(() => import('@/features/api-docs/components/api-reference-page'), 'ApiReferencePage');

/** The Share button in its own chunk: the toolbar shows nothing while it loads. */
function LazyShareButton({ target }: { target: { kind: 'link' | 'campaign' | 'tag'; id: string } | null }) {
  return target ? (
    <Suspense fallback={null}>
      <ShareButton target={target} />
    </Suspense>
  ) : null;
}

/** What the analytics view's Share button shares: a link filter, else a campaign filter, else its one tag; nothing for more. */
function shareTargetOf({ filters, tagIds }: { filters: { linkId?: string; campaignId?: string }; tagIds: readonly string[] }) {
  if (filters.linkId) return { kind: 'link' as const, id: filters.linkId };
  if (filters.campaignId) return { kind: 'campaign' as const, id: filters.campaignId };
  return tagIds.length === 1 ? { kind: 'tag' as const, id: tagIds[0]! } : null;
}

/** Every route of the spec's route table, in one place. */
export const routes: RouteObject[] = [
  // Public: sign-in screens bounce signed-in users to their dashboard.
  {
    element: (
      <RedirectIfSignedIn>
        <Outlet />
      </RedirectIfSignedIn>
    ),
    children: [
      { path: paths.home, element: <LandingPage /> },
      { path: paths.management, element: <SigninPage /> },
      { path: paths.signin, element: <SigninPage /> },
      { path: paths.register, element: <RegisterPage /> },
      { path: paths.recover, element: <RecoverPage /> },
    ],
  },
  { path: paths.verify(), element: <VerifyPage /> },
  { path: paths.reset(), element: <ResetPage /> },
  { path: paths.invite(), element: <InvitePage /> },
  { path: paths.passwordGate(), element: <PasswordGatePage /> },
  { path: paths.expired, element: <ExpiredPage /> },
  { path: paths.notFound, element: <NotFoundPage /> },
  // Anyone reports a short link: the redirect's 404, 410 and warning pages lead here.
  { path: paths.report, element: <ReportPage /> },
  // A report mail's unsubscribe link: no sign-in (its token is the proof), a button confirms.
  { path: paths.reportsUnsubscribe, element: <ReportsUnsubscribePage /> },
  // A shared dashboard: its URL's token is the credential; the analytics view reads the share's own route.
  { path: paths.sharedDashboard(), element: <SharedDashboardPage analytics={(source) => <AnalyticsView source={source} />} /> },
  // Public like the OpenAPI document it renders: readable before one has an account.
  { path: paths.apiReference, element: <ApiReferencePage /> },

  // Private: anonymous visitors go to /management.
  {
    element: (
      <RequireUser>
        <AppShell
          banner={<InvitationsBanner />}
          teamSwitcher={
            <Suspense fallback={null}>
              <TeamSwitcher />
            </Suspense>
          }
        />
      </RequireUser>
    ),
    children: [
      { path: paths.dashboard, element: <DashboardPage /> },
      { path: paths.editTitleDefault(), element: <EditLinkPage tab="title" /> },
      ...(['link', ...EDIT_TABS] as const).map((tab) => ({ path: paths.editTab(tab), element: <EditLinkPage key={tab} tab={tab} /> })),
      // Features do not import each other: the link's page and the analytics view meet here.
      {
        path: paths.insight(),
        element: (
          <InsightPage
            analytics={(linkId) => <AnalyticsView fixedFilters={{ linkId }} actions={() => <LazyShareButton target={{ kind: 'link', id: linkId }} />} />}
          />
        ),
      },
      // The Share button shares what the view shows: its one link, campaign or tag.
      { path: paths.analytics, element: <AnalyticsPage actions={(view) => <LazyShareButton target={shareTargetOf(view)} />} /> },
      { path: paths.live, element: <LivePage /> },
      { path: paths.qrCode, element: <QrCodePage /> },
      { path: paths.settings, element: <SettingsPage /> },
      { path: paths.plan, element: <PlanPage /> },
      { path: paths.team, element: <TeamPage /> },
      { path: paths.domains, element: <DomainsPage /> },
      { path: paths.tags, element: <TagsPage /> },
      { path: paths.webhooks, element: <WebhooksPage /> },
      { path: paths.alerts, element: <AlertsPage /> },
      { path: paths.linkHealth, element: <LinkHealthPage /> },
      { path: paths.reports, element: <ReportsPage /> },
      { path: paths.shares, element: <SharesPage /> },
      { path: paths.security, element: <SecurityPage /> },
      { path: paths.audit, element: <AuditLogPage /> },
      { path: paths.singleSignOn, element: <SsoSettingsPage /> },
      { path: paths.imports, element: <ImportsPage /> },
      { path: paths.bulk, element: <BulkPage /> },
      { path: paths.campaigns, element: <CampaignsPage /> },
      { path: paths.campaign(), element: <CampaignPage share={(id) => <LazyShareButton target={{ kind: 'campaign', id }} />} /> },
    ],
  },

  // Admin: everyone else goes to /signin.
  {
    element: (
      <RequireAdmin>
        <AppShell />
      </RequireAdmin>
    ),
    children: [
      { path: paths.adminDashboard, element: <AdminDashboardPage /> },
      { path: paths.adminModeration, element: <ModerationPage /> },
    ],
  },

  { path: '*', element: <NotFoundPage /> },
];

export const createRouter = () => createBrowserRouter(routes);
