/**
 * The one UpdateItem expression builder. A change is a map of top-level attributes: a value is
 * SET (null included: it stores NULL), `undefined` is REMOVE, and `add` counts (ADD). Every name
 * and value goes through a placeholder (`#u0`, `:u0`, …), so reserved words (`status`, `error`,
 * `ttl`) and odd names need no care, and each clause is written only when it has something in it
 * — DynamoDB refuses an empty `REMOVE` and a placeholder the expressions do not use.
 *
 * A condition keeps its own placeholders (`#status`, `:pending`): they are merged in, and must not
 * start with `#u`/`:u` followed by a digit (the builder's own).
 */

export interface UpdateCondition {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

export interface UpdateChange {
  /** Attribute → new value; `undefined` removes the attribute. */
  fields?: Record<string, unknown>;
  /** Attribute → number added (created at that number when absent). */
  add?: Record<string, number>;
  condition?: UpdateCondition;
}

/** The UpdateItem parameters a change becomes (spread into an UpdateCommand's input). */
export interface UpdateParams {
  UpdateExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
  ConditionExpression?: string;
}

const OWN_PLACEHOLDER = /^[#:]u\d+$/;

export function buildUpdate(change: UpdateChange): UpdateParams {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  const removes: string[] = [];
  const adds: string[] = [];
  let n = 0;
  const name = (attribute: string) => {
    const placeholder = `#u${n++}`;
    names[placeholder] = attribute;
    return placeholder;
  };
  const value = (v: unknown) => {
    const placeholder = `:u${n++}`;
    values[placeholder] = v;
    return placeholder;
  };
  for (const [attribute, v] of Object.entries(change.fields ?? {})) {
    if (v === undefined) removes.push(name(attribute));
    else sets.push(`${name(attribute)} = ${value(v)}`);
  }
  for (const [attribute, by] of Object.entries(change.add ?? {})) adds.push(`${name(attribute)} ${value(by)}`);
  const clauses = [
    sets.length ? `SET ${sets.join(', ')}` : '',
    removes.length ? `REMOVE ${removes.join(', ')}` : '',
    adds.length ? `ADD ${adds.join(', ')}` : '',
  ].filter(Boolean);
  if (clauses.length === 0) throw new Error('An update must change at least one attribute');

  const condition = change.condition;
  for (const placeholder of [...Object.keys(condition?.names ?? {}), ...Object.keys(condition?.values ?? {})]) {
    if (OWN_PLACEHOLDER.test(placeholder)) throw new Error(`Condition placeholder ${placeholder} collides with the builder's own`);
  }
  Object.assign(names, condition?.names);
  Object.assign(values, condition?.values);
  return {
    UpdateExpression: clauses.join(' '),
    ExpressionAttributeNames: names,
    ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
    ...(condition ? { ConditionExpression: condition.expression } : {}),
  };
}
