import { useEffect, useState } from 'react';
import { translateNow } from '@/lib/i18n';
import { checkAlias, MSG } from '@kisa/shared';
import { ApiError } from '@/lib/api-client';
import { linksApi } from '../api/links';

export const ALIAS_CHECK_DEBOUNCE_MS = 300;

/** neutral: not checked yet (or being checked); valid: green; invalid: red with a message. */
export type AliasStatus = { state: 'neutral'; checking: boolean } | { state: 'valid'; message: string } | { state: 'invalid'; message: string };

/**
 * Live availability of an alias on `domain` (a host, null for the platform's, left
 * out for the team's default): the shared rules first, then GET /api/links/availability,
 * debounced ~300 ms; stale answers are dropped, and a change of domain asks again. `current`
 * (the link's own alias in the editor, on its own domain) counts as fine without asking.
 * `override` pins a state (e.g. the 409 on create).
 */
export function useAliasCheck(alias: string, { current, domain, enabled = true }: { current?: string; domain?: string | null; enabled?: boolean } = {}) {
  const [status, setStatus] = useState<AliasStatus>({ state: 'neutral', checking: false });
  const [override, setOverride] = useState<{ alias: string; domain: string | null | undefined; message: string } | null>(null);
  const value = alias.trim();

  useEffect(() => {
    if (!enabled || !value) {
      setStatus({ state: 'neutral', checking: false });
      return;
    }
    if (current !== undefined && value === current) {
      setStatus({ state: 'valid', message: translateNow('links.alias.current') });
      return;
    }
    setStatus({ state: 'neutral', checking: true });
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      const rule = checkAlias(value);
      if (rule) {
        setStatus({ state: 'invalid', message: rule });
        return;
      }
      try {
        const res = await linksApi.availability(value, domain, controller.signal);
        if (controller.signal.aborted) return;
        setStatus(
          res.available ? { state: 'valid', message: translateNow('links.alias.available') } : { state: 'invalid', message: res.message || MSG.aliasTaken },
        );
      } catch (err) {
        if (controller.signal.aborted) return;
        // 400 carries the server's rule message; a network failure leaves the field neutral.
        if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 401) setStatus({ state: 'invalid', message: err.message });
        else setStatus({ state: 'neutral', checking: false });
      }
    }, ALIAS_CHECK_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, current, domain, enabled]);

  const shown: AliasStatus = override && override.alias === value && override.domain === domain ? { state: 'invalid', message: override.message } : status;
  return {
    status: shown,
    /** Marks this alias invalid (on this domain) with the server's message (409 on save). */
    reject: (message: string) => setOverride({ alias: value, domain, message }),
  };
}
