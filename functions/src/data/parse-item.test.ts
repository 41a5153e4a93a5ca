import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { parseItem } from './parse-item.js';

const schema = z.object({ name: z.string(), count: z.number() });

describe('parseItem', () => {
  it('answers the parsed record of a well-formed item', () => {
    expect(parseItem('thing', schema, { PK: 'THING#1', SK: 'THING', name: 'a', count: 2 })).toEqual({ name: 'a', count: 2 });
  });

  it('throws naming the entity, its key and the failing fields, never their values', () => {
    const read = () => parseItem('thing', schema, { PK: 'THING#1', SK: 'THING', name: 'secret-value', count: 'x' });
    expect(read).toThrow(/^Malformed thing item THING#1 \/ THING: count: /);
    expect(read).not.toThrow(/secret-value|"x"/);
  });

  it('names the key given when the item was read without one', () => {
    expect(() => parseItem('thing', schema, { name: 1 }, { PK: 'THING#2', SK: 'THING' })).toThrow(/Malformed thing item THING#2 \/ THING: name: .*; count: /);
  });
});
