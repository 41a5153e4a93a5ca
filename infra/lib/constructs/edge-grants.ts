import { Stack } from 'aws-cdk-lib';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { EDGE_TENANT_TAG } from '@kisa/functions/src/lib/edge/edge-domains';
import { acknowledge, acknowledgeWildcardResource, REASONS } from './nag-suppressions';

/** Adds one statement to a function's role (grants.ts's `allow`). */
type Allow = (actions: string[], resources: string[], conditions?: Record<string, unknown>) => void;

/** What `domains` and `edgeDomains` name: the multi-tenant distribution and its connection group. */
export interface EdgeTargets {
  /** The app distribution, which serves preview images: a takedown or delete invalidates their paths there. */
  appDistributionId: string;
  distributionId: string;
  connectionGroupId: string;
  /** The connection group's routing endpoint (`d….cloudfront.net`): the CNAME target customers are shown. */
  routingEndpoint: string;
}

/**
 * `edgeDomains` on CloudFront: exactly the four distribution-tenant calls lib/edge/cloudfront-edge-domains.ts
 * makes. Per the Service Authorization Reference, Get…ByDomain, Update… and Delete… take the
 * `distribution-tenant` resource (arn:…:cloudfront::<account>:distribution-tenant/<id>); the
 * distribution is not a resource of any of them, and CreateDistributionTenant takes none at all
 * (only `*`, with request-tag conditions: it is refused for a specific ARN).
 */
export const EDGE_TENANT_ACTIONS = ['cloudfront:DeleteDistributionTenant', 'cloudfront:GetDistributionTenantByDomain', 'cloudfront:UpdateDistributionTenant'];
export const EDGE_CREATE_ACTION = 'cloudfront:CreateDistributionTenant';

/** `edgeDomains`: this stack's distribution tenants only; the environment the code needs. */
export function grantEdgeDomains(fn: lambda.IFunction, edge: EdgeTargets, allow: Allow): Record<string, string> {
  const tenants = Stack.of(fn).formatArn({ service: 'cloudfront', region: '', resource: 'distribution-tenant', resourceName: '*' });
  // This stack's tenants only: made with the tag naming its distribution (EDGE_TENANT_TAG), and only
  // tenants carrying that tag read, changed or deleted; tagging is allowed for that tag alone (tag-on-create).
  const ours = { StringEquals: { [`aws:ResourceTag/${EDGE_TENANT_TAG}`]: edge.distributionId } };
  const tagged = {
    StringEquals: { [`aws:RequestTag/${EDGE_TENANT_TAG}`]: edge.distributionId },
    'ForAllValues:StringEquals': { 'aws:TagKeys': [EDGE_TENANT_TAG] },
  };
  allow(EDGE_TENANT_ACTIONS, [tenants], ours);
  allow([EDGE_CREATE_ACTION], ['*'], tagged);
  allow(['cloudfront:TagResource'], [tenants], tagged);
  acknowledgeWildcardResource(
    fn.role ?? fn,
    tenants,
    "Distribution tenants are made at run time, one per verified branded domain, with ids CloudFront assigns; the wildcard is held to this stack's tenants by the tag condition (aws:ResourceTag or aws:RequestTag naming its distribution), and only Get-by-domain, Update, Delete and tag-on-create.",
  );
  acknowledge(
    fn.role ?? fn,
    'AwsSolutions-IAM5[Resource::*]',
    `${REASONS.xray} Besides them, cloudfront:CreateDistributionTenant: the Service Authorization Reference gives it no resource type (a tenant's ARN does not exist before it is made, and the distribution is not one of its resources), so its resource can only be \`*\`; it is allowed only with the request tag naming this stack's distribution (aws:RequestTag, aws:TagKeys), and the code names that distribution in every call (EDGE_DISTRIBUTION_ID).`,
  );
  return { EDGE_DOMAINS: 'cloudfront', EDGE_DISTRIBUTION_ID: edge.distributionId, EDGE_CONNECTION_GROUP_ID: edge.connectionGroupId };
}

/** cloudfront:CreateInvalidation on the app distribution only (preview images' edge copies); its id for the code. */
export function previewInvalidation(fn: lambda.IFunction, t: { edge?: EdgeTargets }, use: string, allow: Allow): Record<string, string> {
  const id = edgeOf(t, use).appDistributionId;
  allow(['cloudfront:CreateInvalidation'], [Stack.of(fn).formatArn({ service: 'cloudfront', region: '', resource: 'distribution', resourceName: id })]);
  return { PREVIEW_DISTRIBUTION_ID: id };
}

export function edgeOf(t: { edge?: EdgeTargets }, use: string): EdgeTargets {
  if (!t.edge) throw new Error(`No branded-domains edge for '${use}': set GrantTargets.edge before making the functions that use it`);
  return t.edge;
}
