import type { Key } from '../keys.js';
import { recordCheckHandOff, recordCheckPage, startCheckPass } from '../check-passes/check-pass.js';

/** Destination health's one pass at a time: `HEALTHCHECK` / `PASS` (the pass item's life: check-pass.ts). */
const passKey: Key = { PK: 'HEALTHCHECK', SK: 'PASS' };

export const startHealthCheckPass = (passAt: string, staleBefore: string) => startCheckPass(passKey, 'healthCheckPass', passAt, staleBefore);

export const recordHealthCheckPage = (passAt: string, position: string, at: string, finished = false) =>
  recordCheckPage(passKey, passAt, position, at, finished);

export const recordHealthCheckHandOff = (passAt: string, position: string) => recordCheckHandOff(passKey, passAt, position);
