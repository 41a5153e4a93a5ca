import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  process.env.AWS_REGION ??= 'eu-west-1';
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
});

const DISTRIBUTION = 'EDOMAINS1';
const GROUP = 'cg_branded';

interface Tenant {
  Id: string;
  Name: string;
  DistributionId: string;
  Domains: Array<{ Domain: string; Status: string }>;
  ConnectionGroupId: string;
  Enabled: boolean;
  Customizations?: unknown;
  ETag: string;
}

/** CloudFront's tenants, by id; calls as sent; how many deletes of a just-disabled tenant it still refuses. */
const tenants = new Map<string, Tenant>();
const calls: Array<{ name: string; input: any }> = [];
/** What the fake answered each call (same index as `calls`). */
const answers: any[] = [];
/** Run when a call arrives, before anything else (a concurrent writer's doing). */
const hooks: Record<string, () => void> = {};
let refuseDeletes = 0;
let failNext: { name: string; error: string } | undefined;
let version = 0;

const fail = (name: string, message = name) => Object.assign(new Error(message), { name });
const visible = (t: Tenant) => {
  const { ETag, ...tenant } = t;
  return { DistributionTenant: structuredClone(tenant), ETag };
};

vi.mock('@aws-sdk/client-cloudfront', () => {
  const command = (name: string) =>
    class {
      readonly name = name;
      constructor(readonly input: any) {}
    };
  return {
    GetDistributionTenantByDomainCommand: command('GetDistributionTenantByDomain'),
    CreateDistributionTenantCommand: command('CreateDistributionTenant'),
    UpdateDistributionTenantCommand: command('UpdateDistributionTenant'),
    DeleteDistributionTenantCommand: command('DeleteDistributionTenant'),
    CloudFrontClient: class {
      async send(c: { name: string; input: any }) {
        calls.push({ name: c.name, input: structuredClone(c.input) });
        const answer = await this.answer(c);
        answers[calls.length - 1] = answer;
        return answer;
      }

      async answer(c: { name: string; input: any }) {
        const hook = hooks[c.name];
        delete hooks[c.name];
        hook?.();
        if (failNext?.name === c.name) {
          const { error } = failNext;
          failNext = undefined;
          throw fail(error);
        }
        const byId = (id: string) => {
          const t = tenants.get(id);
          if (!t) throw fail('EntityNotFound');
          return t;
        };
        switch (c.name) {
          case 'GetDistributionTenantByDomain': {
            const t = [...tenants.values()].find((x) => x.Domains.some((d) => d.Domain === c.input.Domain));
            if (!t) throw fail('EntityNotFound');
            return visible(t);
          }
          case 'CreateDistributionTenant': {
            if ([...tenants.values()].some((x) => x.Name === c.input.Name)) throw fail('EntityAlreadyExists');
            const id = `dt_${tenants.size + 1}`;
            const t: Tenant = {
              Id: id,
              Name: c.input.Name,
              DistributionId: c.input.DistributionId,
              Domains: c.input.Domains.map((d: { Domain: string }) => ({ Domain: d.Domain, Status: 'inactive' })),
              ConnectionGroupId: c.input.ConnectionGroupId,
              Enabled: c.input.Enabled,
              ETag: `E${++version}`,
            };
            tenants.set(id, t);
            return visible(t);
          }
          case 'UpdateDistributionTenant': {
            const t = byId(c.input.Id);
            if (c.input.IfMatch !== t.ETag) throw fail('PreconditionFailed');
            Object.assign(t, {
              Enabled: c.input.Enabled,
              Domains: c.input.Domains.map((d: { Domain: string }) => ({ Domain: d.Domain, Status: 'active' })),
              ETag: `E${++version}`,
            });
            if (c.input.Customizations) t.Customizations = c.input.Customizations;
            return visible(t);
          }
          case 'DeleteDistributionTenant': {
            const t = byId(c.input.Id);
            if (c.input.IfMatch !== t.ETag) throw fail('PreconditionFailed');
            if (t.Enabled || refuseDeletes > 0) {
              refuseDeletes--;
              throw fail('ResourceNotDisabled');
            }
            tenants.delete(t.Id);
            return {};
          }
        }
        throw new Error(c.name);
      }
    },
  };
});

const failures = vi.hoisted(() => ({ count: 0 }));
vi.mock('./edge-metrics.js', () => ({ countEdgeDomainFailure: () => void failures.count++, EDGE_DOMAIN_FAILURES_METRIC: 'EdgeDomainFailures' }));

const { cloudFrontEdgeDomains, EdgeDomainError, tenantName } = await import('./cloudfront-edge-domains.js');
const { parseEdge, ConfigError } = await import('../config.js');

const pauses: number[] = [];
const edge = cloudFrontEdgeDomains({ distributionId: DISTRIBUTION, connectionGroupId: GROUP }, { pause: async (ms) => void pauses.push(ms) });
const names = () => calls.map((c) => c.name);
const tenantOf = (host: string) => [...tenants.values()].find((t) => t.Domains.some((d) => d.Domain === host));

function seed(host: string, over: Partial<Tenant> = {}): Tenant {
  const t: Tenant = {
    Id: `dt_seed_${tenants.size}`,
    Name: tenantName(DISTRIBUTION, host),
    DistributionId: DISTRIBUTION,
    Domains: [{ Domain: host, Status: 'active' }],
    ConnectionGroupId: GROUP,
    Enabled: true,
    Customizations: { Certificate: { Arn: 'arn:aws:acm:us-east-1:123456789012:certificate/managed' } },
    ETag: `E${++version}`,
    ...over,
  };
  tenants.set(t.Id, t);
  return t;
}

beforeEach(() => {
  tenants.clear();
  calls.length = 0;
  answers.length = 0;
  for (const name of Object.keys(hooks)) delete hooks[name];
  pauses.length = 0;
  refuseDeletes = 0;
  failNext = undefined;
  failures.count = 0;
});

describe('attach', () => {
  it("creates an enabled tenant for the host on the multi-tenant distribution, in the connection group, with a CloudFront-managed certificate, tagged with the distribution (the role's condition)", async () => {
    await edge.attach('go.acme.com');
    expect(names()).toEqual(['GetDistributionTenantByDomain', 'CreateDistributionTenant']);
    expect(calls[1]!.input).toEqual({
      DistributionId: DISTRIBUTION,
      Name: tenantName(DISTRIBUTION, 'go.acme.com'),
      Domains: [{ Domain: 'go.acme.com' }],
      ConnectionGroupId: GROUP,
      Enabled: true,
      ManagedCertificateRequest: { ValidationTokenHost: 'cloudfront', PrimaryDomainName: 'go.acme.com', CertificateTransparencyLoggingPreference: 'enabled' },
      Tags: { Items: [{ Key: 'kisa:distribution', Value: DISTRIBUTION }] },
    });
    expect(tenantOf('go.acme.com')).toMatchObject({ Enabled: true, DistributionId: DISTRIBUTION });
  });

  it('is idempotent: an enabled tenant of ours is left as it is', async () => {
    await edge.attach('go.acme.com');
    calls.length = 0;
    await edge.attach('go.acme.com');
    expect(names()).toEqual(['GetDistributionTenantByDomain']);
  });

  it('enables a disabled tenant of ours (a domain removed, then verified again), keeping its domains and certificate', async () => {
    const t = seed('go.acme.com', { Enabled: false });
    await edge.attach('go.acme.com');
    expect(names()).toEqual(['GetDistributionTenantByDomain', 'UpdateDistributionTenant']);
    expect(calls[1]!.input).toEqual({
      Id: t.Id,
      IfMatch: expect.any(String),
      DistributionId: DISTRIBUTION,
      Domains: [{ Domain: 'go.acme.com' }],
      ConnectionGroupId: GROUP,
      Customizations: { Certificate: { Arn: 'arn:aws:acm:us-east-1:123456789012:certificate/managed' } },
      Enabled: true,
    });
    expect(tenantOf('go.acme.com')!.Enabled).toBe(true);
  });

  it("reads the tenant again when its version changed meanwhile (the certificate's status moves the ETag too)", async () => {
    seed('go.acme.com', { Enabled: false });
    failNext = { name: 'UpdateDistributionTenant', error: 'PreconditionFailed' };
    await edge.attach('go.acme.com');
    expect(names()).toEqual(['GetDistributionTenantByDomain', 'UpdateDistributionTenant', 'GetDistributionTenantByDomain', 'UpdateDistributionTenant']);
    expect(tenantOf('go.acme.com')!.Enabled).toBe(true);
  });

  it('takes a tenant a concurrent attach made first (EntityAlreadyExists)', async () => {
    hooks.CreateDistributionTenant = () => void seed('go.acme.com');
    await edge.attach('go.acme.com');
    expect(names()).toEqual(['GetDistributionTenantByDomain', 'CreateDistributionTenant', 'GetDistributionTenantByDomain']);
    expect(failures.count).toBe(0);
  });

  it('refuses a host CloudFront already serves elsewhere (another distribution, or another account): EdgeDomainError, counted', async () => {
    failNext = { name: 'CreateDistributionTenant', error: 'CNAMEAlreadyExists' };
    await expect(edge.attach('go.acme.com')).rejects.toMatchObject({
      name: 'EdgeDomainError',
      reason: 'elsewhere',
      message: expect.stringContaining('go.acme.com is already an alternate domain name'),
    });
    expect(failures.count).toBe(1);

    seed('www.acme.com', { DistributionId: 'EOTHERSTACK' });
    const error = await edge.attach('www.acme.com').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EdgeDomainError);
    expect((error as Error).message).toContain('EOTHERSTACK');
    expect(failures.count).toBe(2);
    expect(tenantOf('www.acme.com')!.Enabled).toBe(true);
  });

  it('says which quota a refused tenant met, and passes other failures on, counted', async () => {
    failNext = { name: 'CreateDistributionTenant', error: 'EntityLimitExceeded' };
    await expect(edge.attach('go.acme.com')).rejects.toMatchObject({ reason: 'quota', message: expect.stringContaining('10,000') });
    failNext = { name: 'GetDistributionTenantByDomain', error: 'AccessDenied' };
    await expect(edge.attach('go.acme.com')).rejects.toMatchObject({ name: 'AccessDenied' });
    expect(failures.count).toBe(2);
  });
});

describe('detach', () => {
  it('disables the tenant, then deletes it with the ETag the disabling answered', async () => {
    const t = seed('go.acme.com');
    await edge.detach('go.acme.com');
    expect(names()).toEqual(['GetDistributionTenantByDomain', 'UpdateDistributionTenant', 'DeleteDistributionTenant']);
    expect(calls[1]!.input).toMatchObject({ Id: t.Id, Enabled: false, Domains: [{ Domain: 'go.acme.com' }] });
    expect(calls[2]!.input).toEqual({ Id: t.Id, IfMatch: answers[1].ETag });
    expect(answers[1].ETag).not.toBe(calls[1]!.input.IfMatch);
    expect(tenants.size).toBe(0);
    expect(failures.count).toBe(0);
  });

  it('is done when there is no tenant (never attached, or already deleted)', async () => {
    await edge.detach('go.acme.com');
    expect(names()).toEqual(['GetDistributionTenantByDomain']);
  });

  it('deletes a tenant already disabled without updating it', async () => {
    seed('go.acme.com', { Enabled: false });
    await edge.detach('go.acme.com');
    expect(names()).toEqual(['GetDistributionTenantByDomain', 'DeleteDistributionTenant']);
    expect(tenants.size).toBe(0);
  });

  it('waits while CloudFront still deploys the disabling (ResourceNotDisabled), reading the tenant again before each try', async () => {
    seed('go.acme.com');
    refuseDeletes = 2;
    await edge.detach('go.acme.com');
    expect(names()).toEqual([
      'GetDistributionTenantByDomain',
      'UpdateDistributionTenant',
      'DeleteDistributionTenant',
      'GetDistributionTenantByDomain',
      'DeleteDistributionTenant',
      'GetDistributionTenantByDomain',
      'DeleteDistributionTenant',
    ]);
    expect(pauses).toEqual([1_000, 2_000]);
    expect(tenants.size).toBe(0);
  });

  it('leaves the tenant disabled (serving nothing) when it stays undeletable, and counts it', async () => {
    seed('go.acme.com');
    refuseDeletes = 10;
    await edge.detach('go.acme.com');
    expect(pauses).toEqual([1_000, 2_000, 4_000]);
    expect(tenantOf('go.acme.com')!.Enabled).toBe(false);
    expect(failures.count).toBe(1);
  });

  it('leaves alone a tenant of another distribution, and one enabled again meanwhile', async () => {
    seed('www.acme.com', { DistributionId: 'EOTHERSTACK' });
    await edge.detach('www.acme.com');
    expect(names()).toEqual(['GetDistributionTenantByDomain']);
    expect(tenantOf('www.acme.com')!.Enabled).toBe(true);

    const t = seed('go.acme.com');
    refuseDeletes = 1;
    // While the first delete is refused, the host is attached again (another verify).
    hooks.DeleteDistributionTenant = () => {
      hooks.GetDistributionTenantByDomain = () => Object.assign(t, { Enabled: true, ETag: `E${++version}` });
    };
    await edge.detach('go.acme.com');
    expect(tenantOf('go.acme.com')!.Enabled).toBe(true);
    expect(failures.count).toBe(0);
  });

  it('passes failures on, counted', async () => {
    seed('go.acme.com');
    failNext = { name: 'UpdateDistributionTenant', error: 'AccessDenied' };
    await expect(edge.detach('go.acme.com')).rejects.toMatchObject({ name: 'AccessDenied' });
    expect(failures.count).toBe(1);
  });
});

describe('tenant names', () => {
  it('are stable, unique per distribution and host, and made of letters, digits and hyphens (at most 64)', () => {
    const long = `${'a'.repeat(60)}.example.com`;
    expect(tenantName(DISTRIBUTION, 'go.acme.com')).toBe(tenantName(DISTRIBUTION, 'go.acme.com'));
    expect(tenantName(DISTRIBUTION, 'go.acme.com')).not.toBe(tenantName(DISTRIBUTION, 'go-acme.com'));
    expect(tenantName(DISTRIBUTION, 'go.acme.com')).not.toBe(tenantName('EOTHER', 'go.acme.com'));
    for (const host of ['go.acme.com', 'xn--yarn-6za.example', long]) expect(tenantName(DISTRIBUTION, host)).toMatch(/^kisa-[a-z0-9-]+-[0-9a-f]{12}$/);
    expect(tenantName(DISTRIBUTION, long).length).toBeLessThanOrEqual(64);
  });
});

describe('configuration (EDGE_DOMAINS)', () => {
  it('is nothing to do unless set: the local gateway answers every Host', () => {
    expect(parseEdge({})).toEqual({ kind: 'none' });
    expect(parseEdge({ EDGE_DOMAINS: 'none' })).toEqual({ kind: 'none' });
  });

  it('names the distribution and connection group for CloudFront, and fails fast without them', () => {
    expect(parseEdge({ EDGE_DOMAINS: 'cloudfront', EDGE_DISTRIBUTION_ID: DISTRIBUTION, EDGE_CONNECTION_GROUP_ID: GROUP })).toEqual({
      kind: 'cloudfront',
      distributionId: DISTRIBUTION,
      connectionGroupId: GROUP,
    });
    expect(() => parseEdge({ EDGE_DOMAINS: 'cloudfront', EDGE_DISTRIBUTION_ID: DISTRIBUTION })).toThrow(ConfigError);
    expect(() => parseEdge({ EDGE_DOMAINS: 'cloudfront' })).toThrow(/EDGE_DOMAINS=cloudfront needs EDGE_DISTRIBUTION_ID and EDGE_CONNECTION_GROUP_ID/);
    expect(() => parseEdge({ EDGE_DOMAINS: 'fastly' })).toThrow(/EDGE_DOMAINS must be 'none' or 'cloudfront'/);
  });
});
