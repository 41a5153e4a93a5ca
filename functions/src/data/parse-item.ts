import type * as z from 'zod';

/**
 * Reads a stored item through its entity's schema: an item this code cannot read is an error
 * naming the entity and its key, never a guess passed on. The message lists the failing fields
 * and why, never their values (an item may hold secrets). `key` names the item when the read
 * projected its keys away.
 */
export function parseItem<S extends z.ZodType>(entity: string, schema: S, item: Record<string, unknown>, key?: { PK: string; SK: string }): z.output<S> {
  const parsed = schema.safeParse(item);
  if (parsed.success) return parsed.data;
  const where = typeof item.PK === 'string' ? `${item.PK} / ${String(item.SK)}` : key ? `${key.PK} / ${key.SK}` : 'without its key';
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(item)'}: ${issue.message}`).join('; ');
  throw new Error(`Malformed ${entity} item ${where}: ${problems}`);
}
