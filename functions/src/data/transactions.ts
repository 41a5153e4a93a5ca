/**
 * TransactWriteItems helpers for the campaign and bulk repos: a transaction answers 'ok'
 * or the cancellation reason of each item (in TransactItems order) when a condition failed;
 * TransactionConflict (a concurrent transaction on the same item, e.g. two parts counting
 * into one team) and throttling are retried with jittered backoff until the answer is definite.
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
        ? !reasons.includes('ConditionalCheckFailed') && reasons.some((r) => r === 'TransactionConflict' || r === 'ThrottlingError' || r === 'ProvisionedThroughputExceeded')
        : isThrottle(error);
      if (reasons && !retriable) return reasons;
      if (!retriable || attempt >= maxAttempts) throw error;
      await sleep(Math.min(20 * 2 ** attempt, 2_000) * (0.5 + Math.random()));
    }
  }
}

export function cancellationReasons(error: unknown): string[] | undefined {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return undefined;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
  return reasons?.map((r) => r.Code ?? 'None');
}

function isThrottle(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ThrottlingException' || error.name === 'ProvisionedThroughputExceededException' || error.name === 'TransactionInProgressException');
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
