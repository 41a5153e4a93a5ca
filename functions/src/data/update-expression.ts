/**
 * The one UpdateItem expression builder. A change is a map of top-level attributes: a value is
 * SET (null included: it stores NULL), `undefined` is REMOVE, `add` counts or adds to a string
 * set (ADD) and `deleteFromSet` takes from one (DELETE); `ifAbsent`, `increment` and `mapKeys`
 * cover `if_not_exists` and keys inside a map attribute. Every name and value goes through a
 * placeholder (`#u0`, `:u0`, …), so reserved words (`status`, `error`, `ttl`) and odd names need
 * no care, and each clause is written only when it has something in it — DynamoDB refuses an
 * empty `REMOVE` and a placeholder the expressions do not use.
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
  /** Attribute → value SET only while the attribute is absent (`if_not_exists`), e.g. when something was first seen. */
  ifAbsent?: Record<string, unknown>;
  /** Attribute → SET to its value (`absentAs` when absent) plus `by`: a counter whose absence means something other than 0. */
  increment?: Record<string, { by: number; absentAs: number }>;
  /** Map attribute → its keys' new values (`undefined` removes the key). The map must exist for a key to be SET in it. */
  mapKeys?: Record<string, Record<string, unknown>>;
  /** Attribute → number added (created at that number when absent), or a string set whose elements are added. */
  add?: Record<string, number | Set<string>>;
  /** Attribute → a string set whose elements are taken out (DELETE; taking the last removes the attribute). */
  deleteFromSet?: Record<string, Set<string>>;
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
  for (const [attribute, v] of Object.entries(change.ifAbsent ?? {})) {
    const placeholder = name(attribute);
    sets.push(`${placeholder} = if_not_exists(${placeholder}, ${value(v)})`);
  }
  for (const [attribute, { by, absentAs }] of Object.entries(change.increment ?? {})) {
    const placeholder = name(attribute);
    sets.push(`${placeholder} = if_not_exists(${placeholder}, ${value(absentAs)}) + ${value(by)}`);
  }
  for (const [attribute, keys] of Object.entries(change.mapKeys ?? {})) {
    const map = name(attribute);
    for (const [key, v] of Object.entries(keys)) {
      if (v === undefined) removes.push(`${map}.${name(key)}`);
      else sets.push(`${map}.${name(key)} = ${value(v)}`);
    }
  }
  for (const [attribute, by] of Object.entries(change.add ?? {})) adds.push(`${name(attribute)} ${value(by)}`);
  const deletes = Object.entries(change.deleteFromSet ?? {}).map(([attribute, elements]) => `${name(attribute)} ${value(elements)}`);
  const clauses = [
    sets.length ? `SET ${sets.join(', ')}` : '',
    removes.length ? `REMOVE ${removes.join(', ')}` : '',
    adds.length ? `ADD ${adds.join(', ')}` : '',
    deletes.length ? `DELETE ${deletes.join(', ')}` : '',
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
