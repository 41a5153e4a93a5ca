import { describe, expect, it } from 'vitest';
import { expiryDateHint, expiryDateToSave } from './expiry';

describe('expiryDateToSave', () => {
  it('sends no date while the pre-filled default was never chosen (a click limit alone sets no date)', () => {
    expect(expiryDateToSave('2026-11-23', false)).toBeUndefined();
    expect(expiryDateToSave('', false)).toBeUndefined();
  });

  it('sends the chosen date, and null when the user cleared it', () => {
    expect(expiryDateToSave('2099-12-31', true)).toBe('2099-12-31');
    expect(expiryDateToSave('', true)).toBeNull();
    expect(expiryDateToSave('  ', true)).toBeNull();
  });
});

describe('expiryDateHint', () => {
  it('says whether the date expires the link', () => {
    expect(expiryDateHint(false)).toMatch(/^No date set: the link does not expire by date\./);
    expect(expiryDateHint(true)).toMatch(/^The link expires on this date\./);
  });
});
