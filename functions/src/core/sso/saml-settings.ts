import { SSO_MSG, type samlSettingsInputSchema, type samlSettingsSchema } from '@kisa/shared';
import type { z } from 'zod';
import type { SamlProviderRecord } from '#data/sso/sso-config-item.js';
import { badRequest } from '#lib/errors.js';
import { isPublicAddress } from '#lib/net/address-policy.js';
import { safeFetch } from '#lib/net/safe-fetch.js';
import { certificatePem, certificateSummary, parseIdpMetadata, SAML_METADATA_MAX_BYTES, SamlMetadataError, type SamlIdpDescription } from './saml-metadata.js';

/**
 * A team's SAML identity provider as an owner gives it — its metadata XML, the URL of its
 * metadata (read now, when the settings are saved), or its entity ID, sign-in URL and
 * certificates typed in — resolved into what the settings item keeps; and back into what the
 * settings page shows.
 */

export type SamlSettingsInput = z.output<typeof samlSettingsInputSchema>;
export type SamlSettingsView = z.output<typeof samlSettingsSchema>;

export interface MetadataFetchOptions {
  /** Hosts reached however they resolve and over http too (the local runtime's loopback IdP); others: https, public addresses only. */
  allowHosts: ReadonlySet<string>;
  timeoutMs?: number;
}

/** `saved`: the team's provider as saved; typed-in settings without certificates keep its certificates. */
export async function samlProviderFromInput(input: SamlSettingsInput, options: MetadataFetchOptions, saved?: SamlProviderRecord): Promise<SamlProviderRecord> {
  let described: SamlIdpDescription;
  if (input.metadataXml?.trim()) described = fromMetadata(input.metadataXml);
  else if (input.metadataUrl) described = fromMetadata(await fetchMetadata(input.metadataUrl, options));
  else described = fromParts(input, saved?.certificates ?? []);
  requireSecure(described.ssoUrl, options.allowHosts);
  return { ...described, ...(input.metadataUrl && !input.metadataXml?.trim() ? { metadataUrl: input.metadataUrl } : {}) };
}

function fromMetadata(xml: string): SamlIdpDescription {
  try {
    return parseIdpMetadata(xml);
  } catch (error) {
    if (error instanceof SamlMetadataError) throw badRequest(SSO_MSG.samlMetadataInvalid(error.message));
    throw error;
  }
}

function fromParts(input: SamlSettingsInput, savedCertificates: string[]): SamlIdpDescription {
  const idpEntityId = input.entityId?.trim();
  const given = (input.certificates ?? []).filter((c) => c.trim());
  const certificates = given.length ? given : savedCertificates;
  if (!idpEntityId || !input.ssoUrl || certificates.length === 0) throw badRequest(SSO_MSG.samlRequired);
  try {
    return { idpEntityId, ssoUrl: input.ssoUrl, certificates: [...new Set(certificates.map(certificatePem))] };
  } catch (error) {
    if (error instanceof SamlMetadataError) throw badRequest(SSO_MSG.samlMetadataInvalid(error.message));
    throw error;
  }
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

function requireSecure(ssoUrl: string, allowHosts: ReadonlySet<string>): void {
  const url = URL.canParse(ssoUrl) ? new URL(ssoUrl) : null;
  if (!url || (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowHosts.has(hostOf(url))))) {
    throw badRequest(SSO_MSG.discoveryInsecure('sign-in URL (SingleSignOnService)'));
  }
}

/** The metadata at the URL, read as the web's other user-given URLs are (lib/net/safe-fetch.ts: no private addresses, a deadline, a size limit). */
async function fetchMetadata(metadataUrl: string, options: MetadataFetchOptions): Promise<string> {
  const url = new URL(metadataUrl);
  const allowed = options.allowHosts.has(hostOf(url));
  if (!allowed && url.protocol !== 'https:') throw badRequest(SSO_MSG.discoveryInsecure('metadata URL'));
  try {
    const answer = await safeFetch(url.href, {
      timeoutMs: options.timeoutMs ?? 10_000,
      maxBytes: SAML_METADATA_MAX_BYTES + 1,
      maxRedirects: 3,
      isAllowedAddress: allowed ? () => true : isPublicAddress,
      headers: { 'user-agent': 'KisaSSO/1.0', accept: 'application/samlmetadata+xml, application/xml, text/xml' },
    });
    if (answer.status !== 200) throw new Error(`status ${answer.status}`);
    if (answer.truncated) throw badRequest(SSO_MSG.samlMetadataInvalid(`it is over ${SAML_METADATA_MAX_BYTES / 1000} kB`));
    return answer.body.toString('utf8');
  } catch (error) {
    if (error instanceof Error && error.name === 'AppError') throw error;
    throw badRequest(SSO_MSG.discoveryFailed(metadataUrl));
  }
}

/** What the settings page shows of the provider: never the certificates themselves, their fingerprints and expiry. */
export function samlSettingsView(provider: SamlProviderRecord): SamlSettingsView {
  return {
    ...(provider.metadataUrl ? { metadataUrl: provider.metadataUrl } : {}),
    entityId: provider.idpEntityId,
    ssoUrl: provider.ssoUrl,
    certificates: provider.certificates.map(certificateSummary),
  };
}
