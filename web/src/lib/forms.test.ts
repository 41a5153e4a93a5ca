import { describe, expect, it } from 'vitest';
import { checkNewAccountForm, MSG } from '@kisa/shared';
import { dropFieldErrors, errorsOn, firstError, invalidFields, itemErrors, itemProblem, NO_FORM_ERRORS, type FormErrors } from './forms';

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

describe('dropFieldErrors (useFormError: what a change to a field leaves of the errors)', () => {
  type F = 'longUrl' | 'alias' | 'title';
  const on = (message: string, fields: F[]): FormErrors<F> => ({ form: null, fields: Object.fromEntries(fields.map((f) => [f, message])) });

  it('drops the error about the changed field at once: no stale message after the field is corrected', () => {
    expect(dropFieldErrors(on(MSG.urlInvalid, ['longUrl']), 'longUrl')).toEqual(NO_FORM_ERRORS);
  });

  it('keeps an error about another field', () => {
    const aliasError = on(MSG.aliasTaken, ['alias']);
    expect(dropFieldErrors(aliasError, 'longUrl')).toBe(aliasError);
    expect(dropFieldErrors(aliasError, 'title')).toBe(aliasError);
  });

  it('keeps a message over several fields until none of them is left wrong', () => {
    const one = dropFieldErrors(on(MSG.allFieldsRequired, ['longUrl', 'alias']), 'longUrl');
    expect(one).toEqual(on(MSG.allFieldsRequired, ['alias']));
    expect(dropFieldErrors(one, 'alias')).toEqual(NO_FORM_ERRORS);
  });

  it('drops a message about the form as a whole (a server answer) at the first change of any field, or of the form', () => {
    const answer: FormErrors<F> = { form: MSG.wrongCredentials, fields: {} };
    expect(dropFieldErrors(answer, 'title')).toEqual(NO_FORM_ERRORS);
    expect(dropFieldErrors(answer)).toEqual(NO_FORM_ERRORS);
  });

  it('a change to the form as a whole keeps what was said about its fields', () => {
    const aliasError = on(MSG.aliasTaken, ['alias']);
    expect(dropFieldErrors(aliasError)).toBe(aliasError);
  });

  it('in a list, drops what was said about the field, what holds it and what it holds — and nothing of another item', () => {
    const errors: FormErrors<string> = { form: null, fields: { k1: 'item', 'k1.weight': 'weight', 'k1.conditions': 'conditions', 'k2.weight': 'other' } };
    expect(dropFieldErrors(errors, 'k1.conditions.country').fields).toEqual({ 'k1.weight': 'weight', 'k2.weight': 'other' });
    expect(dropFieldErrors(errors, 'k1').fields).toEqual({ 'k2.weight': 'other' });
    expect(dropFieldErrors(errors, 'k10.weight').fields).toEqual(errors.fields);
  });

  it('changes nothing when there is no error', () => {
    expect(dropFieldErrors(NO_FORM_ERRORS as FormErrors<F>, 'alias')).toBe(NO_FORM_ERRORS);
  });
});

describe("itemErrors and itemProblem (a list item's problem under the one rule)", () => {
  const path = (key: string, field: 'country' | 'destination') => (field === 'country' ? `${key}.conditions.${field}` : `${key}.${field}`);

  it('puts a problem under its item and field, its item alone, or the form as a whole — and reads it back', () => {
    const cases = [
      { key: 'k1', field: 'country' as const, message: 'a' },
      { key: 'k1', field: 'destination' as const, message: 'b' },
      { key: 'k2', message: 'c' },
      { message: 'd' },
    ];
    for (const problem of cases) expect(itemProblem(itemErrors(problem, path))).toEqual(problem);
    expect(itemErrors(cases[0]!, path).fields).toEqual({ 'k1.conditions.country': 'a' });
    expect(itemProblem(NO_FORM_ERRORS)).toBeNull();
  });

  it("a change to a condition drops a problem about the rule's conditions, and removing the rule drops any of its problems", () => {
    const conditions = itemErrors({ key: 'k1', field: 'conditions', message: 'x' }, (k, f) => `${k}.${f}`);
    expect(dropFieldErrors(conditions, 'k1.conditions.country')).toEqual(NO_FORM_ERRORS);
    expect(dropFieldErrors(itemErrors({ key: 'k1', field: 'destination', message: 'y' }, path), 'k1')).toEqual(NO_FORM_ERRORS);
    expect(dropFieldErrors(conditions, 'k1.destination')).toBe(conditions);
  });
});

describe('errorsOn and firstError (useFormError: what fail() holds and what the form shows)', () => {
  it('puts a message on the fields named, or on the form as a whole when none is', () => {
    expect(errorsOn(MSG.allFieldsRequired, ['email', 'password'])).toEqual({
      form: null,
      fields: { email: MSG.allFieldsRequired, password: MSG.allFieldsRequired },
    });
    expect(errorsOn(MSG.wrongCredentials)).toEqual({ form: MSG.wrongCredentials, fields: {} });
    expect(errorsOn(null, ['email'])).toEqual(NO_FORM_ERRORS);
  });

  it("shows the form's message first, else the first field's, else none", () => {
    expect(firstError({ form: 'form', fields: { url: 'url' } })).toBe('form');
    expect(firstError({ form: null, fields: { url: 'url', events: 'events' } })).toBe('url');
    expect(firstError(NO_FORM_ERRORS)).toBeNull();
  });
});
