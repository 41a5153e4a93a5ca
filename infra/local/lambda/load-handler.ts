import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';

/** A Lambda handler as the functions workspace exports it (middy-wrapped, promise style). */
export type LambdaHandler = (event: unknown, context: Context) => Promise<unknown> | unknown;

export type LoadedHandler = { name: string; ok: true; handler: LambdaHandler } | { name: string; ok: false; reason: 'missing' | 'broken'; message: string };

const extensions = ['.ts', '.js', '.mjs'];

/**
 * Imports `<dir>/<name>` once, at start-up. A missing or failing module does not stop the
 * process: its routes answer an error naming the module, so one unfinished handler never
 * takes the whole local API down.
 */
export async function loadHandler(dir: string, name: string): Promise<LoadedHandler> {
  const file = extensions.map((ext) => join(dir, `${name}${ext}`)).find((f) => existsSync(f));
  if (!file) return { name, ok: false, reason: 'missing', message: `Handler module ${name} does not exist (looked in ${dir})` };
  try {
    const mod = (await import(pathToFileURL(file).href)) as { handler?: unknown };
    if (typeof mod.handler !== 'function') {
      return { name, ok: false, reason: 'broken', message: `Handler module ${name} does not export a function named handler` };
    }
    return { name, ok: true, handler: mod.handler as LambdaHandler };
  } catch (err) {
    return { name, ok: false, reason: 'broken', message: `Handler module ${name} failed to load: ${(err as Error).stack ?? err}` };
  }
}

export async function loadHandlers(dir: string, names: Iterable<string>): Promise<Map<string, LoadedHandler>> {
  const unique = [...new Set(names)];
  const loaded = await Promise.all(unique.map((name) => loadHandler(dir, name)));
  return new Map(loaded.map((l) => [l.name, l]));
}
