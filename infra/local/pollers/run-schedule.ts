/**
 * One EventBridge schedule, as the local pollers run it: invoke the handler with a
 * `Scheduled Event` shortly after start, then every `everyMs`. Runs never overlap (the next
 * one waits for the previous); a failure is reported and the timer goes on (in AWS the
 * function's async retries and the next tick do the same job).
 */
import { randomUUID } from 'node:crypto';
import type { ScheduledEvent } from 'aws-lambda';
import { contextFactory, functionNameOf } from '../lambda/lambda-context.js';
import type { LambdaHandler } from '../lambda/load-handler.js';

export interface RunScheduleOptions {
  name: string;
  handlerName: string;
  handler: LambdaHandler;
  everyMs: number;
  /** Delay of the first run, so start-up settles first. */
  firstRunMs?: number;
  /** The context's deadline (the Lambda timeout CDK gives a scheduled function). */
  timeoutMs?: number;
  signal: AbortSignal;
  onError?: (message: string, err?: unknown) => void;
}

export async function runSchedule(opts: RunScheduleOptions): Promise<void> {
  const newContext = contextFactory(opts.handlerName, opts.timeoutMs ?? 15 * 60_000);
  const report = opts.onError ?? ((message, err) => console.error(`[pollers] ${message}`, err ?? ''));
  let wait = opts.firstRunMs ?? 15_000;
  while (await sleep(wait, opts.signal)) {
    const started = Date.now();
    try {
      await opts.handler(scheduledEvent(opts.name), newContext(randomUUID()));
    } catch (err) {
      report(`schedule ${opts.name} (${opts.handlerName}) failed; next run in ${Math.round(opts.everyMs / 1000)} s`, err);
    }
    wait = Math.max(0, opts.everyMs - (Date.now() - started));
  }
}

function scheduledEvent(name: string): ScheduledEvent {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: '123456789012',
    time: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region: 'us-east-1',
    resources: [`arn:aws:events:us-east-1:123456789012:rule/${functionNameOf(name)}`],
    detail: {},
  };
}

/** Resolves true after `ms`, or false as soon as `signal` aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
