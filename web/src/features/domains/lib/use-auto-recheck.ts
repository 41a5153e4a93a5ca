import { useEffect, useRef, useState } from 'react';
import { startAutoRecheck } from './auto-recheck';

/** Runs `run` on the auto-recheck schedule (auto-recheck.ts) while `enabled`; the latest `run` is called. */
export function useAutoRecheck(enabled: boolean, run: () => Promise<unknown>): void {
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    if (!enabled) return;
    return startAutoRecheck(() => latest.current());
  }, [enabled]);
}

/** Re-renders every `ms` (relative times such as "Checked 3 minutes ago" stay true). */
export function useTick(ms: number): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), ms);
    return () => clearInterval(timer);
  }, [ms]);
}
