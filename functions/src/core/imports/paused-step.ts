import type { ImportMessage } from './import-messages.js';

/** A step stopped part-way (a source's rate limit, the step's time budget): `resume` is sent again after `afterMs`. */
export class PausedStep extends Error {
  override name = 'PausedStep';
  constructor(
    readonly resume: ImportMessage,
    readonly afterMs: number,
    /** Whether the source asked to wait (the job then says so). */
    readonly rateLimited: boolean,
  ) {
    super(`Import step paused for ${afterMs} ms`);
  }
}
