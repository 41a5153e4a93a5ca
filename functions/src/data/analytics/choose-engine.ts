import { config } from '#lib/config.js';
import type { ClickLogEngine } from './click-log-engine.js';

/**
 * The engine this deployment reads the click log with: configuration (ANALYTICS_ENGINE) picks
 * it, and only it is imported, so a Lambda never loads DuckDB's native module. Apart from the
 * interface (click-log-engine.ts), which the engines import: no module imports back.
 */

let engine: Promise<ClickLogEngine> | undefined;

export function clickLogEngine(): Promise<ClickLogEngine> {
  return (engine ??=
    config.analytics().engine === 'athena'
      ? import('./athena-engine.js').then((m) => m.createAthenaEngine())
      : import('./duckdb-engine.js').then((m) => m.createDuckDbEngine()));
}
