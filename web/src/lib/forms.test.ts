import { describe, expect, it } from 'vitest';
import { checkNewAccountForm, MSG } from '@kisa/shared';
import { clearFieldError, invalidFields, NO_FORM_ERROR, type FormErrorState } from './forms';

const ORDER = ['name', 'email', 'password', 'confirm'] as const;

describe('invalidFields', () => {
  it('points each register message at its fields, in form order', () => {
    const empty = { name: '', email: ' ', password: 'x', confirm: '' };
    expect(invalidFields(checkNewAccountForm(empty), empty, ORDER)).toEqual(['name', 'email', 'confirm']);
    const badEmail = { name: 'A', email: 'nope', password: 'plum tree 1', confirm: 'plum tree 1' };
    expect(invalidFields(checkNewAccountForm(badEmail), badEmail, ORDER)).toEqual(['email']);
    const mismatch = { name: 'A', email: 'a@b.co', password: 'plum tree 1', confirm: 'plum tree 2' };
    expect(checkNewAccountForm(mismatch)).toBe(MSG.passwordsDoNotMatch);
    expect(invalidFields(checkNewAccountForm(mismatch), mismatch, ORDER)).toEqual(['confirm']);
    const short = { name: 'A', email: 'a@b.co', password: 'short', confirm: 'short' };
    expect(invalidFields(checkNewAccountForm(short), short, ORDER)).toEqual(['password']);
    // The API's answer for a guessable password marks the password field too.
    expect(invalidFields(MSG.passwordTooCommon, short, ORDER)).toEqual(['password']);
  });

  it('marks nothing when the form is valid or the message is unknown', () => {
    const ok = { name: 'A', email: 'a@b.co', password: 'plum tree 1', confirm: 'plum tree 1' };
    expect(invalidFields(checkNewAccountForm(ok), ok, ORDER)).toEqual([]);
    expect(invalidFields('Server said no', ok, ORDER)).toEqual([]);
  });
});

describe('clearFieldError (useFormError: what a change to a field leaves of the error)', () => {
  type F = 'longUrl' | 'alias' | 'title';
  const state = (error: string | null, invalid: F[]): FormErrorState<F> => ({ error, invalid });

  it('drops the error about the changed field at once: no stale message after the field is corrected', () => {
    expect(clearFieldError(state(MSG.urlInvalid, ['longUrl']), 'longUrl')).toEqual(state(null, []));
  });

  it('keeps an error about another field', () => {
    const aliasError = state(MSG.aliasTaken, ['alias']);
    expect(clearFieldError(aliasError, 'longUrl')).toBe(aliasError);
    expect(clearFieldError(aliasError, 'title')).toBe(aliasError);
  });

  it('keeps a message over several fields until none of them is left marked', () => {
    const empty = state(MSG.allFieldsRequired, ['longUrl', 'alias']);
    const one = clearFieldError(empty, 'longUrl');
    expect(one).toEqual(state(MSG.allFieldsRequired, ['alias']));
    expect(clearFieldError(one, 'alias')).toEqual(state(null, []));
  });

  it('drops a message about no field in particular (a server answer) at the first change of any field', () => {
    expect(clearFieldError(state(MSG.wrongCredentials, []), 'title')).toEqual(state(null, []));
  });

  it('changes nothing when there is no error', () => {
    expect(clearFieldError(NO_FORM_ERROR as FormErrorState<F>, 'alias')).toBe(NO_FORM_ERROR);
  });
});
