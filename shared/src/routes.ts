/**
 * Route paths of the web app, in one place. The SPA router, the local gateway and the
 * CloudFront behaviours all derive from this module, so a path is never spelled twice.
 */
export const paths = {
  home: '/',
  management: '/management',
  signin: '/signin',
  register: '/regontff',
  recover: '/recoveronmuud',
  verify: (token = ':token') => `/verify/${token}`,
  reset: (token = ':token') => `/reset/${token}`,
  invite: (token = ':token') => `/invite/${token}`,
  passwordGate: (code = ':shortUrl') => `/loginurl/${code}`,
  expired: '/expired',
  notFound: '/not-found',

  dashboard: '/user/dashboard',
  editTitleDefault: (id = ':linkId') => `/edit/${id}`,
  editTab: (tab: EditTab | ':tab' = ':tab', id = ':linkId') => `/edit/${tab}/${id}`,
  insight: (id = ':linkId') => `/insight/${id}`,
  analytics: '/analytics',
  /** The team's clicks as they happen (`?linkId=`, `?campaignId=`). */
  live: '/e/live',
  qrCode: '/e/qr-code',
  settings: '/e/settings',
  plan: '/e/plan',
  team: '/e/team',
  /** Branded short domains: Settings → Domains. */
  domains: '/e/domains',
  /** The team's tags for its links: Settings → Tags. */
  tags: '/e/tags',
  /** The team's webhook endpoints and their deliveries: Settings → Webhooks. */
  webhooks: '/e/webhooks',
  /** The team's alert rules (spikes, silences, conversion drops): Settings → Alerts. */
  alerts: '/e/alerts',
  /** One's own e-mail reports (weekly or monthly): Settings → Reports. */
  reports: '/e/reports',
  /** Where a report mail's unsubscribe link leads a browser: a button confirms (no sign-in). */
  reportsUnsubscribe: '/e/reports/unsubscribe',
  /** One's own sign-in security (sessions, second factors, passkeys): Settings → Security. */
  security: '/e/security',
  /** The team's tamper-evident audit log (owners and admins): Settings → Audit log. */
  audit: '/e/audit',
  /** The team's single sign-on (owners): Settings → Single sign-on. */
  singleSignOn: '/e/sso',
  /** Imports from other link services (Bitly, Rebrandly, …, a CSV/JSON file): Settings → Import. */
  imports: '/e/import',
  /** The team's links whose destinations are broken or about to be (destination health). */
  linkHealth: '/e/link-health',
  /** The API reference, rendered from the served OpenAPI document, with a first-request guide. */
  apiReference: '/e/api-reference',
  bulk: '/e/bulk',
  campaigns: '/e/campaigns',
  campaign: (id = ':campaignId') => `/campaign/${id}`,

  adminDashboard: '/admin/dashboard',
  adminModeration: '/admin/moderation',
  /** A shared dashboard: a link's, campaign's or tag's analytics by its unguessable token (public). */
  sharedDashboard: (token = ':token') => `/share/${token}`,
  /** The team's shared dashboards: Settings → Shared dashboards. */
  shares: '/e/shares',
  /** The public report form; `?link=` prefills the short link. */
  report: '/report',
} as const;

/**
 * Link editor tabs, in the spec's order, with Targeting after Mobile Redirect, whose
 * device redirects its rules come before, then Experiment ( A/B splits: after the rules,
 * before the device redirects), and Social Preview before the QR code, the
 * other thing for sharing; `link` is the spec's alias for the title tab.
 */
export const EDIT_TABS = ['title', 'alias', 'target', 'mobiletarget', 'targeting', 'experiment', 'password', 'utm', 'expiration', 'preview', 'qr'] as const;
export type EditTab = (typeof EDIT_TABS)[number] | 'link';

/**
 * First path segments that belong to the SPA. Any other single-segment path is a short
 * code and goes to the redirect handler; `/api/*` goes to the API. Used by the local
 * gateway and by CloudFront's behaviours alike.
 */
export const SPA_ROUTE_PREFIXES = [
  'management',
  'signin',
  'regontff',
  'recoveronmuud',
  'loginurl',
  'verify',
  'reset',
  'expired',
  'not-found',
  'user',
  'edit',
  'insight',
  'analytics',
  'e',
  'campaign',
  'admin',
  'report',
  'invite',
  'share',
] as const;

/** Static files the SPA build puts at the site root or under /assets. */
export const STATIC_PREFIXES = ['assets'] as const;
export const STATIC_ROOT_FILES = ['index.html', 'favicon.ico', 'favicon.svg', 'robots.txt'] as const;

/**
 * Aliases a user may never take, compared in lower case: the one list of what the SPA and the
 * short domain serve and will serve — the app's routes and static files, account and
 * help pages people expect at a platform's root, well-known files every domain answers for
 * (robots.txt, favicon.ico, .well-known/…, app-link files for branded domains), and names of the
 * product's features to come. Some hold characters an alias cannot (a dot): listed anyway, so
 * the list says everything the root serves.
 */
export const RESERVED_ALIASES: ReadonlySet<string> = new Set<string>([
  ...SPA_ROUTE_PREFIXES,
  ...pathSegments(),
  ...EDIT_TABS,
  ...STATIC_PREFIXES,
  ...STATIC_ROOT_FILES,
  // The API and the platform
  'api',
  'static',
  'public',
  'www',
  'app',
  'admin',
  'administrator',
  'root',
  'system',
  'kisa',
  'cdn',
  'assets',
  'media',
  'img',
  'images',
  'js',
  'css',
  'fonts',
  'health',
  'healthz',
  'status',
  'docs',
  'openapi',
  'mail',
  'outbox',
  'webhook',
  'webhooks',
  'track',
  'tracking',
  'events',
  'graphql',
  // The API's own resources (`/api/…`), which people read as pages of the product
  'blocklist',
  'moderation',
  'users',
  'me',
  'keys',
  'api-keys',
  'stats',
  'page-title',
  'visitors',
  'invitations',
  'integrations',
  'deliveries',
  'split',
  'variants',
  'rules',
  // Accounts
  'login',
  'logout',
  'signin',
  'signout',
  'sign-in',
  'sign-out',
  'signup',
  'sign-up',
  'register',
  'join',
  'invite',
  'invites',
  'invitation',
  'account',
  'accounts',
  'profile',
  'settings',
  'password',
  'forgot',
  'reset',
  'recover',
  'verify',
  'confirm',
  'auth',
  'oauth',
  'sso',
  'callback',
  'session',
  'token',
  'dashboard',
  'team',
  'teams',
  'members',
  'billing',
  'plan',
  'plans',
  'pricing',
  'upgrade',
  'checkout',
  'subscription',
  // Help, trust and the law
  'support',
  'help',
  'faq',
  'contact',
  'about',
  'blog',
  'news',
  'abuse',
  'report',
  'reports',
  'phishing',
  'spam',
  'security',
  'trust',
  'safety',
  'privacy',
  'terms',
  'tos',
  'legal',
  'dmca',
  'cookies',
  'imprint',
  'impressum',
  'gdpr',
  'moderation',
  'disabled',
  'blocked',
  'warning',
  // Features, now and to come
  'link',
  'links',
  'new',
  'create',
  'edit',
  'preview',
  'previews',
  'qr',
  'qrcode',
  'bulk',
  'campaigns',
  'domains',
  'domain',
  'tags',
  'experiments',
  'conversions',
  'unlock',
  'gate',
  'expired',
  'not-found',
  '404',
  '500',
  // Files every domain answers for
  '.well-known',
  'well-known',
  'robots.txt',
  'favicon.ico',
  'favicon.png',
  'apple-touch-icon.png',
  'apple-app-site-association',
  'assetlinks.json',
  'security.txt',
  'sitemap.xml',
  'ads.txt',
  'app-ads.txt',
  'humans.txt',
  'manifest.json',
  'site.webmanifest',
  'browserconfig.xml',
  'crossdomain.xml',
  'sw.js',
  'service-worker.js',
  'null',
  'undefined',
]);

/** Every fixed segment of the app's paths (`/e/qr-code` → e, qr-code), so a new screen is reserved with its route. */
function pathSegments(): string[] {
  return Object.values(paths)
    .flatMap((path) => (typeof path === 'string' ? path : path()).split('/'))
    .filter((segment) => segment && !segment.startsWith(':'));
}

/**
 * Link preview images are stored under `previews/` of the app's bucket and served at
 * `/previews/…` (their own CloudFront behaviour in AWS; the gateway from the S3 emulator locally).
 */
export const PREVIEW_IMAGES_PREFIX = 'previews';

export type RouteTarget = 'api' | 'spa' | 'static' | 'redirect' | 'previews';

/** Where a request path goes: the same decision the gateway and CloudFront make. */
export function classifyPath(pathname: string): RouteTarget {
  if (pathname === '/api' || pathname.startsWith('/api/')) return 'api';
  if (pathname.startsWith(`/${PREVIEW_IMAGES_PREFIX}/`)) return 'previews';
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0];
  if (first === undefined) return 'spa';
  if ((STATIC_PREFIXES as readonly string[]).includes(first)) return 'static';
  if (segments.length === 1 && (STATIC_ROOT_FILES as readonly string[]).includes(first)) return 'static';
  if ((SPA_ROUTE_PREFIXES as readonly string[]).includes(first)) return 'spa';
  if (segments.length === 1) return 'redirect';
  return 'spa';
}
