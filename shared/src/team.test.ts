import { describe, expect, it } from 'vitest';
import { MSG } from './messages.js';
import { checkNewAccountForm, checkNewPasswordForm } from './form-checks.js';
import { checkApiKeyName, checkProfileForm, checkTeamName } from './team.js';
import { createMemberSchema, memberPatchSchema } from './team-schemas.js';

describe('team form checks', () => {
  const ok = { name: 'Mia', email: 'mia@example.com', password: 'long enough', confirm: 'long enough' };

  it("checks Create New Member in the spec's order", () => {
    expect(checkNewAccountForm({ ...ok, confirm: '' })).toBe(MSG.allFieldsRequired);
    expect(checkNewAccountForm({ ...ok, email: 'nope', confirm: 'different' })).toBe(MSG.invalidEmail);
    expect(checkNewAccountForm({ ...ok, confirm: 'different' })).toBe(MSG.passwordsDoNotMatch);
    expect(checkNewAccountForm({ ...ok, password: 'short', confirm: 'short' })).toBe(MSG.passwordTooShort);
    expect(checkNewAccountForm(ok)).toBeNull();
  });

  it('checks profile, password and key-name forms', () => {
    expect(checkProfileForm({ name: ' ', email: 'a@b.co' })).toBe(MSG.allFieldsRequired);
    expect(checkProfileForm({ name: 'A', email: 'a@b' })).toBe(MSG.invalidEmail);
    expect(checkNewPasswordForm({ password: 'long enough', confirm: 'long enougH' })).toBe(MSG.passwordsDoNotMatch);
    expect(checkApiKeyName('  ')).toBe(MSG.apiKeyNameRequired);
    expect(checkApiKeyName('x'.repeat(101))).toBe(MSG.apiKeyNameTooLong);
    expect(checkApiKeyName('CI')).toBeNull();
  });

  it('parses API input the same way: lower-cased e-mails, known roles, non-empty patches', () => {
    expect(createMemberSchema.parse({ name: ' Mia ', email: 'MIA@Example.com', password: 'long enough' })).toEqual({
      name: 'Mia',
      email: 'mia@example.com',
      password: 'long enough',
    });
    expect(memberPatchSchema.safeParse({}).error?.issues[0]?.message).toBe(MSG.nothingToUpdate);
    expect(memberPatchSchema.safeParse({ role: 'superuser' }).error?.issues[0]?.message).toBe(MSG.invalidRole);
    expect(memberPatchSchema.parse({ role: 'viewer' })).toEqual({ role: 'viewer' });
    expect(createMemberSchema.safeParse({ name: 'Mia', email: 'mia@example.com', password: 'long enough', role: 'root' }).error?.issues[0]?.message).toBe(
      MSG.invalidRole,
    );
  });

  it('checks the team settings form: a plain-text name in any script', () => {
    expect(checkTeamName('  ')).toBe(MSG.allFieldsRequired);
    expect(checkTeamName('Ekip\u202Eevil')).toBe(MSG.nameInvalidCharacters);
    expect(checkTeamName('İzmir Işıkları — فريق 🚀')).toBeNull();
  });
});
