/**
 * Runs `work` and answers (or throws) no sooner than `floorMs` after the start: callers
 * whose two paths take different times (an address with an account vs one without) answer
 * at the same moment, the floor, as long as both stay under it. `failuresOnly` pads only a
 * rejection (a success is no secret there, e.g. a sign-in with the right password).
 * `onOverrun` hears of work that took longer than the floor: the answer then leaks time.
 */
export async function atLeast<T>(
  floorMs: number,
  work: () => Promise<T>,
  options: { failuresOnly?: boolean; onOverrun?: (elapsedMs: number) => void; now?: () => number; sleep?: (ms: number) => Promise<void> } = {},
): Promise<T> {
  const now = options.now ?? performance.now.bind(performance);
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const started = now();
  const pad = async () => {
    const elapsed = now() - started;
    if (elapsed < floorMs) await sleep(floorMs - elapsed);
    else options.onOverrun?.(elapsed);
  };
  let result: T;
  try {
    result = await work();
  } catch (error) {
    await pad();
    throw error;
  }
  if (!options.failuresOnly) await pad();
  return result;
}
