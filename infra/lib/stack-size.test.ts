import { apiRoutes, schedules, workers, type ApiRoute } from '@kisa/functions/src/api-routes';
import { capabilitiesOf } from '@kisa/functions/src/capabilities';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLOUDFORMATION_LIMIT, HEADROOM, RESOURCE_CEILING } from './test-support/stack-invariants';
import { synthStack, type Resource, type Synthesized } from './test-support/synth-unbundled';

// Stacks with room to grow: CloudFormation takes at most 500 resources per stack.
// With one function per route each route cost ~7 (function, role, policy, log group, permission,
// integration, route: 388 in all at 42 routes); with one function per capability
// (functions/src/capabilities.ts) a route costs its AWS::ApiGatewayV2::Route alone, and a new
// capability 8 more (function, role, policy, log group and its two alarms in the main stack; an
// integration and one API-scoped permission beside its routes). Routes, integrations and
// permissions live in the API's nested stack (constructs/http-api.ts), which grows with the API; the
// queue workers and scheduled jobs in the background stack (constructs/background-work.ts), which
// grows by 5 a worker and 9 a schedule (their alarms stay in the main stack).

const count = (resources: Record<string, unknown>) => Object.keys(resources).length;
const added = (after: Record<string, Resource>, before: Record<string, Resource>) =>
  Object.keys(after)
    .filter((id) => !(id in before))
    .map((id) => after[id]!.Type)
    .sort();

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

describe('the stacks have room to grow', () => {
  it(`keeps the main stack, the API's routes stack and the background stack each ${HEADROOM} under CloudFormation's ${CLOUDFORMATION_LIMIT}`, () => {
    const counts = { main: count(today.resources), routes: count(today.routes), background: count(today.background) };
    const within = Object.fromEntries(Object.entries(counts).map(([stack, n]) => [stack, n <= RESOURCE_CEILING]));
    expect(
      within,
      `resources per stack ${JSON.stringify(counts)} (${apiRoutes.length} routes + $default, ${capabilitiesOf(apiRoutes).length} capability functions), ceiling ${RESOURCE_CEILING}`,
    ).toEqual({
      main: true,
      routes: true,
      background: true,
    });
  });

  it('holds the queue workers and scheduled jobs in the background stack, none in the main stack', () => {
    const inMain = Object.values(today.resources).filter((r) =>
      ['AWS::Lambda::EventSourceMapping', 'AWS::Events::Rule', 'AWS::Lambda::EventInvokeConfig'].includes(r.Type),
    );
    expect(inMain).toEqual([]);
    const background = Object.values(today.background);
    expect(background.filter((r) => r.Type === 'AWS::Lambda::EventSourceMapping')).toHaveLength(workers.length);
    expect(background.filter((r) => r.Type === 'AWS::Events::Rule')).toHaveLength(schedules.length);
    expect(background.filter((r) => r.Type === 'AWS::Lambda::Function')).toHaveLength(workers.length + schedules.length);
  });

  it('adds one resource for a route in an existing capability: its route, in the routes stack', () => {
    expect(added(oneMore.routes, today.routes)).toEqual(['AWS::ApiGatewayV2::Route']);
    expect(count(oneMore.routes) - count(today.routes)).toBe(1);
    expect(count(oneMore.resources)).toBe(count(today.resources));
  });

  it('adds nine for a route in a new capability: its function, role, policy, log group and two alarms; its integration, invoke permission and route beside the others', () => {
    expect(added(newCapability.resources, today.resources)).toEqual(
      ['AWS::CloudWatch::Alarm', 'AWS::CloudWatch::Alarm', 'AWS::IAM::Policy', 'AWS::IAM::Role', 'AWS::Lambda::Function', 'AWS::Logs::LogGroup'].sort(),
    );
    expect(added(newCapability.routes, today.routes)).toEqual(['AWS::ApiGatewayV2::Integration', 'AWS::ApiGatewayV2::Route', 'AWS::Lambda::Permission'].sort());
  });

  it('lets API Gateway invoke each capability function from this API only, with one permission per function', () => {
    const permissions = Object.values(today.routes).filter((r) => r.Type === 'AWS::Lambda::Permission');
    expect(permissions).toHaveLength(capabilitiesOf(apiRoutes).length);
    for (const p of permissions) {
      expect(p.Properties.Principal).toBe('apigateway.amazonaws.com');
      // The API's id reaches the nested stack as a parameter named after it.
      expect(JSON.stringify(p.Properties.SourceArn)).toMatch(/:execute-api:.*\{"Ref":"\w*HttpGateway\w*"\},"\/\*\/\*\/\*"/);
    }
  });
});
