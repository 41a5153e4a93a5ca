import type { ImportSourceId } from '@kisa/shared';
import type { ImportAdapter } from '../import-source.js';
import { fileAdapter } from './file.js';

/** Every source's adapter, by its id (shared/src/imports.ts IMPORT_SOURCES). */
export const ADAPTERS: Partial<Record<ImportSourceId, ImportAdapter>> = {
  file: fileAdapter,
};

export function adapterOf(source: ImportSourceId): ImportAdapter {
  const adapter = ADAPTERS[source];
  if (!adapter) throw new Error(`No import adapter for ${source}`);
  return adapter;
}
