/**
 * The one worker pool of the backend: runs `fn` over `items` with at most `limit` calls in
 * flight, each call taking the next item as soon as one finishes, and answers the results in
 * the items' order. A rejection rejects the whole call once the calls already running have
 * settled, and no further item is started; callers that must go on after a failure catch
 * inside `fn` (bulk-queue.ts sendBulkMessages). Used by the bulk worker (its transactions of a
 * part, a campaign's purge), the campaigns list, the bulk queue's sends, the click worker's
 * first-visit claims and the blocklist's batch writes.
 */
export async function mapConcurrent<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && next < items.length) {
      const i = next++;
      try {
        results[i] = await fn(items[i]!, i);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane);
  const settled = await Promise.allSettled(lanes);
  const rejected = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (rejected) throw rejected.reason;
  return results;
}
