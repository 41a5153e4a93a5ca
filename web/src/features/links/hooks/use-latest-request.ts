import { useEffect, useState } from 'react';
import { latestSignal } from '../lib/latest-signal';

/**
 * A component's `latestSignal()`: each request takes `next()`, which cancels the component's
 * previous request; the last one is cancelled when the component goes away.
 */
export function useLatestRequest(): () => AbortSignal {
  const [latest] = useState(latestSignal);
  useEffect(() => () => latest.abort(), [latest]);
  return latest.next;
}
