import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords.js';
import { linkPatchSchema } from './link-schemas.js';
import { MSG } from './messages.js';
import { isGuessablePassword } from './password-rules.js';
import { createMemberSchema, memberPasswordSchema } from './team-schemas.js';
import { resetSchema, signupSchema } from './validation.js';

const GUESSABLE = [
  '123456',
  'password',
  'Password',
  'PASSWORD',
  '12345678',
  'qwerty',
  'iloveyou',
  'letmein1',
  'aaaaaa',
  'aaaaaaaa',
  'ZZZZZZZZZ',
  'şşşşşşşş',
  '🙂🙂🙂🙂🙂🙂🙂🙂',
];
const FINE = ['correct horse', 'Kırmızı 8 elma', 'çayçayçay', 'كلمة سر طويلة', '🙂🔑🙂🔑🙂🔑🙂🔑', 'plum tree 1'];

describe('guessable passwords', () => {
  it('the shipped list holds the top entries, each once, lower-case, 6+ printable characters', () => {
    const list = COMMON_PASSWORDS.split(' ');
    expect(list.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
    expect(list.length).toBeGreaterThan(8000);
    expect(new Set(list).size).toBe(list.length);
    expect(list.filter((p) => p !== p.toLowerCase() || p.length < 6 || !/^[\x21-\x7e]+$/.test(p))).toEqual([]);
  });

  it('refuses the most common and one character repeated, in any case, and allows real passphrases in any script', () => {
    for (const p of GUESSABLE) expect({ p, guessable: isGuessablePassword(p) }).toEqual({ p, guessable: true });
    for (const p of FINE) expect({ p, guessable: isGuessablePassword(p) }).toEqual({ p, guessable: false });
  });

  it("every new password says so: link passwords, sign-up, reset, team members (the web forms show the API's answer)", () => {
    const checks: ReadonlyArray<[string, (p: string) => string | null]> = [
      ['link password', (password) => first(linkPatchSchema.safeParse({ password: { enabled: true, password } }))],
      ['sign-up', (password) => first(signupSchema.safeParse({ name: 'Ann', email: 'a@example.com', password }))],
      ['reset', (password) => first(resetSchema.safeParse({ password }))],
      ['new member', (password) => first(createMemberSchema.safeParse({ name: 'Ann', email: 'a@example.com', password }))],
      ['member password', (password) => first(memberPasswordSchema.safeParse({ password }))],
    ];
    for (const [what, check] of checks) {
      for (const p of GUESSABLE.filter((g) => [...g].length >= 8)) expect({ what, p, answer: check(p) }).toEqual({ what, p, answer: MSG.passwordTooCommon });
      for (const p of FINE) expect({ what, p, answer: check(p) }).toEqual({ what, p, answer: null });
    }
  });
});

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0]!.message);
