import { describe, expect, it } from 'vitest';
import { passwordStateText } from './password-state';

describe('passwordStateText', () => {
  it('gives one sentence for each state of the Password tab, none contradicting the switch', () => {
    expect(passwordStateText(false, false)).toBe('This link is open to everyone.');
    expect(passwordStateText(false, true)).toBe('Set a password and save to protect this link.');
    expect(passwordStateText(true, true)).toBe('This link is protected: visitors must enter the password.');
    expect(passwordStateText(true, false)).toBe('Save to remove the password: the link will be open to everyone.');
  });

  it('never says the link is open while the switch is on, nor protected while it is off', () => {
    for (const saved of [false, true]) {
      expect(passwordStateText(saved, true)).not.toMatch(/open to everyone\.$/);
      expect(passwordStateText(saved, false)).not.toMatch(/^This link is protected/);
    }
  });

  it('is a single sentence', () => {
    for (const saved of [false, true]) for (const on of [false, true]) expect(passwordStateText(saved, on).match(/[.!?](\s|$)/g)).toHaveLength(1);
  });
});
