import { randomBytes } from 'node:crypto';
import { SSO_MSG, ssoTxtValue, type SsoConfig, type SsoDomainStatus, type SsoSettings, type SsoSettingsInput } from '@kisa/shared';
import { listTeamMemberships } from '#data/accounts/teams-repo.js';
import type { OidcProviderRecord, SamlProviderRecord, SsoConfigRecord } from '#data/sso/sso-config-item.js';
import { deleteSsoConfig, getSsoConfig, getSsoDomains, saveSsoConfig } from '#data/sso/sso-config-repo.js';
import type { SsoDomainRecord } from '#data/sso/sso-domain-item.js';
import { config as appConfig } from '#lib/config.js';
import { AppError, badRequest } from '#lib/errors.js';
import type { TeamCaller } from '../accounts/caller.js';
import { discoverProvider } from './oidc-discovery.js';
import { samlProviderFromInput, samlSettingsView } from './saml-settings.js';
import { sealSsoSecret } from './sso-secret.js';
import { ssoServiceUrls } from './sso-urls.js';

/**
 * A team's single sign-on settings, as its owners see and change them (scope sso:write). The
 * e-mail domains are claimed platform-wide when saved and route sign-ins once verified
 * (verify-sso-domain.ts).
 */

export async function getSsoSettings(caller: TeamCaller): Promise<SsoSettings> {
  const config = await getSsoConfig(caller.teamId);
  return { ...ssoServiceUrls(), config: config ? await configView(config) : null };
}

export async function saveSsoSettings(caller: TeamCaller, input: SsoSettingsInput): Promise<SsoSettings> {
  const { teamId } = caller;
  const existing = await getSsoConfig(teamId);
  const domains = [...new Set(input.domains)];
  const breakGlassUserIds = [...new Set(input.breakGlassUserIds)];
  await requireOwners(teamId, breakGlassUserIds);
  const oidc = input.protocol === 'oidc' ? await oidcProvider(teamId, input, existing?.oidc) : existing?.oidc;
  const saml = input.protocol === 'saml' ? await samlProvider(input, existing?.saml) : existing?.saml;
  const record: SsoConfigRecord = {
    teamId,
    protocol: input.protocol,
    ...(oidc ? { oidc } : {}),
    ...(saml ? { saml } : {}),
    domains,
    enforced: input.enforced,
    breakGlassUserIds,
    defaultRole: input.defaultRole,
    updatedAt: new Date().toISOString(),
  };
  const before = existing?.domains ?? [];
  const claims = await getSsoDomains([...new Set([...before, ...domains])]);
  const ours = (domain: string) => claims.get(domain)?.teamId === teamId;
  const newClaims: SsoDomainRecord[] = domains.filter((d) => !ours(d)).map((domain) => ({ domain, teamId, token: randomBytes(16).toString('hex') }));
  const taken = newClaims.find((c) => claims.get(c.domain)?.verifiedAt !== undefined);
  if (taken) throw new AppError(409, SSO_MSG.domainTaken(taken.domain));
  const released = before.filter((d) => !domains.includes(d) && ours(d));
  const outcome = await saveSsoConfig(record, { newClaims, released, previousUpdatedAt: existing?.updatedAt ?? null });
  if (typeof outcome === 'object') throw new AppError(409, SSO_MSG.domainTaken(outcome.taken));
  if (outcome === 'changed') throw new AppError(409, SSO_MSG.settingsChanged);
  return { ...ssoServiceUrls(), config: await configView(record) };
}

export async function deleteSsoSettings(caller: TeamCaller): Promise<void> {
  const existing = await getSsoConfig(caller.teamId);
  if (!existing) throw new AppError(404, SSO_MSG.notConfigured);
  const claims = await getSsoDomains(existing.domains);
  const released = existing.domains.filter((d) => claims.get(d)?.teamId === caller.teamId);
  if (!(await deleteSsoConfig(caller.teamId, released))) throw new AppError(409, SSO_MSG.settingsChanged);
}

async function requireOwners(teamId: string, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  const owners = new Set((await listTeamMemberships(teamId)).filter((m) => m.role === 'owner').map((m) => m.userId));
  if (userIds.some((id) => !owners.has(id))) throw badRequest(SSO_MSG.breakGlassNotOwner);
}

async function oidcProvider(teamId: string, input: SsoSettingsInput, existing: OidcProviderRecord | undefined): Promise<OidcProviderRecord> {
  const given = input.oidc;
  if (!given) throw badRequest(SSO_MSG.protocolSettingsMissing);
  // The saved secret stays only for the same client of the same provider.
  const keep = existing && existing.issuer === given.issuer && existing.clientId === given.clientId ? existing.sealedClientSecret : undefined;
  if (!given.clientSecret && !keep) throw badRequest(SSO_MSG.clientSecretRequired);
  const discovered = await discoverProvider(given.issuer);
  return {
    ...discovered,
    clientId: given.clientId,
    sealedClientSecret: given.clientSecret ? await sealSsoSecret(teamId, given.clientSecret) : keep!,
    scopes: given.scopes ?? ['email', 'profile'],
  };
}

async function samlProvider(input: SsoSettingsInput, saved: SamlProviderRecord | undefined): Promise<SamlProviderRecord> {
  if (!input.saml) throw badRequest(SSO_MSG.protocolSettingsMissing);
  return samlProviderFromInput(input.saml, { allowHosts: appConfig.sso().allowHosts }, saved);
}

/** The settings as the page shows them: never the secret, each domain with its TXT record and whether it is verified. */
export async function configView(config: SsoConfigRecord): Promise<SsoConfig> {
  const claims = await getSsoDomains(config.domains);
  return {
    protocol: config.protocol,
    ...(config.oidc
      ? {
          oidc: {
            issuer: config.oidc.issuer,
            clientId: config.oidc.clientId,
            clientSecretSet: config.oidc.sealedClientSecret !== '',
            scopes: config.oidc.scopes,
          },
        }
      : {}),
    ...(config.saml ? { saml: samlSettingsView(config.saml) } : {}),
    domains: config.domains.map((domain) => domainStatus(config.teamId, domain, claims.get(domain))),
    enforced: config.enforced,
    breakGlassUserIds: config.breakGlassUserIds,
    defaultRole: config.defaultRole,
    updatedAt: config.updatedAt,
  };
}

export function domainStatus(teamId: string, domain: string, claim: SsoDomainRecord | undefined): SsoDomainStatus {
  const ours = claim?.teamId === teamId;
  return { domain, verified: ours && claim.verifiedAt !== undefined, txtName: domain, txtValue: ours ? ssoTxtValue(claim.token) : '' };
}
