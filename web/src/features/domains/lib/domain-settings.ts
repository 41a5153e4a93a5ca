import { APP_LINKS_CHECKS, checkTarget, DOMAIN_FILE_MAX, MSG, normalizeUrl, type Domain, type UpdateDomainInput } from '@kisa/shared';

/**
 * The settings form of a domain — the pages it serves itself — checked in the browser with
 * the server's rules and messages (shared domain-schemas.ts: URLs as a link's target, files at
 * most DOMAIN_FILE_MAX characters, the app-links files in Apple's and Google's shapes,
 * app-links.ts), and the PATCH it sends: only what changed, '' clearing a value. Pure; unit-tested.
 */

export const SETTINGS_FIELDS = ['rootUrl', 'notFoundUrl', 'robotsTxt', 'appleAppSiteAssociation', 'assetLinks'] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];
export type SettingsValues = Record<SettingsField, string>;
export type SettingsErrors = Partial<Record<SettingsField, string>>;

const URL_FIELDS: ReadonlySet<SettingsField> = new Set(['rootUrl', 'notFoundUrl']);

/** The form's values for a domain as saved (unset: empty). */
export function settingsValues(domain: Domain): SettingsValues {
  return Object.fromEntries(SETTINGS_FIELDS.map((f) => [f, domain[f] ?? ''])) as SettingsValues;
}

/** A value as the server stores it: null when empty, a URL normalised (https:// added), a file trimmed. */
function stored(field: SettingsField, value: string): string | null {
  if (!value.trim()) return null;
  return URL_FIELDS.has(field) ? normalizeUrl(value) : value.trim();
}

/** What is wrong with each field, in the server's words; empty when the form may be sent. */
export function checkDomainSettings(values: SettingsValues): SettingsErrors {
  const errors: SettingsErrors = {};
  for (const field of SETTINGS_FIELDS) {
    const value = values[field];
    const kept = stored(field, value);
    if (kept === null) continue;
    if (URL_FIELDS.has(field)) {
      const problem = checkTarget(kept);
      if (problem) errors[field] = problem;
    } else if (value.length > DOMAIN_FILE_MAX) {
      errors[field] = MSG.domainFileTooLong;
    } else if (field === 'appleAppSiteAssociation' || field === 'assetLinks') {
      const problem = APP_LINKS_CHECKS[field](kept);
      if (problem) errors[field] = problem;
    }
  }
  return errors;
}

/** The fields whose stored value would change, for PATCH /api/domains/{host} (null clears). */
export function settingsPatch(saved: Domain, values: SettingsValues): UpdateDomainInput {
  const patch: UpdateDomainInput = {};
  for (const field of SETTINGS_FIELDS) {
    const next = stored(field, values[field]);
    if (next !== (saved[field] ?? null)) patch[field] = next;
  }
  return patch;
}
