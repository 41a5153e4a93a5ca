import type { AuditEntry, AuditFilters, AuditVerification } from '@kisa/shared';

/** `updateLink` → `Update link`; `signInFailed` → `Sign in failed`. */
export function actionLabel(action: string): string {
  const words = action
    .replace(/([A-Z])/g, ' $1')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Who acted, as a reader knows them: a person's name, an API key, or the system. */
export function actorLabel(actor: AuditEntry['actor']): string {
  if (actor.kind === 'apiKey') return `API key${actor.name ? ` of ${actor.name}` : ''}${actor.keyPrefix ? ` (${actor.keyPrefix}…)` : ''}`;
  if (actor.kind === 'system') return 'Kisa';
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
  if (result.ok) return `The chain holds: ${result.checked} ${result.checked === 1 ? 'entry' : 'entries'} checked, none altered or missing.`;
  const broken = result.firstBroken;
  if (!broken) return 'The chain does not hold.';
  const why = {
    hash: 'its contents were changed after it was written',
    link: 'it does not follow from the entry before it',
    gap: 'an entry before it is missing',
    head: 'the newest entries are missing',
  }[broken.reason];
  return `The chain is broken at entry #${broken.seq}${broken.at ? ` (${broken.at})` : ''}: ${why}. ${result.checked} entries before it hold.`;
}
