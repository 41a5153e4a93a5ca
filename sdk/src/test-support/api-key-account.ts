/**
 * A verified account with a personal API key on the tests' local runtime
 * (infra/local/test/global-setup.ts), made through the API helpers the API tests use.
 */
import { verifiedSession, type Session } from '@kisa/functions/src/test-support/accounts';
import { call, runtime } from '@kisa/functions/src/test-support/api';

export interface ApiKeyAccount {
  session: Session;
  /** The key itself (`kisa_…`). */
  apiKey: string;
  /** The runtime's base URL (also the short domain). */
  appUrl: string;
}

export async function apiKeyAccount(tag: string): Promise<ApiKeyAccount> {
  const session = await verifiedSession(tag);
  const made = await call<{ key: string }>('POST', '/api/keys', { headers: session.auth, json: { name: `${tag} key` } });
  if (made.status !== 201 || !made.body.key)
    throw new Error(`expected POST /api/keys to answer 201 with a key, got ${made.status} ${JSON.stringify(made.body)}`);
  return { session, apiKey: made.body.key, appUrl: runtime().appUrl.replace(/\/$/, '') };
}

/** A browser's User-Agent: a visit that counts (bots are left out of analytics). */
export const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** Today's date in UTC, as analytics ranges take it. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);
