/**
 * Where the CLI keeps its sign-in: ~/.config/kisa/config.json ($XDG_CONFIG_HOME/kisa when set),
 * readable by its owner only (it holds an API key). KISA_API_KEY and KISA_URL override it.
 */
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { NotSignedInError } from './exit-codes.js';

export const DEFAULT_URL = 'http://localhost:3000';

export interface StoredConfig {
  url: string;
  apiKey: string;
}

export function configPath(env: NodeJS.ProcessEnv = process.env): string {
  return join(env.XDG_CONFIG_HOME || join(homedir(), '.config'), 'kisa', 'config.json');
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Partial<StoredConfig> {
  try {
    const parsed = JSON.parse(readFileSync(configPath(env), 'utf8')) as Partial<StoredConfig>;
    return { ...(typeof parsed.url === 'string' ? { url: parsed.url } : {}), ...(typeof parsed.apiKey === 'string' ? { apiKey: parsed.apiKey } : {}) };
  } catch {
    return {};
  }
}

export function writeConfig(config: StoredConfig, env: NodeJS.ProcessEnv = process.env): string {
  const path = configPath(env);
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  writeFileSync(path, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  chmodSync(path, 0o600); // the mode above applies only when the file is new
  return path;
}

/** Forgets the stored sign-in; answers whether there was one. */
export function removeConfig(env: NodeJS.ProcessEnv = process.env): boolean {
  const path = configPath(env);
  const had = Object.keys(readConfig(env)).length > 0;
  rmSync(path, { force: true });
  return had;
}

/** The API key and base URL to use: the environment's, else the stored ones. */
export function credentials(env: NodeJS.ProcessEnv = process.env): StoredConfig {
  const stored = readConfig(env);
  const apiKey = env.KISA_API_KEY || stored.apiKey;
  if (!apiKey) throw new NotSignedInError('Not signed in: run `kisa login --api-key <key>` (or set KISA_API_KEY).');
  return { apiKey, url: env.KISA_URL || stored.url || DEFAULT_URL };
}
