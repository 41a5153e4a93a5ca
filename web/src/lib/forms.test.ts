import { describe, expect, it } from 'vitest';
import { checkRegisterForm, MSG } from '@kisa/shared';
import { invalidFields } from './forms';

const ORDER = ['name', 'email', 'password', 'confirm'] as const;

describe('invalidFields', () => {
  it('points each register message at its fields, in form order', () => {
    const empty = { name: '', email: ' ', password: 'x', confirm: '' };
    expect(invalidFields(checkRegisterForm(empty), empty, ORDER)).toEqual(['name', 'email', 'confirm']);
    const badEmail = { name: 'A', email: 'nope', password: 'password1', confirm: 'password1' };
    expect(invalidFields(checkRegisterForm(badEmail), badEmail, ORDER)).toEqual(['email']);
    const mismatch = { name: 'A', email: 'a@b.co', password: 'password1', confirm: 'password2' };
    expect(checkRegisterForm(mismatch)).toBe(MSG.passwordsDoNotMatch);
    expect(invalidFields(checkRegisterForm(mismatch), mismatch, ORDER)).toEqual(['confirm']);
    const short = { name: 'A', email: 'a@b.co', password: 'short', confirm: 'short' };
    expect(invalidFields(checkRegisterForm(short), short, ORDER)).toEqual(['password']);
  });

  it('marks nothing when the form is valid or the message is unknown', () => {
    const ok = { name: 'A', email: 'a@b.co', password: 'password1', confirm: 'password1' };
    expect(invalidFields(checkRegisterForm(ok), ok, ORDER)).toEqual([]);
    expect(invalidFields('Server said no', ok, ORDER)).toEqual([]);
  });
});
