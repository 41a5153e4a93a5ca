import type { AuditEntry, AuditFilters, AuditVerification } from '@kisa/shared';
import { translateNow, type MessageKey } from '@/lib/i18n';

/**
 * An action (the operation's id) in words: its catalog text when it has one, else the id in words
 * (`updateLink` → `Update link`; `signInFailed` → `Sign in failed`).
 */
export function actionLabel(action: string): string {
  const key = `audit.action.${action}`;
  const known = translateNow(key as MessageKey);
  if (known !== key) return known;
  const words = action
    .replace(/([A-Z])/g, ' $1')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Who acted, as a reader knows them: a person's name, an API key, or the system. */
export function actorLabel(actor: AuditEntry['actor']): string {
  if (actor.kind === 'apiKey') {
    const key = actor.name ? translateNow('audit.actor.apiKeyOf', { name: actor.name }) : translateNow('audit.actor.apiKey');
    return `${key}${actor.keyPrefix ? ` (${actor.keyPrefix}…)` : ''}`;
  }
  if (actor.kind === 'system') return translateNow('audit.actor.system');
  return actor.name || actor.id;
}

/** The filters as the form holds them (dates as YYYY-MM-DD, `to` inclusive) → the API's (`to` exclusive: the next day). */
export function apiFilters(form: { actor: string; action: string; target: string; from: string; to: string }): AuditFilters {
  const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return {
    actor: form.actor.trim() || undefined,
    action: form.action.trim() || undefined,
    target: form.target.trim() || undefined,
    from: form.from || undefined,
    to: form.to ? nextDay(form.to) : undefined,
  };
}

/** What the Verify chain button found, in words. */
export function verificationText(result: AuditVerification): string {
  if (result.ok) return translateNow('audit.chain.holds', { n: result.checked, count: String(result.checked) });
  const broken = result.firstBroken;
  if (!broken) return translateNow('audit.chain.doesNotHold');
  const why = translateNow(`audit.why.${broken.reason}`);
  const values = { seq: String(broken.seq), why, checked: String(result.checked) };
  return broken.at ? translateNow('audit.chain.brokenAtTime', { ...values, at: broken.at }) : translateNow('audit.chain.brokenAt', values);
}
