import { useCallback, useState } from 'react';

/**
 * What a polite live region says, and `say` to change it. The same message twice gets a
 * no-break space added, so screen readers announce it again.
 */
export function useLiveMessage(): [said: string, say: (message: string) => void] {
  const [said, setSaid] = useState('');
  const say = useCallback((message: string) => setSaid((prev) => (prev === message ? `${message}\u00a0` : message)), []);
  return [said, say];
}
