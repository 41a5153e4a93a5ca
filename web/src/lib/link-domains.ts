import { displayHost, type DomainList } from '@kisa/shared';

/**
 * The domains a link may go on, as the domain picker offers them. Pure; unit-tested.
 * A host is one of the team's domains that has been verified (a misconfigured one still serves
 * its links and takes new ones, as the server rules); null is the platform's short domain.
 */

export interface DomainChoice {
  /** The ASCII host; null: the platform's short domain. */
  host: string | null;
  /** As people read it: IDN labels decoded, the team's default marked. */
  label: string;
}

export interface DomainChoices {
  /** The picker is shown only when the team has a domain of its own to choose. */
  shown: boolean;
  /** The platform's domain first, then the team's in the API's order. */
  options: DomainChoice[];
  /** What a new link goes on unless the user picks another: the team's default domain, else the platform's (null). */
  defaultHost: string | null;
}

/** `xn--ksa-…` as people read it (`kısa.örnek.com`); the host itself when it does not decode. */
export function domainText(host: string): string {
  return displayHost(`http://${host}/`) || host;
}

/**
 * The picker's choices from GET /api/domains (undefined while it loads or when it failed: no
 * picker, the server's default applies). `current`: the domain an edited link is on, offered
 * even if the list no longer holds it, so the picker never misstates where the link is.
 */
export function domainChoices(list: DomainList | undefined, current?: string | null): DomainChoices {
  if (!list) return { shown: false, options: [], defaultHost: null };
  const usable = list.items.filter((d) => !!d.verifiedAt || d.host === current);
  const options: DomainChoice[] = [{ host: null, label: `${domainText(list.platformHost)} (platform)` }];
  for (const d of usable)
    options.push({ host: d.host, label: `${domainText(d.host)}${d.isDefault ? ' (default)' : ''}${d.status === 'misconfigured' ? ' — misconfigured' : ''}` });
  if (current && !usable.some((d) => d.host === current)) options.push({ host: current, label: domainText(current) });
  const defaultHost = usable.find((d) => d.isDefault && d.verifiedAt)?.host ?? null;
  return { shown: options.length > 1, options, defaultHost };
}

/**
 * The domain a new link goes on: the one `picked` in the picker (undefined: not touched; one
 * no longer offered, say removed meanwhile, counts as none), else the team's default domain
 * (null: the platform's). Undefined when there is no picker: the create leaves `domain` out,
 * and the server puts the link on the team's default.
 */
export function chosenDomain(choices: DomainChoices, picked: string | null | undefined): string | null | undefined {
  if (!choices.shown) return undefined;
  return picked !== undefined && choices.options.some((o) => o.host === picked) ? picked : choices.defaultHost;
}

/** The `<select>`'s value for a host (its options' values are strings: '' is the platform's). */
export const domainValue = (host: string | null | undefined): string => host ?? '';

/** The host a `<select>` value names. */
export const domainOfValue = (value: string): string | null => value || null;
