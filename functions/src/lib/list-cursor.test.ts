import { MSG } from '@kisa/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { decodeListCursor, encodeListCursor } from './list-cursor.js';

const any = () => true;

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the cursor to be refused with a 400, it was taken');
}

describe('list cursors', () => {
  it('give back the position they were made with, for the list they were made for', () => {
    const cursor = encodeListCursor('links:team-a', '2025-01-01T00:00:00.000Z#id');
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(cursor).not.toContain('team-a');
    expect(decodeListCursor(cursor, 'links:team-a', any)).toBe('2025-01-01T00:00:00.000Z#id');
    expect(decodeListCursor(undefined, 'links:team-a', any)).toBeUndefined();
  });

  it("refuse another list's, a forged, a garbled or an unexpected position's cursor with 400, naming the cursor", () => {
    const ours = encodeListCursor('links:team-a', 'position');
    const cases = [
      ['another team', () => decodeListCursor(ours, 'links:team-b', any)],
      ['another list', () => decodeListCursor(ours, 'campaign-links:team-a', any)],
      ['a position the list does not take', () => decodeListCursor(ours, 'links:team-a', (a) => a !== 'position')],
      ['not base64url', () => decodeListCursor('a b', 'links:team-a', any)],
      ['not JSON', () => decodeListCursor(Buffer.from('nope').toString('base64url'), 'links:team-a', any)],
      ['truncated', () => decodeListCursor(ours.slice(0, -3), 'links:team-a', any)],
      [
        'extra fields',
        () =>
          decodeListCursor(
            Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(ours, 'base64url').toString()), x: 1 })).toString('base64url'),
            'links:team-a',
            any,
          ),
      ],
      ['an admin key cursor', () => decodeListCursor(Buffer.from(JSON.stringify({ PK: 'x', SK: 'y' })).toString('base64url'), 'links:team-a', any)],
    ] as const;
    for (const [what, run] of cases) {
      const error = refusal(run);
      expect([error.status, error.message, error.fields?.map((f) => f.pointer)], what).toEqual([400, MSG.cursorInvalid, ['cursor']]);
    }
  });
});
