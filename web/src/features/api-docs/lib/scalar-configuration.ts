/** Where the API serves its OpenAPI document (same origin as the app). */
export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';

/**
 * Kisa's colours and fonts for Scalar's variables (unlayered: over Scalar's theme layer). Scalar's default fonts come from its CDN, which the page must never reach.
 */
const KISA_LOOK = `
.light-mode, .scalar-app {
  --scalar-font: var(--font-sans);
  --scalar-font-code: var(--font-mono);
  --scalar-color-accent: var(--c-primary);
  --scalar-background-1: var(--c-surface);
  --scalar-background-2: var(--c-surface-2);
  --scalar-border-color: var(--c-border);
  --scalar-color-1: var(--c-text);
  --scalar-color-2: var(--c-text-2);
  --scalar-color-3: var(--c-muted);
  /* The HTTP methods' colours, dark enough for small text on white and grey (WCAG AA 4.5:1). */
  --scalar-color-green: var(--c-success);
  --scalar-color-blue: #1d4ed8;
  --scalar-color-yellow: var(--c-warning);
  --scalar-color-orange: #9a3412;
  --scalar-color-red: var(--c-danger);
  --scalar-color-purple: #6d28d9;
}`;

/**
 * The reference's settings: the served document, no request to any other origin (no CDN
 * fonts, no telemetry, no request proxy, no hosted agent or MCP links, no in-page API client —
 * requests are tried with curl or the SDK), light like the rest of the app.
 */
export const SCALAR_CONFIGURATION = {
  url: OPENAPI_DOCUMENT_PATH,
  title: 'Kisa API',
  withDefaultFonts: false,
  telemetry: false,
  hideClientButton: true,
  hideTestRequestButton: true,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
  forceDarkModeState: 'light',
  hideDarkModeToggle: true,
  theme: 'default',
  customCss: KISA_LOOK,
  defaultOpenFirstTag: true,
} as const;
