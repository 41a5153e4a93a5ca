import type { ApiKeyInfo } from '@kisa/shared';
import { listApiKeys } from '#data/accounts/api-keys-repo.js';
import type { Caller } from '../accounts/caller.js';
import { toApiKeyInfo } from './to-api-key-info.js';

export async function listCallersApiKeys(caller: Caller): Promise<ApiKeyInfo[]> {
  return (await listApiKeys(caller.id)).map(toApiKeyInfo);
}
