/**
 * Following an import from the terminal: wait for a status with a progress display, Ctrl-C
 * asking the API to cancel (a second Ctrl-C leaves at once, saying how to cancel), the yes/no
 * question before writing, and the end of a run: the report, the mapping file, the exit code.
 */
import { writeFile } from 'node:fs/promises';
import { createInterface } from 'node:readline/promises';
import type { KisaClient } from '#client/create-client.js';
import type { ImportJob, ImportStatus, StartImportInput } from '#client/types.js';
import { describeError, EXIT, Interrupted, ServerFailure } from './exit-codes.js';
import { importProgressOn } from './import-progress.js';
import { printReport } from './import-view.js';
import type { Output } from './output.js';

export async function followImport(kisa: KisaClient, out: Output, id: string, until: readonly ImportStatus[]): Promise<ImportJob> {
  const stop = new AbortController();
  const progress = importProgressOn(process.stderr);
  const onSigint = () => {
    if (stop.signal.aborted) {
      progress.stop();
      out.note(`Left without cancelling: cancel it with kisa imports cancel ${id}`);
      process.exit(EXIT.interrupted);
    }
    stop.abort(new Interrupted('Interrupted'));
  };
  process.on('SIGINT', onSigint);
  try {
    return await kisa.imports.waitForImport(id, until, { signal: stop.signal, onProgress: (job) => progress.update(job) });
  } catch (error) {
    if (!stop.signal.aborted) throw error;
    progress.stop();
    out.note('Stopping: asking Kisa to cancel the import…');
    const cancelled = await kisa.imports.cancel(id).catch((e: unknown) => e);
    if (cancelled instanceof Error)
      throw new Interrupted(`The import was not cancelled (${describeError(cancelled)[0]}): cancel it with kisa imports cancel ${id}`);
    const written = (cancelled as ImportJob).progress.written;
    throw new Interrupted(`Import ${id} cancelled; the ${written} ${written === 1 ? 'link' : 'links'} written so far stay.`);
  } finally {
    process.off('SIGINT', onSigint);
    progress.stop();
  }
}

/** A failed or cancelled import as the error the CLI ends with (exit 3). */
export function endedBadly(job: ImportJob): ServerFailure | undefined {
  if (job.status === 'failed') return new ServerFailure(`Import ${job.id} failed: ${job.error ?? 'no reason given'}`);
  if (job.status === 'cancelled') {
    const written = job.progress.written;
    return new ServerFailure(`Import ${job.id} was cancelled; the ${written} ${written === 1 ? 'link' : 'links'} written before stay.`);
  }
  return undefined;
}

/** Asks on the terminal; Enter, anything but y/yes, end of input or Ctrl-C is no. */
export async function confirm(question: string): Promise<boolean> {
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  const interrupted = new Promise<string>((resolve) => rl.once('SIGINT', () => resolve('')));
  const closed = new Promise<string>((resolve) => rl.once('close', () => resolve('')));
  try {
    const answer = await Promise.race([rl.question(`${question} [y/N] `), interrupted, closed]);
    return /^y(es)?$/i.test(answer.trim());
  } finally {
    rl.close();
  }
}

/** Starts a previewed import, follows it to its end, prints the report and saves the mapping file when asked. */
export async function startAndFollow(kisa: KisaClient, out: Output, id: string, body: StartImportInput, mapping: string | undefined): Promise<ImportJob> {
  await kisa.imports.start(id, body);
  const job = await followImport(kisa, out, id, ['done']);
  const failure = endedBadly(job);
  if (failure) {
    if (job.report && !out.json) printReport(out, job);
    throw failure;
  }
  out.result(job, () => printReport(out, job));
  if (mapping) {
    const file = await kisa.imports.mapping(id);
    await writeFile(mapping, file.bytes);
    out.note(`Wrote the mapping file ${mapping} (${file.bytes.byteLength} bytes)`);
  }
  return job;
}
