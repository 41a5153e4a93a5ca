import type { Key } from '../keys.js';
import { recordCheckHandOff, recordCheckPage, startCheckPass } from '../check-passes/check-pass.js';

/** The periodic domain check's one pass at a time: `DOMAINCHECK` / `PASS` (the pass item's life: check-pass.ts). */
const passKey: Key = { PK: 'DOMAINCHECK', SK: 'PASS' };

/** Starts a pass at `passAt` unless one is running whose last page is newer than `staleBefore`. */
export const startDomainCheckPass = (passAt: string, staleBefore: string) => startCheckPass(passKey, 'domainCheckPass', passAt, staleBefore);

/** Records a page of pass `passAt` (check-pass.ts recordCheckPage). */
export const recordDomainCheckPage = (passAt: string, position: string, at: string, finished = false) =>
  recordCheckPage(passKey, passAt, position, at, finished);

/** After a page handed on to the next (check-pass.ts recordCheckHandOff). */
export const recordDomainCheckHandOff = (passAt: string, position: string) => recordCheckHandOff(passKey, passAt, position);
