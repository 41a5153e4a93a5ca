import { AUDIT_REDACTED, type AuditChanges } from '@kisa/shared';

/**
 * What an entry says changed: the fields domain code noted (before and after), else the request
 * body's fields (after). Secrets never go in (a field whose name says password, secret, token,
 * code of a second factor, private key, credential or assertion is "[redacted]", at any depth),
 * and nothing large does: long text is cut, long lists and deep objects summarised, so an entry
 * stays small whatever the request (a bulk call of 10,000 links is "[10000 items]").
 */

const SECRET_FIELD = /pass(word|phrase)?$|password|secret|token|otp|totp|recovery|private|credential|assertion|attestation|signature|^code$|^key$/i;
const TEXT_MAX = 500;
const LIST_MAX = 20;
const DEPTH_MAX = 3;
/** The most characters of changes an entry keeps (as JSON); past it the fields are only named. */
const CHANGES_MAX = 16_000;

export function bounded(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'string') return value.length > TEXT_MAX ? `${value.slice(0, TEXT_MAX)}…` : value;
  if (Array.isArray(value)) return value.length > LIST_MAX || depth >= DEPTH_MAX ? `[${value.length} items]` : value.map((v) => bounded(v, depth + 1) ?? null);
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    if (depth >= DEPTH_MAX) return `{${entries.length} fields}`;
    return Object.fromEntries(entries.map(([k, v]) => [k, SECRET_FIELD.test(k) ? AUDIT_REDACTED : bounded(v, depth + 1)]));
  }
  return String(value);
}

const side = (field: string, value: unknown) => (SECRET_FIELD.test(field) ? AUDIT_REDACTED : bounded(value, 1));

export function auditChanges(noted: AuditChanges | undefined, body: unknown): AuditChanges {
  const changes: AuditChanges = {};
  if (noted && Object.keys(noted).length) {
    for (const [field, c] of Object.entries(noted)) {
      changes[field] = {
        ...('before' in c && c.before !== undefined ? { before: side(field, c.before) } : {}),
        ...('after' in c && c.after !== undefined ? { after: side(field, c.after) } : {}),
      };
    }
  } else if (body && typeof body === 'object' && !Array.isArray(body)) {
    for (const [field, value] of Object.entries(body)) if (value !== undefined) changes[field] = { after: side(field, value) };
  }
  if (JSON.stringify(changes).length <= CHANGES_MAX) return changes;
  return Object.fromEntries(Object.keys(changes).map((field) => [field, {}]));
}
