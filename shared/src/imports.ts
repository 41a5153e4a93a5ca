/**
 * Imports from other link services (zod-free: the web app reads these too). A run reads the
 * source's links (and their daily clicks) with the user's token, stages them, shows a preview,
 * then writes them with their codes; the schemas are in import-schemas.ts, the answers in
 * import-responses.ts.
 */

export const IMPORT_SOURCES = ['bitly', 'rebrandly', 'shortio', 'dub', 'kutt', 'shlink', 'yourls', 'file'] as const;
export type ImportSourceId = (typeof IMPORT_SOURCES)[number];

/** What a source's history holds, per link: daily totals, and whether countries/referrers come with them. */
export type ImportHistoryKind = 'none' | 'daily' | 'daily-with-countries-and-referrers';

export interface ImportSourceInfo {
  /** As people name it. */
  name: string;
  /** The API's base URL; null: the team's own server (its URL is required). For `file`: none. */
  apiUrl: string | null;
  /** How the token field is labelled (the source's word for it); null: no token (a file). */
  tokenLabel: string | null;
  /** The source's own shared short domains: links there cannot move and go onto a domain the team chooses. */
  sharedHosts: readonly string[];
  history: ImportHistoryKind;
  /** The source's documented rate limits, which the run keeps to (per token). */
  rateLimit: { perMinute: number; perHour?: number } | null;
}

export const IMPORT_SOURCE_INFO: Record<ImportSourceId, ImportSourceInfo> = {
  bitly: {
    name: 'Bitly',
    apiUrl: 'https://api-ssl.bitly.com/v4',
    tokenLabel: 'Access token',
    sharedHosts: ['bit.ly', 'j.mp', 'bitly.is'],
    history: 'daily-with-countries-and-referrers',
    // Bitly's documented limits for most plans (429 beyond): per minute and per hour, per token.
    rateLimit: { perMinute: 100, perHour: 1000 },
  },
  rebrandly: {
    name: 'Rebrandly',
    apiUrl: 'https://api.rebrandly.com/v1',
    tokenLabel: 'API key',
    sharedHosts: ['rebrand.ly', 'rb.gy'],
    history: 'none',
    rateLimit: { perMinute: 600 },
  },
  shortio: {
    name: 'Short.io',
    apiUrl: 'https://api.short.io',
    tokenLabel: 'Secret API key',
    sharedHosts: ['short.gy'],
    history: 'daily',
    rateLimit: { perMinute: 300 },
  },
  dub: {
    name: 'Dub',
    apiUrl: 'https://api.dub.co',
    tokenLabel: 'API key',
    sharedHosts: ['dub.sh', 'dub.link'],
    history: 'daily',
    // Dub's free plan: 60 a minute (Pro allows more; the run keeps to the lowest).
    rateLimit: { perMinute: 60 },
  },
  kutt: {
    name: 'Kutt',
    apiUrl: 'https://kutt.it/api/v2',
    tokenLabel: 'API key',
    sharedHosts: ['kutt.it'],
    // Its last 30 days by day; older visits only in each link's total.
    history: 'daily-with-countries-and-referrers',
    rateLimit: { perMinute: 60 },
  },
  shlink: {
    name: 'Shlink',
    apiUrl: null,
    tokenLabel: 'API key',
    sharedHosts: [],
    history: 'daily-with-countries-and-referrers',
    rateLimit: null,
  },
  yourls: {
    name: 'YOURLS',
    apiUrl: null,
    tokenLabel: 'Signature token',
    sharedHosts: [],
    history: 'none',
    rateLimit: null,
  },
  file: { name: 'CSV or JSON file', apiUrl: null, tokenLabel: null, sharedHosts: [], history: 'daily', rateLimit: null },
};

export const IMPORT_STATUSES = ['fetching', 'ready', 'importing', 'done', 'failed', 'cancelled'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** Why a link was not imported (or not yet): each counted in the preview and listed in the report. */
export const IMPORT_SKIP_REASONS = {
  codeTaken: 'The code is taken on that domain in Kisa',
  invalidCode: 'The code is not a valid Kisa alias',
  invalidTarget: 'The destination is not an http(s) URL',
  blockedTarget: 'The destination is on the blocklist or a short-link service',
  duplicate: 'The same code on the same domain came twice',
  domainSkipped: 'Its domain was left out of the import',
  domainNotVerified: "Its domain's ownership is not verified in Kisa",
  domainClaimed: 'Its domain belongs to another Kisa team',
} as const;
export type ImportSkipReason = keyof typeof IMPORT_SKIP_REASONS;

/** What to do with a link whose code another link holds on its domain in Kisa. */
export const IMPORT_CONFLICT_CHOICES = ['skip', 'newCode'] as const;
export type ImportConflictChoice = (typeof IMPORT_CONFLICT_CHOICES)[number];

/**
 * A generic file: at most this many bytes (CSV or JSON, UTF-8), sent in the request — whose body
 * reaches the API's Lambda with its 6 MB limit, escaped inside JSON (a few percent more).
 */
export const IMPORT_FILE_MAX_BYTES = 5_000_000;
/** Links one run takes at most. */
export const IMPORT_LINKS_MAX = 1_000_000;

/** The columns of the generic CSV (the first row names them, any order, any case); JSON: an array of objects with these keys. */
export const IMPORT_FILE_COLUMNS = ['code', 'url', 'domain', 'title', 'tags', 'created', 'expires', 'clicks'] as const;

export const IMPORT_MSG = {
  sourceInvalid: 'Choose a source to import from',
  tokenRequired: 'Enter the token the source gave you',
  apiUrlRequired: "Enter your server's API URL",
  apiUrlInvalid: 'The API URL must be an http(s) URL',
  fileRequired: 'Choose a CSV or JSON file',
  fileTooLarge: 'The file is over 5 MB: split it into smaller files',
  fileUnreadable: 'The file is neither a CSV with a header row nor a JSON array of links',
  fileNoLinks: 'The file holds no links (each needs a code and a url)',
  notFound: 'Import not found',
  notReady: 'The import can start once its preview is ready',
  alreadyStarted: 'The import has started already',
  finished: 'The import has finished',
  domainNotVerified: "Verify the domain's TXT record first, or choose another domain for its links",
  sourceRefusedToken: 'The source refused the token: check it and that it may read links',
  sourceUnreachable: 'The source could not be reached',
  sourceGarbled: 'The source answered something that is not its API',
  running: 'An import is already running for the team: wait for it to finish or cancel it',
  failed: 'The import stopped: something went wrong on our side. Links written so far stay; start it again to finish (nothing is imported twice)',
  domainUnknown: 'That domain is not one of the source domains of this import',
  domainShared: "Links on the source's shared domain cannot stay on it: move them to one of your domains",
  notWritten: 'The mapping file is ready once the links are written',
  passwordNotCarried: 'Password-protected at the source, which does not give the password back: it is locked behind a random one until you set a new one',
  tokenExpired: 'The token was dropped (the preview waited over 48 hours, or the import ended): start a new import',
} as const;
