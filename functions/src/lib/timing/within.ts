/**
 * `work`'s result, or a rejection with a TimeoutError once `ms` have passed without one. The
 * work itself is not stopped (a write may still land): for calls whose answer stops mattering
 * after a while, never for ones whose effect must be known.
 */
export function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`${what}: no answer within ${ms} ms`), { name: 'TimeoutError' })), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
