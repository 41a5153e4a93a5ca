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
  passwordGate: (code = ':shortUrl') => `/loginurl/${code}`,
  expired: '/expired',
  notFound: '/not-found',

  dashboard: '/user/dashboard',
  editTitleDefault: (id = ':linkId') => `/edit/${id}`,
  editTab: (tab: EditTab | ':tab' = ':tab', id = ':linkId') => `/edit/${tab}/${id}`,
  insight: (id = ':linkId') => `/insight/${id}`,
  analytics: '/analytics',
  qrCode: '/e/qr-code',
  settings: '/e/settings',
  plan: '/e/plan',
  team: '/e/team',
  bulk: '/e/bulk',
  campaigns: '/e/campaigns',
  campaign: (id = ':campaignId') => `/campaign/${id}`,

  adminDashboard: '/admin/dashboard',
} as const;

/** Link editor tabs, in the spec's order; `link` is the spec's alias for the title tab. */
export const EDIT_TABS = ['title', 'alias', 'target', 'mobiletarget', 'password', 'utm', 'expiration', 'qr'] as const;
export type EditTab = (typeof EDIT_TABS)[number] | 'link';

/**
 * First path segments that belong to the SPA. Any other single-segment path is a short
 * code and goes to the redirect handler; `/api/*` goes to the API. Used by the local
 * gateway and by CloudFront's behaviours alike.
 */
export const SPA_ROUTE_PREFIXES = [
  'management', 'signin', 'regontff', 'recoveronmuud', 'loginurl', 'verify', 'reset',
  'expired', 'not-found', 'user', 'edit', 'insight', 'analytics', 'e', 'campaign', 'admin',
] as const;

/** Static files the SPA build puts at the site root or under /assets. */
export const STATIC_PREFIXES = ['assets'] as const;
export const STATIC_ROOT_FILES = ['index.html', 'favicon.ico', 'favicon.svg', 'robots.txt'] as const;

/** Aliases a user may never take: they would shadow the app, the API or static files. */
export const RESERVED_ALIASES: ReadonlySet<string> = new Set<string>([
  ...SPA_ROUTE_PREFIXES,
  ...STATIC_PREFIXES,
  ...STATIC_ROOT_FILES,
  'api', 'static', 'public', 'www', 'app', 'admin', 'login', 'logout', 'signup', 'register',
  'health', 'status', 'docs', 'openapi', 'mail', 'outbox',
]);

export type RouteTarget = 'api' | 'spa' | 'static' | 'redirect';

/** Where a request path goes: the same decision the gateway and CloudFront make. */
export function classifyPath(pathname: string): RouteTarget {
  if (pathname === '/api' || pathname.startsWith('/api/')) return 'api';
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0];
  if (first === undefined) return 'spa';
  if ((STATIC_PREFIXES as readonly string[]).includes(first)) return 'static';
  if (segments.length === 1 && (STATIC_ROOT_FILES as readonly string[]).includes(first)) return 'static';
  if ((SPA_ROUTE_PREFIXES as readonly string[]).includes(first)) return 'spa';
  if (segments.length === 1) return 'redirect';
  return 'spa';
}
