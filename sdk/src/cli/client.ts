/** The SDK client the commands call, from the stored sign-in or the environment. */
import { createKisaClient, type KisaClient } from '#client/create-client.js';
import { credentials } from './config.js';

export function cliClient(found = credentials()): KisaClient & { baseUrl: string } {
  return { ...createKisaClient({ baseUrl: found.url, apiKey: found.apiKey }), baseUrl: found.url };
}
