import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SSO_BROWSER_COOKIE, SSO_PATHS } from '@kisa/shared';
import { ssoConfigItem, ssoConfigKey } from '#data/sso/sso-config-item.js';
import { ssoDomainItem } from '#data/sso/sso-domain-item.js';
import { verifiedSession, type Session } from '../accounts.js';
import { call, runtime, type ApiAnswer } from '../api.js';
import { formOf, type SamlIdp, type SamlPost } from './saml-idp.js';

/** A team whose members sign in at a SAML identity provider, for the API tests, and the steps of a sign-in through the real routes. */

let client: DynamoDBDocumentClient | undefined;
function table(): DynamoDBDocumentClient {
  const env = runtime().env;
  client ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: env.AWS_REGION,
      endpoint: env.DYNAMODB_ENDPOINT,
      credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! },
    }),
  );
  return client;
}

export interface SamlTeam {
  owner: Session;
  teamId: string;
  /** The team's verified e-mail domain (unique to the test). */
  domain: string;
  email: (local: string) => string;
}

/**
 * An owner's team with SAML single sign-on at `idp` for a fresh domain of its own, written
 * straight into the table as the settings routes leave it (the domain's DNS proof done).
 */
export async function samlTeam(idp: SamlIdp, tag: string): Promise<SamlTeam> {
  const owner = await verifiedSession(tag, `${tag} owner`);
  const teamId = owner.user.teamId;
  const domain = `${tag}-${randomUUID().slice(0, 8)}.example`;
  const TableName = runtime().env.TABLE_NAME;
  await table().send(new PutCommand({ TableName, Item: ssoDomainItem({ domain, teamId, token: randomUUID(), verifiedAt: new Date().toISOString() }) }));
  await table().send(
    new PutCommand({
      TableName,
      Item: ssoConfigItem({
        teamId,
        protocol: 'saml',
        saml: { idpEntityId: idp.entityId, ssoUrl: idp.ssoUrl, certificates: [idp.key.certificate], metadataUrl: idp.metadataUrl },
        domains: [domain],
        enforced: false,
        breakGlassUserIds: [],
        defaultRole: 'member',
        updatedAt: new Date().toISOString(),
      }),
    }),
  );
  return { owner, teamId, domain, email: (local) => `${local}@${domain}` };
}

/** Turns the team's enforcement on or off (owners named keep their password). */
export async function setEnforced(team: SamlTeam, enforced: boolean, breakGlassUserIds: string[] = []): Promise<void> {
  await table().send(
    new UpdateCommand({
      TableName: runtime().env.TABLE_NAME,
      Key: ssoConfigKey(team.teamId),
      UpdateExpression: 'SET enforced = :e, breakGlassUserIds = :b',
      ExpressionAttributeValues: { ':e': enforced, ':b': breakGlassUserIds },
    }),
  );
}

/** The browser cookie POST /api/auth/sso set, by the attempt's RelayState: the browser that began it. */
const browsers = new Map<string, string>();

/** The cookie of the browser that began the attempt an IdP's form answers. */
export const browserOf = (post: SamlPost): string | undefined => browsers.get(post.RelayState ?? '');

/** Starts single sign-on for the address (POST /api/auth/sso) and answers where the browser is sent. */
export async function startSso(email: string): Promise<string> {
  const started = await call('POST', '/api/auth/sso', { json: { email } });
  if (started.status !== 200) throw new Error(`expected POST /api/auth/sso for ${email} to answer 200, got ${started.status} ${JSON.stringify(started.body)}`);
  const redirectUrl = started.body.redirectUrl as string;
  const cookie = started.cookies
    .find((c) => c.startsWith(`${SSO_BROWSER_COOKIE}=`))
    ?.split(';')[0]
    ?.slice(SSO_BROWSER_COOKIE.length + 1);
  const relayState = new URL(redirectUrl).searchParams.get('RelayState');
  if (cookie && relayState) browsers.set(relayState, cookie);
  return redirectUrl;
}

/** Follows the redirect to the provider and answers the form its page would post (throws when it posts none). */
export async function atIdp(redirectUrl: string): Promise<SamlPost> {
  return formOf(await (await fetch(redirectUrl)).text());
}

/**
 * Posts the provider's form to the assertion consumer service as a browser on the provider's page
 * does (cross-site), and follows its redirect to the finish step as that browser: with the cookie of
 * the browser that began the attempt (`browser` undefined), another one, or none (null).
 */
export async function postToAcs(idp: SamlIdp, post: SamlPost, browser?: string | null): Promise<ApiAnswer> {
  const fields: Record<string, string> = { SAMLResponse: post.SAMLResponse, ...(post.RelayState === undefined ? {} : { RelayState: post.RelayState }) };
  const path = new URL(post.acsUrl).pathname;
  const checked = await call('POST', path, {
    raw: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(idp.entityId).origin, 'sec-fetch-site': 'cross-site' },
  });
  const next = new URL(checked.headers.get('location') ?? 'http://none/');
  if (checked.status !== 303 || next.pathname !== SSO_PATHS.samlFinish) return checked;
  const cookie = browser === undefined ? browsers.get(post.RelayState ?? '') : browser;
  return call('GET', `${next.pathname}${next.search}`, { headers: cookie ? { cookie: `${SSO_BROWSER_COOKIE}=${cookie}` } : {} });
}
