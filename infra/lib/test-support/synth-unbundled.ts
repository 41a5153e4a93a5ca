import { App, NestedStack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import * as cxapi from 'aws-cdk-lib/cx-api';
import { AwsSolutionsChecks } from 'cdk-nag';
import { KisaStack, type KisaConfig, type KisaStackProps } from '../kisa-stack';
import { flattenNested } from './flatten-nested';

/**
 * For stack tests that synthesize many stacks: they skip esbuild bundling with CDK's own switch
 * (`aws:cdk:bundling-stacks`, what `cdk deploy --exclusively` uses for stacks it does not
 * deploy), under which assets point at the source instead of a bundle. The template is otherwise
 * the same, so a stack takes seconds instead of minutes. kisa-stack.test.ts still bundles.
 */

export type Resource = { Type: string; Properties: Record<string, any>; DependsOn?: string[] };

export interface Synthesized {
  stack: KisaStack;
  resources: Record<string, Resource>;
  /** The HTTP API's nested stack (routes, integrations, invoke permissions): its resources. */
  routes: Record<string, Resource>;
  /** The background nested stack (queue workers and scheduled jobs, constructs/background-work.ts): its resources. */
  background: Record<string, Resource>;
  /** The main and the background stack's resources as one template would hold them (test-support/flatten-nested.ts). */
  all: Record<string, Resource>;
  outputs: Record<string, { Value: unknown }>;
  /** cdk-nag AwsSolutions findings left unacknowledged, as `Rule path`. */
  nag: string[];
}

export const TEST_ACCOUNT = '123456789012';

/** A new app that builds no bundles. */
export const unbundledApp = (): App => new App({ context: { [cxapi.BUNDLING_STACKS]: [] } });

/** The template of `stack` (built in an unbundledApp) and what cdk-nag says about its app. */
export function synthesize(stack: KisaStack): Synthesized {
  const template = Template.fromStack(stack).toJSON();
  const nested = stack.node.findAll().filter((c): c is NestedStack => c instanceof NestedStack);
  const resourcesOf = (id: string): Record<string, Resource> => {
    const n = nested.find((c) => c.node.id === id);
    if (!n) throw new Error(`expected a nested stack ${id} in ${stack.stackName}`);
    return Template.fromStack(n).toJSON().Resources;
  };
  const routes = resourcesOf('Routes');
  const background = resourcesOf('Background');
  const report = new AwsSolutionsChecks().validateScope(stack.node.root);
  return {
    stack,
    resources: template.Resources,
    routes,
    background,
    all: flattenNested(stack, 'Background'),
    outputs: template.Outputs ?? {},
    nag: report.violations.map((v) => `${v.ruleName} ${v.violatingResources.map((r) => r.constructPath).join(', ')}`),
  };
}

/** One Kisa stack named `name` in `region`, in an app of its own (mailDomain given unless overridden). */
export function synthStack(name: string, region: string, config: Partial<KisaConfig> = {}, props: Pick<KisaStackProps, 'apiRoutes'> = {}): Synthesized {
  return synthesize(
    new KisaStack(unbundledApp(), name, { ...props, env: { account: TEST_ACCOUNT, region }, config: { mailDomain: 'mail.example.org', ...config } }),
  );
}

/** `s` read as one stack: its `resources` are the main and the background stack's (`all`). */
export const asOneStack = (s: Synthesized): Synthesized => ({ ...s, resources: s.all });

/** The resources of `type`, as [logical id, resource]. */
export const ofType = (s: Pick<Synthesized, 'resources'>, type: string): [string, Resource][] => Object.entries(s.resources).filter(([, r]) => r.Type === type);
