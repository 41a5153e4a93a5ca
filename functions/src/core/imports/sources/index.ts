import type { ImportSourceId } from '@kisa/shared';
import type { ImportAdapter } from '../import-source.js';
import { bitlyAdapter } from './bitly.js';
import { dubAdapter } from './dub.js';
import { fileAdapter } from './file.js';
import { kuttAdapter } from './kutt.js';
import { rebrandlyAdapter } from './rebrandly.js';
import { shlinkAdapter } from './shlink.js';
import { shortioAdapter } from './shortio.js';
import { yourlsAdapter } from './yourls.js';

/** Every source's adapter, by its id (shared/src/imports.ts IMPORT_SOURCES). */
export const ADAPTERS: Partial<Record<ImportSourceId, ImportAdapter>> = {
  bitly: bitlyAdapter,
  dub: dubAdapter,
  file: fileAdapter,
  kutt: kuttAdapter,
  rebrandly: rebrandlyAdapter,
  shlink: shlinkAdapter,
  shortio: shortioAdapter,
  yourls: yourlsAdapter,
};

export function adapterOf(source: ImportSourceId): ImportAdapter {
  const adapter = ADAPTERS[source];
  if (!adapter) throw new Error(`No import adapter for ${source}`);
  return adapter;
}
