import { spawn } from 'node:child_process';
import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Powertools Tracer as it runs in Lambda (lib/tracer.ts): a process with Lambda's environment
// (the variables Lambda sets, an X-Ray trace header, a daemon address) runs the API chain and both
// queue worker wrappers once each (test-support/traced-invocation.ts); this test is the X-Ray
// daemon, on UDP, and reads what the tracer sent. Sampling is Lambda's: a trace header with
// Sampled=0 must send nothing.

interface Subsegment {
  id: string;
  name: string;
  parent_id: string;
  trace_id: string;
  annotations?: Record<string, unknown>;
  metadata?: Record<string, unknown>;
  namespace?: string;
}

const SCRIPT = fileURLToPath(new URL('../test-support/traced-invocation.ts', import.meta.url));
const FUNCTIONS_DIR = fileURLToPath(new URL('../..', import.meta.url));
const TRACE = '1-5759e988-bd862e3fe1be46a994272793';

/** Runs the script as Lambda would with `sampled`; answers its printed answers and every subsegment the daemon got. */
async function invokeTraced(sampled: 0 | 1): Promise<{ answers: Record<string, unknown>; subsegments: Subsegment[] }> {
  const daemon = createSocket('udp4');
  const subsegments: Subsegment[] = [];
  // Each datagram: a JSON header line, then one document.
  daemon.on('message', (message) => subsegments.push(JSON.parse(message.toString().split('\n')[1]!)));
  await new Promise<void>((resolve) => daemon.bind(0, '127.0.0.1', resolve));
  try {
    const env = {
      PATH: process.env.PATH,
      AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
      AWS_LAMBDA_FUNCTION_NAME: 'kisa-traced',
      LAMBDA_TASK_ROOT: FUNCTIONS_DIR,
      _HANDLER: 'index.handler',
      _X_AMZN_TRACE_ID: `Root=${TRACE};Parent=53995c3f42cd8ad8;Sampled=${sampled}`,
      AWS_XRAY_DAEMON_ADDRESS: `127.0.0.1:${(daemon.address() as AddressInfo).port}`,
      AWS_REGION: 'eu-west-1',
      POWERTOOLS_SERVICE_NAME: 'kisa',
      POWERTOOLS_LOG_LEVEL: 'SILENT',
      POWERTOOLS_TRACER_CAPTURE_RESPONSE: 'false',
      ORIGIN_SECRET: 'origin-secret-of-the-test',
    };
    const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], { cwd: FUNCTIONS_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code, `the traced invocation should exit 0; it printed:\n${stdout}\n${stderr}`).toBe(0);
    // Datagrams sent just before the exit may still be on their way on loopback.
    await new Promise((resolve) => setTimeout(resolve, 200));
    return { answers: JSON.parse(stdout.trim().split('\n').pop()!), subsegments };
  } finally {
    daemon.close();
  }
}

describe('tracing in Lambda (Powertools Tracer, active tracing)', () => {
  it('sends, for a sampled invocation of the API chain and of each queue worker wrapper, a handler subsegment annotated with ColdStart and Service, its call out as a child, and no response', async () => {
    const { answers, subsegments } = await invokeTraced(1);
    expect(answers).toEqual({ api: 200, record: { batchItemFailures: [] }, batch: { batchItemFailures: [] } });
    const handlers = subsegments.filter((s) => s.name === '## index.handler');
    expect(handlers, 'one handler subsegment per invocation').toHaveLength(3);
    for (const h of handlers) {
      expect(h.trace_id).toBe(TRACE);
      expect(h.parent_id, "Lambda's own segment is the parent").toBe('53995c3f42cd8ad8');
      expect(h.annotations).toEqual({ ColdStart: expect.any(Boolean), Service: 'kisa' });
      expect(JSON.stringify(h.metadata ?? {}), 'responses are never captured').not.toMatch(/response/);
    }
    const calls = subsegments.filter((s) => s.name === '127.0.0.1');
    expect(calls.map((c) => c.parent_id).sort(), 'each call out is a child of its invocation').toEqual(handlers.map((h) => h.id).sort());
    expect(calls.every((c) => c.namespace === 'remote')).toBe(true);
  }, 60_000);

  it('sends nothing for an invocation Lambda did not sample', async () => {
    const { answers, subsegments } = await invokeTraced(0);
    expect(answers.api).toBe(200);
    expect(subsegments).toEqual([]);
  }, 60_000);
});
