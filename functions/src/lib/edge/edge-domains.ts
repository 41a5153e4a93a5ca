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

/** The local runtime's edge: its gateway answers every Host already. */
export const noEdgeDomains: EdgeDomains = {
  attach: async () => undefined,
  detach: async () => undefined,
};
