import { MSG, signupSchema } from '@kisa/shared';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { parseId, parseInput } from './parse-input.js';

describe('parseInput', () => {
  it('answers the parsed, normalised input', () => {
    expect(parseInput(signupSchema, { name: ' Ann ', email: 'Ann@Example.com', password: 'Kırmızı 8 elma' })).toEqual({
      name: 'Ann',
      email: 'ann@example.com',
      password: 'Kırmızı 8 elma',
    });
  });

  it('turns the first issue into a 400, treating a missing body as an empty form', () => {
    for (const input of [undefined, null, {}]) {
      const error = (() => {
        try {
          parseInput(signupSchema, input);
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ status: 400, message: MSG.allFieldsRequired });
    }
  });

  it("refuses keys named like Object's own members (constructor, valueOf) as unknown fields, never crashing", () => {
    for (const key of ['constructor', 'valueOf', 'toString', 'hasOwnProperty']) {
      const input = JSON.parse(`{"name": "Ann", "email": "ann@example.com", "password": "Kırmızı 8 elma", "${key}": 1}`);
      let error: unknown;
      try {
        parseInput(signupSchema, input);
      } catch (e) {
        error = e;
      }
      expect(error, key).toBeInstanceOf(AppError);
      expect(error, key).toMatchObject({
        status: 400,
        message: MSG.unknownField(key),
        fields: [{ pointer: `/${key}`, detail: MSG.unknownField(key), code: 'unknown-field' }],
      });
    }
  });
});

describe('parseId', () => {
  const failure = (run: () => unknown) => {
    try {
      run();
    } catch (e) {
      return e;
    }
    return undefined;
  };

  it('answers an id of the shape the API hands out', () => {
    const id = randomUUID();
    expect(parseId('record', id, MSG.linkNotFound)).toBe(id);
  });

  it("answers the route's not-found (or the given status) for an id that cannot exist", () => {
    for (const id of [undefined, '', 'x'.repeat(3000), `${randomUUID()}\u0000`]) {
      expect(failure(() => parseId('record', id, MSG.memberNotFound))).toMatchObject({ status: 404, message: MSG.memberNotFound });
    }
    expect(failure(() => parseId('token', 'x'.repeat(3000), MSG.invalidToken, 400))).toMatchObject({ status: 400, message: MSG.invalidToken });
    expect(failure(() => parseId('token', 'x'.repeat(3000), MSG.invalidToken, 400))).toBeInstanceOf(AppError);
  });
});
