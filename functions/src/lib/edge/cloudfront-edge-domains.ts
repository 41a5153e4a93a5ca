import { createHash } from 'node:crypto';
import {
  CloudFrontClient,
  CreateDistributionTenantCommand,
  DeleteDistributionTenantCommand,
  GetDistributionTenantByDomainCommand,
  UpdateDistributionTenantCommand,
  type DistributionTenant,
} from '@aws-sdk/client-cloudfront';
import { logger } from '../logger.js';
import { EDGE_TENANT_TAG, type EdgeDomains } from './edge-domains.js';
import { countEdgeDomainFailure } from './edge-metrics.js';

/**
 * Branded domains on CloudFront (docs/ARCHITECTURE.md, "Branded domains at the edge"):
 * one distribution tenant per verified host on the stack's multi-tenant distribution (the redirect
 * origin, `infra/lib/constructs/distributions.ts`), in the connection group whose routing endpoint
 * customers CNAME to, with a CloudFront-managed certificate for the host. CloudFront validates that
 * certificate over HTTP itself (ValidationTokenHost `cloudfront`): the host already points at the
 * routing endpoint, since a domain only verifies once its CNAME does.
 *
 * The role may call exactly CreateDistributionTenant, GetDistributionTenantByDomain,
 * UpdateDistributionTenant and DeleteDistributionTenant (infra/lib/constructs/grants.ts,
 * `edgeDomains`); every step below is one of those.
 */

export interface CloudFrontEdgeSettings {
  /** The multi-tenant (`tenant-only`) distribution the tenants belong to. */
  distributionId: string;
  /** The connection group the tenants are served from (its routing endpoint is the CNAME target). */
  connectionGroupId: string;
}

export interface CloudFrontEdgeOptions {
  /** How long to wait between attempts to delete a tenant whose disabling is still deploying. */
  pause?: (ms: number) => Promise<void>;
}

/**
 * Waits before the second, third and fourth delete attempt: CloudFront refuses to delete a tenant
 * until its disabling is deployed. ~7 s in all, inside the API function's 15 s; a tenant still not
 * deletable then is left disabled (it serves nothing) and counted (EdgeDomainFailures).
 */
const DELETE_PAUSES_MS = [1_000, 2_000, 4_000];
/** Updates that met a newer version (the certificate's status changes the ETag too) are redone this often. */
const UPDATE_ATTEMPTS = 3;

/** Thrown when CloudFront refuses a host for a reason an operator or the team must fix. */
export class EdgeDomainError extends Error {
  override name = 'EdgeDomainError';
  constructor(
    message: string,
    readonly reason: 'elsewhere' | 'quota',
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

// One client per process; CloudFront's API is global (us-east-1) whatever the function's region.
let client: CloudFrontClient | undefined;
const cloudFront = () => (client ??= new CloudFrontClient({ region: 'us-east-1' }));

const isNamed = (error: unknown, ...names: string[]): boolean => error instanceof Error && names.includes(error.name);

const defaultPause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface Found {
  tenant: DistributionTenant;
  /** The tenant's current version, for If-Match. */
  etag: string;
}

/**
 * The tenant's name: unique per AWS account and never changed, so it is derived from the
 * distribution and the host (letters, digits and hyphens; at most 64 characters).
 */
export function tenantName(distributionId: string, host: string): string {
  const slug = host
    .replace(/[^a-z0-9-]+/gi, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  const hash = createHash('sha256').update(`${distributionId} ${host}`).digest('hex').slice(0, 12);
  return `kisa-${slug}-${hash}`;
}

export function cloudFrontEdgeDomains(settings: CloudFrontEdgeSettings, options: CloudFrontEdgeOptions = {}): EdgeDomains {
  const pause = options.pause ?? defaultPause;
  const ours = (tenant: DistributionTenant, host: string) =>
    tenant.DistributionId === settings.distributionId && (tenant.Domains ?? []).some((d) => d.Domain === host);

  /** The tenant serving `host` (ours or not), or undefined when there is none. */
  async function find(host: string): Promise<Found | undefined> {
    try {
      const answer = await cloudFront().send(new GetDistributionTenantByDomainCommand({ Domain: host }));
      return answer.DistributionTenant && answer.ETag ? { tenant: answer.DistributionTenant, etag: answer.ETag } : undefined;
    } catch (error) {
      if (isNamed(error, 'EntityNotFound')) return undefined;
      throw error;
    }
  }

  /**
   * Turns a tenant on or off, changing nothing else: its domains, certificate, parameters and
   * connection group are sent back as read (an update names the whole tenant). A newer version
   * met meanwhile (PreconditionFailed) is read again and the update redone.
   */
  async function setEnabled(host: string, found: Found, enabled: boolean): Promise<Found | undefined> {
    let current: Found | undefined = found;
    for (let attempt = 1; current; attempt++) {
      if (current.tenant.Enabled === enabled) return current;
      const { tenant, etag } = current;
      try {
        const answer = await cloudFront().send(
          new UpdateDistributionTenantCommand({
            Id: tenant.Id,
            IfMatch: etag,
            DistributionId: tenant.DistributionId,
            Domains: (tenant.Domains ?? []).map((d) => ({ Domain: d.Domain })),
            ConnectionGroupId: tenant.ConnectionGroupId,
            ...(tenant.Customizations ? { Customizations: tenant.Customizations } : {}),
            ...(tenant.Parameters ? { Parameters: tenant.Parameters } : {}),
            Enabled: enabled,
          }),
        );
        logger.info(enabled ? 'Distribution tenant enabled' : 'Distribution tenant disabled', { host, tenantId: tenant.Id });
        return answer.DistributionTenant && answer.ETag ? { tenant: answer.DistributionTenant, etag: answer.ETag } : await find(host);
      } catch (error) {
        if (!isNamed(error, 'PreconditionFailed', 'InvalidIfMatchVersion') || attempt >= UPDATE_ATTEMPTS) throw error;
        current = await find(host);
      }
    }
    return undefined;
  }

  async function create(host: string): Promise<void> {
    try {
      const answer = await cloudFront().send(
        new CreateDistributionTenantCommand({
          DistributionId: settings.distributionId,
          Name: tenantName(settings.distributionId, host),
          Domains: [{ Domain: host }],
          ConnectionGroupId: settings.connectionGroupId,
          Enabled: true,
          // What the role's conditions check (grants.ts): this stack's tenants only.
          Tags: { Items: [{ Key: EDGE_TENANT_TAG, Value: settings.distributionId }] },
          // CloudFront requests the certificate from ACM (us-east-1) and answers ACM's HTTP
          // validation itself: the host already resolves to the routing endpoint.
          ManagedCertificateRequest: { ValidationTokenHost: 'cloudfront', PrimaryDomainName: host, CertificateTransparencyLoggingPreference: 'enabled' },
        }),
      );
      logger.info('Distribution tenant created', { host, tenantId: answer.DistributionTenant?.Id });
    } catch (error) {
      if (isNamed(error, 'EntityAlreadyExists')) {
        // A concurrent attach (the periodic check and "Check now" at once) made it first.
        const made = await find(host);
        if (made && ours(made.tenant, host)) {
          await setEnabled(host, made, true);
          return;
        }
      }
      if (isNamed(error, 'CNAMEAlreadyExists')) {
        throw new EdgeDomainError(
          `${host} is already an alternate domain name of another CloudFront distribution or tenant (in this or another AWS account); it must be removed there first (docs/OPERATIONS.md, "EdgeDomainFailures")`,
          'elsewhere',
          { cause: error },
        );
      }
      if (isNamed(error, 'EntityLimitExceeded')) {
        throw new EdgeDomainError(
          `CloudFront refused a tenant for ${host}: a quota is reached (distribution tenants per account, 10,000 by default)`,
          'quota',
          { cause: error },
        );
      }
      throw error;
    }
  }

  /** Deletes a disabled tenant of ours, waiting out the deployment of its disabling. */
  async function remove(host: string, found: Found): Promise<void> {
    let current: Found | undefined = found;
    for (let attempt = 0; current; attempt++) {
      if (current.tenant.Enabled) {
        // Enabled again meanwhile: the host was attached anew, so it stays.
        logger.info('Distribution tenant enabled again before it was deleted; left in place', { host, tenantId: current.tenant.Id });
        return;
      }
      try {
        await cloudFront().send(new DeleteDistributionTenantCommand({ Id: current.tenant.Id, IfMatch: current.etag }));
        logger.info('Distribution tenant deleted', { host, tenantId: current.tenant.Id });
        return;
      } catch (error) {
        if (isNamed(error, 'EntityNotFound')) return;
        if (!isNamed(error, 'ResourceNotDisabled', 'PreconditionFailed', 'InvalidIfMatchVersion')) throw error;
        const wait = DELETE_PAUSES_MS[attempt];
        if (wait === undefined) {
          // Serves nothing while disabled; a later attach of the host enables it again, or an operator deletes it.
          logger.warn('Distribution tenant left disabled: CloudFront did not allow deleting it yet', {
            host,
            tenantId: current.tenant.Id,
            error: error as Error,
          });
          countEdgeDomainFailure();
          return;
        }
        await pause(wait);
        current = await find(host);
      }
    }
  }

  return {
    async attach(host) {
      try {
        const found = await find(host);
        if (!found) return await create(host);
        if (!ours(found.tenant, host)) {
          throw new EdgeDomainError(
            `${host} is served by distribution tenant ${found.tenant.Id ?? '?'} of distribution ${found.tenant.DistributionId ?? '?'}, not this stack's ${settings.distributionId}`,
            'elsewhere',
          );
        }
        await setEnabled(host, found, true);
      } catch (error) {
        logger.error('Branded domain not attached at the edge', { host, error: error as Error });
        countEdgeDomainFailure();
        throw error;
      }
    },

    async detach(host) {
      try {
        const found = await find(host);
        if (!found) return;
        if (!ours(found.tenant, host)) {
          logger.warn('Branded domain is served by a tenant of another distribution; left alone', {
            host,
            tenantId: found.tenant.Id,
            distributionId: found.tenant.DistributionId,
          });
          return;
        }
        const disabled = await setEnabled(host, found, false);
        if (disabled) await remove(host, disabled);
      } catch (error) {
        logger.error('Branded domain not detached at the edge', { host, error: error as Error });
        countEdgeDomainFailure();
        throw error;
      }
    },
  };
}
