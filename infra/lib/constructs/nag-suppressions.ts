import { Stack, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * Every cdk-nag (AwsSolutions) finding we accept, with the reason, in one place.
 *
 * cdk-nag 3 removed `NagSuppressions`; acknowledgements go through CDK's own
 * `Validations.of(scope).acknowledge({ id, reason })`, which applies to the scope and
 * everything below it. Findings that carry a detail (IAM5 wildcards) are acknowledged
 * one by one as `RuleId[Finding]`, so a new wildcard still fails synth.
 */
export function acknowledge(scope: IConstruct, id: string, reason: string): void {
  Validations.of(scope).acknowledge({ id, reason });
}

/**
 * Acknowledges an `AwsSolutions-IAM5` finding for one resource ARN ending in `*`
 * (object keys under a bucket prefix, log streams). The finding id is the ARN
 * flattened the way cdk-nag prints it: `Resource::<Logical.Arn>/prefix/*`.
 */
export function acknowledgeWildcardResource(scope: IConstruct, resourceArn: string, reason: string): void {
  const acknowledgeAsResolved = () => acknowledge(scope, `AwsSolutions-IAM5[Resource::${flatten(Stack.of(scope).resolve(resourceArn))}]`, reason);
  acknowledgeAsResolved();
  // In a nested stack an ARN of the parent's resource becomes a parameter of the nested stack only
  // when the app is prepared for synthesis; node validations run after that and before cdk-nag, so
  // the finding is acknowledged again as the nested template names it (`Resource::<referenceto…>/…`).
  if (!Stack.of(scope).nestedStackParent) return;
  scope.node.addValidation({
    validate: () => {
      acknowledgeAsResolved();
      return [];
    },
  });
}

/** Same rendering as cdk-nag's flattenCfnReference (Join / GetAtt / Ref / Sub). */
function flatten(node: unknown): string {
  if (node === undefined) return '';
  if (typeof node === 'string') return node.replace(/\$\{/g, '<').replace(/\}/g, '>');
  if (typeof node === 'object' && node !== null) {
    const o = node as Record<string, unknown>;
    if (Array.isArray(o['Fn::Join'])) {
      const [delimiter, items] = o['Fn::Join'] as [string, unknown[]];
      return items.map(flatten).join(delimiter);
    }
    if ('Fn::Sub' in o) return flatten(o['Fn::Sub']);
    if (Array.isArray(o['Fn::GetAtt'])) {
      const [res, attr] = o['Fn::GetAtt'] as [unknown, unknown];
      return `<${flatten(res)}.${flatten(attr)}>`;
    }
    if ('Ref' in o) return `<${flatten(o.Ref)}>`;
  }
  return JSON.stringify(node);
}

/** Reasons reused by several constructs, so the wording stays consistent. */
export const REASONS = {
  nodeRuntime:
    'Functions run on Node.js 22 (the runtime the handlers are built and tested for, target node22); upgrading to the newest runtime is a deliberate, tested change, not an automatic one.',
  objectKeys:
    'S3 object-level actions need an object ARN; the wildcard covers only the object keys of this one bucket (or prefix), not other buckets or actions.',
  xray: "X-Ray active tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support no resource-level permissions, so their resource is `*` (what Lambda's Tracing.ACTIVE grants); no other action of the role is on `*`.",
  dlq: 'This queue is itself the dead-letter queue; a DLQ of a DLQ adds nothing (messages stay here until inspected and redriven).',
} as const;
