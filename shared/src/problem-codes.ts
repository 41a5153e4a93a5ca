import type { Problem } from './common-responses.js';
import { ALERT_MSG } from './alerts.js';
import { CONVERSION_MSG } from './conversions.js';
import { HEALTH_MSG } from './link-health.js';
import { PREVIEW_MSG } from './link-preview-rules.js';
import { REPORT_MSG } from './reports.js';
import { MSG } from './messages.js';
import { SECOND_FACTOR_MSG } from './second-factor.js';
import { SHARE_MSG } from './shares.js';
import { SSO_MSG } from './sso.js';
import { TAG_MSG } from './tags.js';
import { RULE_MSG, SPLIT_MSG } from './targeting-rules.js';
import { WEBHOOK_MSG } from './webhooks.js';

/**
 * Stable machine codes for the API's problem answers (RFC 9457 problem details): clients match
 * `code`, never the English `detail`. A code is derived from the message catalogue entry the
 * message came from — `MSG.aliasTaken` → `alias-taken`, `TAG_MSG.nameTaken` → `tag-name-taken` —
 * so no throw site names one; a message from no catalogue gets its status's code (`bad-request`,
 * `not-found`, …). Renaming a catalogue key changes its code: problem-codes.txt (checked by
 * problem-codes.test.ts) makes that deliberate.
 */

type Catalogue = Readonly<Record<string, string | ((...args: never[]) => string)>>;

/** Each message catalogue with the prefix its codes carry (MSG's none: it is the product's own). */
const CATALOGUES: readonly (readonly [prefix: string, name: string, catalogue: Catalogue])[] = [
  ['', 'MSG', MSG],
  ['rule', 'RULE_MSG', RULE_MSG],
  ['split', 'SPLIT_MSG', SPLIT_MSG],
  ['preview', 'PREVIEW_MSG', PREVIEW_MSG],
  ['conversion', 'CONVERSION_MSG', CONVERSION_MSG],
  ['tag', 'TAG_MSG', TAG_MSG],
  ['alert', 'ALERT_MSG', ALERT_MSG],
  ['webhook', 'WEBHOOK_MSG', WEBHOOK_MSG],
  ['sso', 'SSO_MSG', SSO_MSG],
  ['health', 'HEALTH_MSG', HEALTH_MSG],
  ['share', 'SHARE_MSG', SHARE_MSG],
  ['second-factor', 'SECOND_FACTOR_MSG', SECOND_FACTOR_MSG],
  ['email-report', 'REPORT_MSG', REPORT_MSG],
];

/**
 * Codes named outright where the key's own would read oddly; every other entry's is its
 * kebab-case key. Two entries share a code only here, when they say the same thing two ways.
 */
export const NAMED_CODES: Readonly<Record<string, string>> = {
  // Throttled guesses (sign-in, the password gate, reports), with or without the wait in minutes.
  'MSG.tooManyAttempts': 'too-many-attempts',
  'MSG.tooManyAttemptsIn': 'too-many-attempts',
  // Over the plan's request limit (RateLimit-Policy).
  'MSG.tooManyRequestsIn': 'rate-limited',
  'MSG.analyticsUnknownParam': 'unknown-parameter',
  'MSG.tooLarge': 'content-too-large',
};

/** Messages that say nothing of their own ("An unknown error occurred"): they answer their status's code. */
const GENERIC = new Set<string>([MSG.unknownError]);

/** The code of a status whose message names no catalogue entry (RFC 9110's reason phrases, kebab-case). */
const STATUS_CODES: Readonly<Record<number, string>> = {
  400: 'bad-request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  405: 'method-not-allowed',
  409: 'conflict',
  410: 'gone',
  413: 'content-too-large',
  415: 'unsupported-media-type',
  422: 'unprocessable-content',
  429: 'rate-limited',
  500: 'internal-error',
  502: 'bad-gateway',
  503: 'service-unavailable',
  504: 'gateway-timeout',
};

export const statusCode = (status: number): string => STATUS_CODES[status] ?? (status >= 500 ? 'internal-error' : 'bad-request');

/** One entry of the catalogues and the code its messages carry. */
export interface ProblemCode {
  code: string;
  /** Where the message is declared, e.g. `MSG.aliasTaken`. */
  source: string;
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function codeOf(prefix: string, name: string, key: string): string {
  const named = NAMED_CODES[`${name}.${key}`];
  if (named) return named;
  const own = kebab(key);
  // TAG_MSG.tagIdsInvalid is `tag-ids-invalid`, not `tag-tag-ids-invalid`.
  return !prefix || own === prefix || own.startsWith(`${prefix}-`) ? own : `${prefix}-${own}`;
}

const entries = CATALOGUES.flatMap(([prefix, name, catalogue]) =>
  Object.entries(catalogue).map(([key, message]) => ({ code: codeOf(prefix, name, key), source: `${name}.${key}`, message })),
);

/** Every catalogue entry's code, in catalogue order (the API docs list them). */
export const problemCodes: readonly ProblemCode[] = entries.map(({ code, source }) => ({ code, source }));

/** Every code an answer may carry, once each and sorted: the catalogue entries' and the statuses'. */
export const allProblemCodes = (): string[] => [...new Set([...problemCodes.map((c) => c.code), ...Object.values(STATUS_CODES)])].sort();

const byMessage = new Map<string, string>(
  entries.flatMap(({ code, message }) => (typeof message === 'string' && !GENERIC.has(message) ? [[message, code] as const] : [])),
);

/**
 * A message made by a catalogue function (`Unknown field: long_url`) is recognised by its
 * literal parts: the function is called with markers for its arguments (a list of one marker
 * when it takes lists) and each marker becomes "anything". A count's noun may be singular
 * ("1 link", "in 1 minute"), so the word right after an argument may lose its final s.
 */
const MARK = '\u0000';
const patterns = entries.flatMap(({ code, message }) => {
  if (typeof message !== 'function') return [];
  const marks = Array.from({ length: Math.max(message.length, 1) }, (_, i) => `${MARK}${i}${MARK}`);
  const rendered =
    render(message, marks) ??
    render(
      message,
      marks.map((mark) => [mark]),
    );
  if (rendered === undefined) return [];
  const parts = rendered.split(new RegExp(`${MARK}\\d+${MARK}`));
  if (parts.length < 2) return [];
  const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const source = parts.map((part, i) => (i === 0 ? escapeRegExp(part) : escapeRegExp(part).replace(/^(\s\w{2,}?)s\b/, '$1s?'))).join('[\\s\\S]*?');
  return [{ code, pattern: new RegExp(`^${source}$`) }];
});

function render(message: (...args: never[]) => string, args: unknown[]): string | undefined {
  try {
    return (message as (...a: unknown[]) => string)(...args);
  } catch {
    return undefined;
  }
}

/** The code of a catalogue message, exact or made by a catalogue function; undefined for any other text. */
export function messageCode(message: string): string | undefined {
  return byMessage.get(message) ?? patterns.find(({ pattern }) => pattern.test(message))?.code;
}

/** The code a problem answer carries: its message's, else its status's. */
export const problemCode = (status: number, message: string): string => messageCode(message) ?? statusCode(status);

/** The problem type URI of a code: a URI reference resolved against the API's origin, one fragment per code. */
export const problemType = (code: string): string => `/api/problems#${code}`;

/** The problem's title: its code in words (`alias-taken` → "Alias taken"), the same on every occurrence. */
export const problemTitle = (code: string): string => {
  const words = code.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The RFC 9457 problem document of a failure (the Problem schema): its code (the message's,
 * else the status's), the type and title that follow from the code, the message as `detail` —
 * and as `errorMessage`, which the web app reads — and, for a validation failure, every wrong
 * field, coded by its message or else by the validator's own code in kebab case.
 */
export function problemDocument(status: number, message: string, fields?: readonly { pointer: string; detail: string; code: string }[]): Problem {
  const code = problemCode(status, message);
  return {
    type: problemType(code),
    title: problemTitle(code),
    status,
    detail: message,
    code,
    ...(fields?.length ? { errors: fields.map(({ pointer, detail, code: own }) => ({ pointer, detail, code: messageCode(detail) ?? kebabCode(own) })) } : {}),
    errorMessage: message,
  };
}

/** `invalid_type` → `invalid-type`. */
const kebabCode = (code: string) =>
  code
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'invalid';
