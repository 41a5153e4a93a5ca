import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { MSG } from './messages.js';
import { cursorParam, limitParam, PAGE_MAX, pageFromAddress, pageParam } from './query-params.js';

const query = z.object({ page: pageParam(), limit: limitParam(10, 100), cursor: cursorParam() });
const issue = (input: Record<string, string>) => {
  const result = query.safeParse(input);
  return result.success ? null : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('list query parameters', () => {
  it('take whole numbers within their bounds and default what is missing', () => {
    expect(query.parse({})).toEqual({ page: 1, limit: 10, cursor: undefined });
    expect(query.parse({ page: '3', limit: '100', cursor: 'abc' })).toEqual({ page: 3, limit: 100, cursor: 'abc' });
    expect(query.parse({ page: String(PAGE_MAX), limit: '1', cursor: '' })).toEqual({ page: PAGE_MAX, limit: 1, cursor: undefined });
  });

  it('refuse everything else with the parameter named, never capping or defaulting it', () => {
    for (const page of ['0', '-1', 'abc', '1.5', '', String(PAGE_MAX + 1), 'Infinity'])
      expect(issue({ page }), `page=${page}`).toEqual([['page', MSG.pageInvalid]]);
    for (const limit of ['0', '101', '1000', 'ten', '2.5']) expect(issue({ limit }), `limit=${limit}`).toEqual([['limit', MSG.limitInvalid(100)]]);
    expect(issue({ cursor: 'x'.repeat(1001) })).toEqual([['cursor', MSG.cursorInvalid]]);
  });

  it('read as integers with their bounds and defaults in JSON Schema (what the OpenAPI document says)', () => {
    const json = z.toJSONSchema(query, { io: 'input' }) as { properties: Record<string, unknown> };
    expect(json.properties.page).toEqual({ type: 'integer', minimum: 1, maximum: PAGE_MAX, default: 1 });
    expect(json.properties.limit).toEqual({ type: 'integer', minimum: 1, maximum: 100, default: 10 });
    expect(json.properties.cursor).toEqual({ type: 'string', maxLength: 1000 });
  });

  it("keep the app's address bar to pages the lists take", () => {
    expect([pageFromAddress(null), pageFromAddress('0'), pageFromAddress('x'), pageFromAddress('2'), pageFromAddress('99999999999')]).toEqual([
      1,
      1,
      1,
      2,
      PAGE_MAX,
    ]);
  });
});
