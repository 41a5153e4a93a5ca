import type { LinkHealth } from '@kisa/shared';
import { fallbackOf, type StoredHealth } from '#data/health/link-health-item.js';

/** A link's stored health as the API answers it; `fallbackUrl`: the link's own. */
export function toLinkHealth(health: StoredHealth, fallbackUrl?: string): LinkHealth {
  return {
    state: health.state,
    since: health.since,
    checkedAt: health.checkedAt,
    error: health.error,
    fallbackActive: fallbackOf(health, fallbackUrl) !== undefined,
  };
}
