import { NestedStack, type Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';

type Json = unknown;

/** `node` with every value `replace` answers for swapped in (depth first, answers are not walked again). */
function substitute(node: Json, replace: (n: Json) => Json | undefined): Json {
  const swapped = replace(node);
  if (swapped !== undefined) return swapped;
  if (Array.isArray(node)) return node.map((n) => substitute(n, replace));
  if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, substitute(v, replace)]));
  return node;
}

/**
 * The resources of `stack` and of its nested stack `nestedId` as one template would hold them: the
 * nested stack's parameters replaced by what the parent passes, the parent's reads of its outputs
 * by the outputs' values, the AWS::CloudFormation::Stack resource itself left out. Tests written
 * against one stack (a worker's grant naming `{"Fn::GetAtt":[<queue>,"Arn"]}`, an alarm naming a
 * job's DLQ) then read the same whether the resource lives in the main or the nested template.
 */
export function flattenNested(stack: Stack, nestedId: string): Record<string, any> {
  const nested = stack.node.findAll().find((c): c is NestedStack => c instanceof NestedStack && c.node.id === nestedId);
  if (!nested?.nestedStackResource) throw new Error(`expected a nested stack ${nestedId} in ${stack.stackName}`);
  const main = Template.fromStack(stack).toJSON().Resources as Record<string, any>;
  const inner = Template.fromStack(nested).toJSON() as { Resources: Record<string, any>; Outputs?: Record<string, { Value: Json }> };
  const stackId = stack.resolve(nested.nestedStackResource.logicalId) as string;
  const parameters = (main[stackId]?.Properties?.Parameters ?? {}) as Record<string, Json>;
  const outputs = inner.Outputs ?? {};
  const fromParent = (n: Json) => {
    const ref = (n as { Ref?: unknown } | null)?.Ref;
    return typeof ref === 'string' && ref in parameters ? parameters[ref] : undefined;
  };
  const fromNested = (n: Json) => {
    const att = (n as { 'Fn::GetAtt'?: unknown } | null)?.['Fn::GetAtt'];
    if (!Array.isArray(att) || att[0] !== stackId || typeof att[1] !== 'string') return undefined;
    return outputs[att[1].replace(/^Outputs\./, '')]?.Value;
  };
  const { [stackId]: _stackResource, ...rest } = main;
  return { ...(substitute(rest, fromNested) as Record<string, any>), ...(substitute(inner.Resources, fromParent) as Record<string, any>) };
}
