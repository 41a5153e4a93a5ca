/**
 * Retries of writes racing each other. A transaction (retryConflicts) answers 'ok' or the
 * cancellation reason of each item (in TransactItems order) when a condition failed;
 * TransactionConflict (a concurrent transaction on the same item, e.g. two parts counting
 * into one team) and throttling are retried with jittered backoff until the answer is definite.
 * A single-item write (retrySingleWrite) is retried the same way on the same causes.
 */

export type TransactOutcome = 'ok' | string[];

export async function retryConflicts(send: () => Promise<unknown>, maxAttempts = 12): Promise<TransactOutcome> {
  for (let attempt = 1; ; attempt++) {
    try {
      await send();
      return 'ok';
    } catch (error) {
      const reasons = cancellationReasons(error);
      const retriable = reasons
        ? !reasons.includes('ConditionalCheckFailed') &&
          reasons.some((r) => r === 'TransactionConflict' || r === 'ThrottlingError' || r === 'ProvisionedThroughputExceeded')
        : isThrottle(error);
      if (reasons && !retriable) return reasons;
      if (!retriable || attempt >= maxAttempts) throw error;
      await backoff(attempt);
    }
  }
}

/**
 * Sends one single-item write (an UpdateItem of a search shard, say) and answers its output. A
 * single write racing transactions on the same item may be refused with
 * TransactionConflictException (AWS); that and throttling are retried with jittered backoff,
 * 10 attempts in all; any other error (a failed condition too) is thrown at once.
 */
export async function retrySingleWrite<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      if (attempt >= 10 || !['TransactionConflictException', 'ThrottlingException', 'ProvisionedThroughputExceededException'].includes(name)) throw error;
      await backoff(attempt);
    }
  }
}

export function cancellationReasons(error: unknown): string[] | undefined {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return undefined;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
  return reasons?.map((r) => r.Code ?? 'None');
}

function isThrottle(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'ThrottlingException' || error.name === 'ProvisionedThroughputExceededException' || error.name === 'TransactionInProgressException')
  );
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The wait before attempt `attempt + 1`: 40 ms doubling up to 2 s, ±50 % jitter. */
const backoff = (attempt: number) => sleep(Math.min(20 * 2 ** attempt, 2_000) * (0.5 + Math.random()));
