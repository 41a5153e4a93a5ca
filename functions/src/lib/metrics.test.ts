import { afterEach, describe, expect, it, vi } from 'vitest';

/** What the process writes to stdout while `fn` runs (EMF lines go there). */
function stdoutOf(fn: () => void): string[] {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  });
  try {
    fn();
  } finally {
    spy.mockRestore();
  }
  return lines;
}

/** The module fresh, under the given environment (the Metrics instance reads it when created). */
async function load(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  return import('./metrics.js');
}

afterEach(() => vi.unstubAllEnvs());

describe('countClicksNotEnqueued', () => {
  it('writes one EMF line at once: namespace Kisa, dimension service=kisa, the count', async () => {
    const { countClicksNotEnqueued, METRICS_NAMESPACE, METRIC } = await load({ POWERTOOLS_METRICS_DISABLED: 'false', POWERTOOLS_DEV: undefined });
    const lines = stdoutOf(() => countClicksNotEnqueued(3));
    expect(lines).toHaveLength(1);
    const emf = JSON.parse(lines[0]!) as Record<string, unknown> & { _aws: { CloudWatchMetrics: unknown[] } };
    expect(emf._aws.CloudWatchMetrics).toEqual([
      { Namespace: METRICS_NAMESPACE, Dimensions: [['service']], Metrics: [{ Name: METRIC.clicksNotEnqueued, Unit: 'Count' }] },
    ]);
    expect(METRICS_NAMESPACE).toBe('Kisa');
    expect(emf.service).toBe('kisa');
    expect(emf[METRIC.clicksNotEnqueued]).toBe(3);
  });

  it('publishes each call on its own (nothing left buffered for a flush that never comes)', async () => {
    const { countClicksNotEnqueued, metrics } = await load({ POWERTOOLS_METRICS_DISABLED: 'false', POWERTOOLS_DEV: undefined });
    expect(stdoutOf(() => countClicksNotEnqueued(1))).toHaveLength(1);
    expect(metrics.hasStoredMetrics()).toBe(false);
    expect(stdoutOf(() => countClicksNotEnqueued(1))).toHaveLength(1);
  });

  it('stays silent where POWERTOOLS_METRICS_DISABLED=true (the local runtime)', async () => {
    const { countClicksNotEnqueued, metrics } = await load({ POWERTOOLS_METRICS_DISABLED: 'true' });
    expect(stdoutOf(() => countClicksNotEnqueued(2))).toEqual([]);
    expect(metrics.hasStoredMetrics()).toBe(false);
  });
});
