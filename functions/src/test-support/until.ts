/**
 * Polls `read` until `done` holds or `timeoutMs` passes, then fails naming what it waited for
 * and the last value read: for what the runtime's workers do in their own time (clicks counted,
 * webhooks delivered, analytics caught up).
 */
export async function until<T>(what: string, read: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs = 40_000, everyMs = 250): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: last ${JSON.stringify(value).slice(0, 800)}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
