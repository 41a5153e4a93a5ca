import { describe, expect, it } from 'vitest';
import { bulkLinksSchema, createCampaignSchema } from './campaign-schemas.js';
import { checkNewAccountForm, isEmail } from './form-checks.js';
import { checkTitle, checkUtmValue } from './link-rules.js';
import { createLinkSchema, linkPatchSchema } from './link-schemas.js';
import { MSG } from './messages.js';
import { checkApiKeyName, checkProfileForm } from './team.js';
import { createApiKeySchema, createMemberSchema, memberPatchSchema } from './team-schemas.js';
import { isPlainText, joinLines, toPlainText } from './text-rules.js';
import { signupSchema } from './validation.js';

/** One of each class the rule refuses, placed inside the text (ends are trimmed first). */
const BAD: ReadonlyArray<[string, string]> = [
  ['NUL', '\u0000'],
  ['BEL', '\u0007'],
  ['backspace', '\b'],
  ['tab', '\t'],
  ['LF', '\n'],
  ['CR', '\r'],
  ['CRLF', '\r\n'],
  ['vertical tab', '\v'],
  ['ESC (ANSI colour)', '\u001b[31m'],
  ['unit separator', '\u001f'],
  ['DEL', '\u007f'],
  ['C1 NEL', '\u0085'],
  ['C1 CSI', '\u009b'],
  ['line separator', '\u2028'],
  ['paragraph separator', '\u2029'],
  ['LRE', '\u202a'],
  ['RLE', '\u202b'],
  ['PDF', '\u202c'],
  ['LRO', '\u202d'],
  ['RLO', '\u202e'],
  ['LRI', '\u2066'],
  ['RLI', '\u2067'],
  ['FSI', '\u2068'],
  ['PDI', '\u2069'],
  ['lone high surrogate', '\ud83d'],
  ['lone low surrogate', '\ude00'],
  ['reversed surrogate pair', '\ude00\ud83d'],
  // Invisible (issue 22): a name of zero-width spaces looked empty; these look like nothing.
  ['zero-width space', '\u200b'],
  ['only zero-width spaces', '\u200b\u200b\u200b'],
  ['Hangul filler', '\u3164'],
  ['Arabic letter mark', '\u061c'],
  ['word joiner', '\u2060'],
  ['BOM inside', '\ufeff'],
  ['soft hyphen', '\u00ad'],
  ['combining grapheme joiner', '\u034f'],
  ['Mongolian vowel separator', '\u180e'],
  ['invisible times', '\u2062'],
  ['halfwidth Hangul filler', '\uffa0'],
];

/** Text people really write: every script, emoji, punctuation, directional marks. */
const GOOD = [
  'Ann', 'Zoë Ørsted-Ünal', 'İstanbul şehir ğ ı', 'محمد علي', 'שלום\u200f עולם', '王小明', 'Spring 🌸 Sale — 50% off!', 'a\u200eb', "O'Brien & Sons (UK)",
  // Built with joiners, selectors and tags: a family emoji (ZWJ), Persian (ZWNJ), ❤️ (VS16), the flag of England (tags).
  'Family 👨\u200d👩\u200d👧', 'می\u200cخواهم', 'I ❤\ufe0f Kisa', '🏴\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f} team',
];

const withBad = (c: string) => `Ev${c}il`;
const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0]!.message);

describe('plain single-line text (text-rules)', () => {
  it('refuses every control, line-break, bidi-override/isolate and lone-surrogate class, and allows real text', () => {
    for (const [what, c] of BAD) expect({ what, ok: isPlainText(withBad(c)) }).toEqual({ what, ok: false });
    for (const text of GOOD) expect({ text, ok: isPlainText(text) }).toEqual({ text, ok: true });
  });

  it('cleans text by taking the refused characters out (line breaks and tabs become one space)', () => {
    for (const [what, c] of BAD) expect({ what, ok: isPlainText(toPlainText(withBad(c))) }).toEqual({ what, ok: true });
    expect(toPlainText('Spring\r\nSale\tnow')).toBe('Spring Sale now');
    expect(toPlainText('\u202eexe.txt\u0000')).toBe('exe.txt');
    for (const text of GOOD) expect(toPlainText(text)).toBe(text);
  });
});

describe('every free-text field refuses them with its own message (API schemas and web form checks alike)', () => {
  const cases: ReadonlyArray<[string, (text: string) => string | null, string]> = [
    ['sign-up name (schema)', (name) => messageOf(signupSchema.safeParse({ name, email: 'a@example.com', password: 'long enough' })), MSG.nameInvalidCharacters],
    ['sign-up name (form)', (name) => checkNewAccountForm({ name, email: 'a@example.com', password: 'long enough', confirm: 'long enough' }), MSG.nameInvalidCharacters],
    ['member name (create)', (name) => messageOf(createMemberSchema.safeParse({ name, email: 'a@example.com', password: 'long enough' })), MSG.nameInvalidCharacters],
    ['member name (create form)', (name) => checkNewAccountForm({ name, email: 'a@example.com', password: 'long enough', confirm: 'long enough' }), MSG.nameInvalidCharacters],
    ['member name (patch)', (name) => messageOf(memberPatchSchema.safeParse({ name })), MSG.nameInvalidCharacters],
    ['member name (profile form)', (name) => checkProfileForm({ name, email: 'a@example.com' }), MSG.nameInvalidCharacters],
    ['API key name (schema)', (name) => messageOf(createApiKeySchema.safeParse({ name })), MSG.apiKeyNameInvalidCharacters],
    ['API key name (form)', checkApiKeyName, MSG.apiKeyNameInvalidCharacters],
    ['campaign name', (name) => messageOf(createCampaignSchema.safeParse({ name })), MSG.campaignNameInvalidCharacters],
    ['link title (create)', (title) => messageOf(createLinkSchema.safeParse({ longUrl: 'https://example.com', shortUrl: 'abcde', title })), MSG.titleInvalidCharacters],
    ['link title (patch)', (title) => messageOf(linkPatchSchema.safeParse({ title })), MSG.titleInvalidCharacters],
    ['link title (editor)', checkTitle, MSG.titleInvalidCharacters],
    ['UTM value (patch)', (source) => messageOf(linkPatchSchema.safeParse({ utm: { source } })), MSG.utmInvalidCharacters],
    ['UTM value (editor)', checkUtmValue, MSG.utmInvalidCharacters],
    ['e-mail', (local) => messageOf(signupSchema.safeParse({ name: 'Ann', email: `${local}@example.com`, password: 'long enough' })), MSG.invalidEmail],
  ];

  it.each(cases)('%s', (_field, check, message) => {
    for (const [what, c] of BAD) {
      // Tab, CR and LF are whitespace: an e-mail already refused them, with the same message.
      expect({ what, answer: check(withBad(c)) }).toEqual({ what, answer: message });
    }
    for (const text of GOOD.filter((t) => message !== MSG.invalidEmail || !/\s/.test(t))) expect({ text, answer: check(text) }).toEqual({ text, answer: null });
  });

  it('still trims: a trailing newline pasted with a name is no error', () => {
    expect(signupSchema.parse({ name: ' Ann\r\n', email: 'a@example.com', password: 'long enough' }).name).toBe('Ann');
    expect(isEmail('a\u202e@example.com')).toBe(false);
  });

  it('cleans bulk titles instead of losing the line: characters out, an emptied title left to the generator', () => {
    const links = BAD.map(([, c]) => ({ longUrl: 'https://example.com', title: withBad(c) }));
    const parsed = bulkLinksSchema.parse({ links: [...links, { longUrl: 'https://example.com', title: '\u202e\u0000' }, { longUrl: 'x', title: 'Spring\r\nSale' }] });
    expect(parsed.links).toHaveLength(BAD.length + 2);
    for (const link of parsed.links.slice(0, BAD.length)) expect({ title: link.title, plain: isPlainText(link.title!) }).toEqual({ title: expect.stringMatching(/^Ev.*il$/), plain: true });
    expect(parsed.links.at(-2)!.title).toBe('');
    expect(parsed.links.at(-1)).toEqual({ longUrl: 'x', title: 'Spring Sale' });
  });
});

describe('joinLines', () => {
  it('joins lines with one space, dropping empty ones', () => {
    expect(joinLines('  Spring \r\n\n  sale \r now\n')).toBe('Spring sale now');
    expect(joinLines('a\n \nb')).toBe('a b');
    // A long run of spaces without a line break (the old regex's quadratic case; the bad-input test sends such bodies).
    expect(joinLines(`${' '.repeat(200_000)}x`)).toBe('x');
  });
});
