import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, describe, expect, it } from 'vitest';
import { api, signIn, signUp } from '../bench/bench-api.js';
import { isRunning, type ManagedChild } from './child-process.js';
import { localClientBase } from './bootstrap/aws-clients.js';
import { findFreeBasePort, HOST, portsFrom } from './ports.js';
import { waitForMail } from './test/mailbox.js';
import {
  deadLettered,
  queued,
  redirectLoad,
  runtimeLog,
  runtimeProcesses,
  sessionOf,
  settledClicks,
  startRuntimeProcess,
  today,
  waitFor,
} from './test/crash-harness.js';

/**
 * Supervision of the local runtime (docs/RELIABILITY.md, "One process dies"): under a light
 * redirect load, each child of the runtime in turn gets SIGKILL — DynamoDB Local's java (its
 * node wrapper must notice), the gateway, the pollers, SQS, S3, Cognito, SES. Each time the
 * supervisor says so, starts it again on the same ports, and the runtime answers again within
 * seconds. At the end every click whose visitor got its redirect is counted, once. (Clicks the
 * redirect could not queue while SQS was down are in the gateway's log; they are replayed from
 * it, as docs/OPERATIONS.md has an operator do.)
 */
const dataDir = mkdtempSync(join(tmpdir(), 'kisa-supervision-test-'));
let port: number;
let runtime: ManagedChild | undefined;
const session = () => sessionOf(port);

afterAll(async () => {
  await runtime?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Victim {
  name: string;
  /** 'java': kill DynamoDB Local's java (the child's grandchild), not the child itself. */
  kill?: 'java';
  /** After the restart: a request that needs this child works again. */
  probe?: () => Promise<void>;
}

describe('a crash of one process of the local runtime', () => {
  it('restarts each child it loses, says so, and loses no click', async () => {
    port = await findFreeBasePort();
    runtime = await startRuntimeProcess(port, dataDir);
    const email = `bench-supervision-${randomBytes(4).toString('hex')}@example.com`;
    await signUp(session(), 'supervision', email);
    const alias = `sup${randomBytes(3).toString('hex')}`;
    const created = await api<{ id: string }>(session(), 'POST', '/api/links', { longUrl: 'https://example.com/supervision', shortUrl: alias });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const linkId = created.body.id;
    const totalClicks = async () => (await api<{ totalClicks: number }>(session(), 'GET', `/api/links/${linkId}`)).body.totalClicks;

    const victims: Victim[] = [
      {
        name: 'dynamodb',
        kill: 'java',
        probe: async () => expect((await api(session(), 'GET', `/api/links/${linkId}`)).status, 'GET /api/links/{id} after DynamoDB came back').toBe(200),
      },
      { name: 'gateway' },
      {
        name: 'pollers',
        probe: async () => {
          const before = await totalClicks();
          await waitFor(async () => (await totalClicks()) > before, 20_000, 'clicks to be counted again after the pollers came back', 500);
        },
      },
      { name: 'sqs', probe: async () => void (await queued(port, 'clicks')) },
      {
        name: 's3',
        // The analytics engine lists the click log through the gateway's S3 client before it answers.
        probe: async () => {
          const res = await api(session(), 'GET', `/api/analytics?linkId=${linkId}&from=${today()}&to=${today()}&tz=UTC`);
          expect(res.status, `GET /api/analytics after S3 came back: ${JSON.stringify(res.body)}`).toBe(200);
        },
      },
      { name: 'cognito', probe: () => signIn(session(), email) },
      {
        name: 'ses',
        probe: async () => {
          const asked = Date.now();
          expect((await api(session(), 'POST', '/api/auth/recover', { email })).status).toBe(200);
          await waitForMail(session().sesUrl, { to: email, after: asked, timeoutMs: 20_000 });
        },
      },
    ];

    let replayed = 0;
    // A light load: four visitors' browsers, each a new visitor per request, on one short link.
    const load = redirectLoad(`${session().appUrl}/${alias}`, 4, { pauseMs: 20, tolerateFailures: true });
    await load.until((redirected) => redirected >= 40);

    for (const victim of victims) {
      const what = victim.kill === 'java' ? 'the java process of dynamodb' : victim.name;
      const before = await runtimeProcesses(runtime);
      const pids = before[victim.name];
      expect(pids, `a running ${victim.name} among ${JSON.stringify(before)}`).toBeDefined();
      const target = victim.kill === 'java' ? pids![1]! : pids![0]!;
      const logFrom = statSync(runtimeLog(dataDir)).size;
      process.kill(target, 'SIGKILL');

      const said = () => readFileSync(runtimeLog(dataDir), 'utf8').slice(logFrom);
      await waitFor(
        async () => said().includes(`Kisa: ${victim.name} is back`),
        45_000,
        () => `the supervisor to say "Kisa: ${victim.name} is back" after ${what} was killed; it said:\n${said()}`,
        100,
      );
      const exited = new RegExp(`Kisa: ${victim.name} exited unexpectedly \\((code 1|signal SIGKILL)\\); restarting in 0\\.5 s \\(see (\\S+)\\)`).exec(said());
      expect(exited, `the supervisor's restart message for ${what}; it said:\n${said()}`).not.toBeNull();
      // The log it names exists and holds both runs of the child.
      const log = exited![2]!;
      expect(log).toBe(join(dataDir, 'logs', `${victim.name}.log`));
      expect(existsSync(log), `${log} exists`).toBe(true);
      expect(readFileSync(log, 'utf8').split(`starting ${victim.name} `).length - 1, `starts recorded in ${log}`).toBeGreaterThanOrEqual(2);

      const after = await runtimeProcesses(runtime);
      expect(after[victim.name]?.[0], `${victim.name} runs as a new process`).not.toBe(pids![0]);
      expect(after[victim.name]?.length, `${victim.name}'s pids (java's refreshed too)`).toBe(pids!.length);
      expect(
        after[victim.name]!.filter((pid) => !isRunning(pid)),
        `${victim.name}'s pids that are not running`,
      ).toEqual([]);

      const mark = load.counts.redirected;
      await load.until(
        (redirected) => redirected >= mark + 20,
        30_000,
        `redirects to succeed again after ${what} was killed (counts: ${JSON.stringify(load.counts)})`,
      );
      await victim.probe?.();
      // One crash at a time, as in life: the worker catches up before the next one (a message
      // in flight through several crashes in a row would run out of receives: DLQ).
      replayed += await replayKeptClicks();
      const caughtUp = load.counts.redirected;
      await waitFor(async () => (await totalClicks()) >= caughtUp, 60_000, `the worker to catch up after ${what} was killed (${caughtUp} redirected)`, 250);
    }

    load.halt();
    const { sent, redirected } = await load.finished();
    expect(Object.keys(await runtimeProcesses(runtime)).sort(), 'every process of the runtime runs').toEqual([
      'cognito',
      'dynamodb',
      'gateway',
      'kms',
      'pollers',
      's3',
      'ses',
      'sqs',
    ]);

    replayed += await replayKeptClicks();
    const counted = await settledClicks(port, linkId, redirected);
    const figures = `sent ${sent}, redirected ${redirected}, replayed from the gateway log ${replayed}`;
    expect(counted.totalClicks, `counted clicks (${figures})`).toBeGreaterThanOrEqual(redirected);
    expect(counted.totalClicks, `counted clicks (${figures})`).toBeLessThanOrEqual(sent);
    const analytics = await api<{ totals: { totalClicks: number } }>(session(), 'GET', `/api/analytics?linkId=${linkId}&from=${today()}&to=${today()}&tz=UTC`);
    expect(analytics.body.totals.totalClicks, 'clicks in the click log = clicks in the counters').toBe(counted.totalClicks);
    expect(await deadLettered(port), 'messages in the dead-letter queues').toBe(0);
  }, 360_000);

  it('gives up when a child cannot be started again: says why, stops every process, exits non-zero', async () => {
    expect(runtime, 'the runtime of the test above').toBeDefined();
    const before = await runtimeProcesses(runtime!);
    const logFrom = statSync(runtimeLog(dataDir)).size;
    process.kill(before.ses![0]!, 'SIGKILL');
    // Something else takes SES's port before the supervisor starts SES again (1 s later, its second exit).
    const squatter = createServer();
    await waitFor(() => listens(squatter, portsFrom(port).ses), 5_000, "SES's port to be free", 10);
    try {
      const exit = await Promise.race([runtime!.exited, new Promise((r) => setTimeout(() => r('still running after 60 s'), 60_000))]);
      const said = readFileSync(runtimeLog(dataDir), 'utf8').slice(logFrom);
      expect(exit, `the runtime's exit; it said:\n${said}`).toEqual({ code: 1, signal: null });
      expect(said).toContain('Kisa: ses exited unexpectedly (signal SIGKILL); restarting in 1 s');
      expect(said).toMatch(
        /Kisa: ses could not be started again: ses exited \(code 1\) before it was ready; last lines of \S+ses\.log:[\s\S]*EADDRINUSE[\s\S]*Giving up: stopping every process of the runtime\./,
      );
      const pids = Object.values(before).flat();
      expect(pids.filter(isRunning), 'processes of the runtime still running').toEqual([]);
      expect(existsSync(join(dataDir, 'runtime.pid')), 'pid file removed').toBe(false);
      runtime = undefined;
    } finally {
      squatter.close();
    }
  }, 90_000);
});

function listens(server: Server, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, HOST, () => resolve(true));
  });
}

let replayedUpTo = 0;

/**
 * What docs/OPERATIONS.md has an operator do after `ClicksNotEnqueued`: every `Click send
 * failed` line of the gateway's log (since the last replay), its `clickMessage` sent to the
 * click queue as is (a group that did reach SQS after all keeps its id, so it counts once).
 * Answers how many clicks.
 */
/** `CLICK_SEND_FAILED` of functions/src/data/clicks/click-queue.ts (importing it would load the handlers' config here). */
const CLICK_SEND_FAILED = 'Click send failed';

async function replayKeptClicks(): Promise<number> {
  const env = JSON.parse(readFileSync(join(dataDir, 'runtime.json'), 'utf8')) as Record<string, string>;
  const log = readFileSync(join(dataDir, 'logs', 'gateway.log'));
  const end = Math.max(replayedUpTo, log.lastIndexOf('\n') + 1); // whole lines only
  const lines = log.subarray(replayedUpTo, end).toString('utf8');
  replayedUpTo = end;
  const kept = lines
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes(CLICK_SEND_FAILED))
    .map((line) => JSON.parse(line) as { message: string; clicks: number; clickMessage: string })
    .filter((entry) => entry.message === CLICK_SEND_FAILED);
  const sqs = new SQSClient({ ...localClientBase, endpoint: env.SQS_ENDPOINT });
  try {
    for (const entry of kept) await sqs.send(new SendMessageCommand({ QueueUrl: env.CLICK_QUEUE_URL, MessageBody: entry.clickMessage }));
  } finally {
    sqs.destroy();
  }
  return kept.reduce((n, entry) => n + entry.clicks, 0);
}
