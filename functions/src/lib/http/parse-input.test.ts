import { MSG, signupSchema } from '@kisa/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { parseInput } from './parse-input.js';

describe('parseInput', () => {
  it('answers the parsed, normalised input', () => {
    expect(parseInput(signupSchema, { name: ' Ann ', email: 'Ann@Example.com', password: '12345678' })).toEqual({
      name: 'Ann',
      email: 'ann@example.com',
      password: '12345678',
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
});
