import { leanGetItem } from '../lean-table.js';
import { disabledSubjectsKey, disabledSubjectsOf } from './disabled-subjects-item.js';

/**
 * The redirect's read of the disabled teams and users (one small item), with the lean signing
 * client (lean-table.ts): the redirect bundle keeps no SDK. Called in the background by
 * core/redirect/disabled-subjects.ts, never awaited by a warm request.
 */
export async function readDisabledSubjects(): Promise<{ teams: string[]; users: string[] }> {
  const { teams, users } = disabledSubjectsOf(await leanGetItem(disabledSubjectsKey()));
  return { teams: [...teams], users: [...users] };
}
