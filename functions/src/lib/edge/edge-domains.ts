/**
 * Serving a verified branded domain at the edge with TLS. In AWS the short domain's
 * multi-tenant distribution gets one distribution tenant per domain, with a CloudFront-managed
 * certificate; the local runtime's gateway serves any Host as it is, so it attaches nothing.
 * Which one runs is configuration (EDGE_DOMAINS), not a branch in the code that uses it.
 */
export interface EdgeDomains {
  /** Starts serving `host` (idempotent: an attached host stays attached). */
  attach(host: string): Promise<void>;
  /** Stops serving `host` (idempotent). */
  detach(host: string): Promise<void>;
}

/**
 * The tag every distribution tenant Kisa makes carries, its value the multi-tenant distribution's
 * id: the role may create tenants only with it and touch only tenants that have it
 * (infra/lib/constructs/grants.ts `edgeDomains`), so it cannot reach another stack's or another
 * application's tenants in the same account.
 */
export const EDGE_TENANT_TAG = 'kisa:distribution';

/** The local runtime's edge: its gateway answers every Host already. */
export const noEdgeDomains: EdgeDomains = {
  attach: async () => undefined,
  detach: async () => undefined,
};
