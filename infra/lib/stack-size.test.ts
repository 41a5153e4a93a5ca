import { apiRoutes, type ApiRoute } from '@kisa/functions/src/api-routes';
import { capabilitiesOf } from '@kisa/functions/src/capabilities';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_BUDGET, CLOUDFORMATION_LIMIT, HEADROOM } from './test-support/stack-invariants';
import { synthStack, type Synthesized } from './test-support/synth-unbundled';

// A stack with room to grow: CloudFormation takes at most 500 resources per stack.
// With one function per route each route cost ~7 (function, role, policy, log group, permission,
// integration, route: 388 in all at 42 routes); with one function per capability
// (functions/src/capabilities.ts) a route costs its AWS::ApiGatewayV2::Route alone, and a new
// capability 6 more (function, role, policy, log group, integration, one API-scoped permission)
// and its two alarms (errors, throttles).

const count = (s: Synthesized, prefix = '') => Object.keys(s.resources).filter((id) => id.startsWith(prefix)).length;

/** A route more in an existing capability: `links` (the handler module exists; its path is new). */
const inLinks: ApiRoute = {
  operationId: 'getLinkPreview',
  method: 'GET',
  path: '/api/links/{id}/preview',
  handler: 'links/get-link',
  auth: 'user',
  uses: ['tableRead'],
};
/** A route in a capability of its own (`capability` names it; the module is an existing one). */
const inNewCapability: ApiRoute = { ...inLinks, path: '/api/integrations', capability: 'integrations' };

let today: Synthesized;
let oneMore: Synthesized;
let newCapability: Synthesized;

beforeAll(() => {
  today = synthStack('Size', 'us-east-1');
  oneMore = synthStack('Size', 'us-east-1', {}, { apiRoutes: [...apiRoutes, inLinks] });
  newCapability = synthStack('Size', 'us-east-1', {}, { apiRoutes: [...apiRoutes, inNewCapability] });
}, 180_000);

describe('the stack has room to grow', () => {
  it(`keeps today's routes within ${API_BUDGET} resources, and the whole stack ${HEADROOM} under CloudFormation's ${CLOUDFORMATION_LIMIT}`, () => {
    const api = count(today, 'Http');
    const total = count(today);
    console.info(
      `resources: ${total} in the stack, ${api} for the HTTP API (${apiRoutes.length} routes + $default, ${capabilitiesOf(apiRoutes).length} capability functions)`,
    );
    expect(api).toBeLessThanOrEqual(API_BUDGET);
    expect(total).toBeLessThanOrEqual(CLOUDFORMATION_LIMIT - HEADROOM);
  });

  it('adds one resource for a route in an existing capability: its route', () => {
    const added = Object.keys(oneMore.resources).filter((id) => !(id in today.resources));
    expect(added.map((id) => oneMore.resources[id]!.Type)).toEqual(['AWS::ApiGatewayV2::Route']);
    expect(count(oneMore) - count(today)).toBe(1);
  });

  it('adds nine for a route in a new capability: its function, role, policy, log group, integration, invoke permission, route, and its errors and throttles alarms', () => {
    const added = Object.keys(newCapability.resources).filter((id) => !(id in today.resources));
    expect(added.map((id) => newCapability.resources[id]!.Type).sort()).toEqual(
      [
        'AWS::ApiGatewayV2::Integration',
        'AWS::ApiGatewayV2::Route',
        'AWS::IAM::Policy',
        'AWS::IAM::Role',
        'AWS::Lambda::Function',
        'AWS::Lambda::Permission',
        'AWS::Logs::LogGroup',
        'AWS::CloudWatch::Alarm',
        'AWS::CloudWatch::Alarm',
      ].sort(),
    );
  });

  it('lets API Gateway invoke each capability function from this API only, with one permission per function', () => {
    const permissions = Object.entries(today.resources).filter(([id, r]) => id.startsWith('Http') && r.Type === 'AWS::Lambda::Permission');
    expect(permissions).toHaveLength(capabilitiesOf(apiRoutes).length);
    for (const [, p] of permissions) {
      expect(p.Properties.Principal).toBe('apigateway.amazonaws.com');
      expect(JSON.stringify(p.Properties.SourceArn)).toMatch(/:execute-api:.*\{"Ref":"HttpApi[0-9A-F]+"\},"\/\*\/\*\/\*"/);
    }
  });
});
