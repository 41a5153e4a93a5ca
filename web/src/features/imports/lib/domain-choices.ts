import type { ImportDomain, ImportDomainChoice } from '@kisa/shared';
import { translateNow } from '@/lib/i18n';

/**
 * The preview's per-domain choices: what each source domain may do (a shared one or one Kisa
 * cannot keep only moves or is skipped), what the preview chose, the start body, and why Start
 * must wait. Pure; unit-tested.
 */

export type DomainAction = ImportDomainChoice['action'];

export interface DomainChoiceState {
  action: DomainAction;
  /** With move: a team domain, null for the platform's. */
  to: string | null;
}

/** Keeping a domain's links on their host: only a branded domain Kisa can add for the team. */
export const canKeep = (d: Pick<ImportDomain, 'shared' | 'problem'>): boolean => !d.shared && !d.problem;

/** The preview's own choices, by host. */
export function initialChoices(domains: readonly ImportDomain[]): Record<string, DomainChoiceState> {
  return Object.fromEntries(domains.map((d) => [d.host, { action: d.action, to: d.to }]));
}

/** The choice for `d` (the preview's until changed). */
export const choiceOf = (choices: Readonly<Record<string, DomainChoiceState>>, d: ImportDomain): DomainChoiceState =>
  choices[d.host] ?? { action: d.action, to: d.to };

/** The start body's domains: each domain whose choice differs from the preview's (`to` only with move); the others keep the preview's. */
export function domainChoicesBody(domains: readonly ImportDomain[], choices: Readonly<Record<string, DomainChoiceState>>): ImportDomainChoice[] {
  return domains.flatMap((d): ImportDomainChoice[] => {
    const c = choiceOf(choices, d);
    if (c.action === d.action && (c.action !== 'move' || c.to === d.to)) return [];
    return [c.action === 'move' ? { host: d.host, action: 'move', to: c.to } : { host: d.host, action: c.action }];
  });
}

/** Kept domains whose TXT record is not found yet: their links cannot be written before it is. */
export function unverifiedKept(domains: readonly ImportDomain[], choices: Readonly<Record<string, DomainChoiceState>>): ImportDomain[] {
  return domains.filter((d) => choiceOf(choices, d).action === 'keep' && !d.ownershipVerified);
}

/** Why Start import must wait, or null. */
export function startBlocker(
  domains: readonly ImportDomain[],
  choices: Readonly<Record<string, DomainChoiceState>>,
  label: (host: string) => string,
): string | null {
  const waiting = unverifiedKept(domains, choices);
  if (waiting.length === 0) return null;
  const names = waiting.map((d) => label(d.host)).join(', ');
  return translateNow('imports.preview.blocker', { names });
}

/** Links the choices leave out (skipped domains). */
export const skippedByChoice = (domains: readonly ImportDomain[], choices: Readonly<Record<string, DomainChoiceState>>): number =>
  domains.filter((d) => choiceOf(choices, d).action === 'skip').reduce((n, d) => n + d.links, 0);
