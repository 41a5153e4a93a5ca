import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bulkLinksSchema, createCampaignSchema } from './campaign-schemas.js';
import { checkNewAccountForm, isEmail } from './form-checks.js';
import { checkTitle, checkUtmValue } from './link-rules.js';
import { createLinkSchema, linkPatchSchema } from './link-schemas.js';
import { MSG } from './messages.js';
import { checkApiKeyName, checkProfileForm } from './team.js';
import { createApiKeySchema, createMemberSchema, memberPatchSchema } from './team-schemas.js';
import { createTagSchema } from './tag-schemas.js';
import { checkTagName, TAG_MSG } from './tags.js';
import { RULE_MSG, SPLIT_MSG } from './targeting-rules.js';
import { splitVariantSchema, targetingRuleSchema } from './targeting-schemas.js';
import { isPlainText, joinLines, toPlainText } from './text-rules.js';
import { createWebhookSchema } from './webhook-schemas.js';
import { WEBHOOK_MSG } from './webhooks.js';
import { signupSchema } from './validation.js';

/** The bidi embedding, override and isolate controls: a name holding one can show its text reordered. */
const BIDI_CONTROLS: ReadonlyArray<[string, string]> = [
  ['LRE', '\u202a'],
  ['RLE', '\u202b'],
  ['PDF', '\u202c'],
  ['LRO', '\u202d'],
  ['RLO', '\u202e'],
  ['LRI', '\u2066'],
  ['RLI', '\u2067'],
  ['FSI', '\u2068'],
  ['PDI', '\u2069'],
];

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
  ...BIDI_CONTROLS,
  ['lone high surrogate', '\ud83d'],
  ['lone low surrogate', '\ude00'],
  ['reversed surrogate pair', '\ude00\ud83d'],
  // Invisible: a name of zero-width spaces looked empty; these look like nothing.
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
  ['interlinear annotation anchor', '\ufff9'],
  ['stray tag letter (no flag)', '\u{e0061}'],
  ['language tag', '\u{e0001}'],
  ['tags after a non-flag letter', 'x\u{e0067}\u{e0062}\u{e007f}'],
];

/** The invisible and bidi characters a name must never hold, one table for every name field. */
const INVISIBLE_AND_BIDI: ReadonlyArray<[string, string]> = [
  ...BIDI_CONTROLS,
  ['ZWSP', '\u200b'],
  ['word joiner', '\u2060'],
  ['BOM', '\ufeff'],
  ['soft hyphen', '\u00ad'],
  ['Hangul filler', '\u3164'],
  ['ALM', '\u061c'],
  ['MVS', '\u180e'],
];

/** Text that shows nothing: refused whole, though some of it is fine inside a name. */
const BLANK: ReadonlyArray<[string, string]> = [
  ['braille blank', '\u2800'],
  ['ideographic space', '\u3000'],
  ['NBSP', '\u00a0'],
  ['lone tag letter', '\u{e0061}'],
  ['ZWJ only', '\u200d'],
  ['ZWNJ only', '\u200c'],
  ['LRM only', '\u200e'],
  ['VS16 only', '\ufe0f'],
  ['mixed blanks', '\u2800\u00a0\u3000\u200e\u2800'],
];

/** Text people really write: every script, emoji, punctuation, directional marks. */
const GOOD = [
  'Ann',
  'Zoë Ørsted-Ünal',
  'İstanbul şehir ğ ı',
  'محمد علي',
  'שלום\u200f עולם',
  '王小明',
  'Spring 🌸 Sale — 50% off!',
  'a\u200eb',
  "O'Brien & Sons (UK)",
  // Built with joiners, selectors and tags: a family emoji (ZWJ), Persian (ZWNJ), ❤️ (VS16), the flag of England (tags).
  'Family 👨\u200d👩\u200d👧',
  'می\u200cخواهم',
  'I ❤\ufe0f Kisa',
  '🏴\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f} team',
  // Scotland's flag alone, a Japanese name with an ideographic variation selector, CJK text with an ideographic space, braille.
  '🏴\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}',
  '葛\u{e0100}飾',
  '東京\u3000本店',
  '⠓⠑⠇⠇⠕\u2800⠺⠕⠗⠇⠙',
  'Işık Çağrı Öztürk',
  'عيد مبارك ١٤٤٥',
  '🚀',
];

const withBad = (c: string) => `Ev${c}il`;
const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0]!.message);

describe('plain single-line text (text-rules)', () => {
  it('refuses every control, line-break, bidi-override/isolate and lone-surrogate class, and allows real text', () => {
    for (const [what, c] of BAD) expect({ what, ok: isPlainText(withBad(c)) }).toEqual({ what, ok: false });
    for (const text of GOOD) expect({ text, ok: isPlainText(text) }).toEqual({ text, ok: true });
  });

  it('refuses the 16 invisible and bidi characters anywhere in a name, and text that shows nothing', () => {
    expect(INVISIBLE_AND_BIDI).toHaveLength(16);
    for (const [what, c] of INVISIBLE_AND_BIDI) {
      for (const text of [`t${c}abc`, `${c}abc`, `abc${c}`, c]) expect({ what, text, ok: isPlainText(text) }).toEqual({ what, text, ok: false });
    }
    for (const [what, blank] of BLANK) expect({ what, ok: isPlainText(blank), cleaned: toPlainText(blank) }).toEqual({ what, ok: false, cleaned: '' });
    expect(isPlainText('')).toBe(true);
  });

  it('property: real text stays valid with a refused character anywhere in it refused, and cleaning makes any text valid', () => {
    const good = fc.constantFrom(...GOOD);
    const bad = fc.constantFrom(...INVISIBLE_AND_BIDI.map(([, c]) => c));
    fc.assert(
      fc.property(good, bad, fc.nat(), (text, c, at) => {
        const cut = [...text];
        const i = at % (cut.length + 1);
        return !isPlainText([...cut.slice(0, i), c, ...cut.slice(i)].join(''));
      }),
    );
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => isPlainText(toPlainText(text))));
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
    [
      'sign-up name (schema)',
      (name) => messageOf(signupSchema.safeParse({ name, email: 'a@example.com', password: 'long enough' })),
      MSG.nameInvalidCharacters,
    ],
    [
      'sign-up name (form)',
      (name) => checkNewAccountForm({ name, email: 'a@example.com', password: 'long enough', confirm: 'long enough' }),
      MSG.nameInvalidCharacters,
    ],
    [
      'member name (create)',
      (name) => messageOf(createMemberSchema.safeParse({ name, email: 'a@example.com', password: 'long enough' })),
      MSG.nameInvalidCharacters,
    ],
    [
      'member name (create form)',
      (name) => checkNewAccountForm({ name, email: 'a@example.com', password: 'long enough', confirm: 'long enough' }),
      MSG.nameInvalidCharacters,
    ],
    ['member name (patch)', (name) => messageOf(memberPatchSchema.safeParse({ name })), MSG.nameInvalidCharacters],
    ['member name (profile form)', (name) => checkProfileForm({ name, email: 'a@example.com' }), MSG.nameInvalidCharacters],
    ['API key name (schema)', (name) => messageOf(createApiKeySchema.safeParse({ name })), MSG.apiKeyNameInvalidCharacters],
    ['API key name (form)', checkApiKeyName, MSG.apiKeyNameInvalidCharacters],
    ['campaign name', (name) => messageOf(createCampaignSchema.safeParse({ name })), MSG.campaignNameInvalidCharacters],
    [
      'link title (create)',
      (title) => messageOf(createLinkSchema.safeParse({ longUrl: 'https://example.com', shortUrl: 'abcde', title })),
      MSG.titleInvalidCharacters,
    ],
    ['link title (patch)', (title) => messageOf(linkPatchSchema.safeParse({ title })), MSG.titleInvalidCharacters],
    ['link title (editor)', checkTitle, MSG.titleInvalidCharacters],
    ['UTM value (patch)', (source) => messageOf(linkPatchSchema.safeParse({ utm: { source } })), MSG.utmInvalidCharacters],
    ['UTM value (editor)', checkUtmValue, MSG.utmInvalidCharacters],
    ['tag name (schema)', (name) => messageOf(createTagSchema.safeParse({ name })), TAG_MSG.nameInvalid],
    ['tag name (form)', checkTagName, TAG_MSG.nameInvalid],
    [
      'targeting rule name',
      (name) => messageOf(targetingRuleSchema.safeParse({ name, devices: ['mobile'], destination: 'https://example.com' })),
      RULE_MSG.nameInvalid,
    ],
    [
      'split variant name',
      (name) => messageOf(splitVariantSchema.safeParse({ name, destination: 'https://example.com', weight: 1 })),
      SPLIT_MSG.variantNameInvalid,
    ],
    [
      'webhook description',
      (description) => messageOf(createWebhookSchema.safeParse({ url: 'https://example.com/hook', events: ['link.created'], description })),
      WEBHOOK_MSG.descriptionInvalid,
    ],
    ['e-mail', (local) => messageOf(signupSchema.safeParse({ name: 'Ann', email: `${local}@example.com`, password: 'long enough' })), MSG.invalidEmail],
  ];

  it.each(cases)('%s', (_field, check, message) => {
    for (const [what, c] of [...BAD, ...INVISIBLE_AND_BIDI]) {
      // A tag name's whitespace (tab, line breaks) becomes one space as it is normalised: nothing refused is left.
      if (message === TAG_MSG.nameInvalid && /^\s+$/.test(c)) continue;
      // Tab, CR and LF are whitespace: an e-mail already refused them, with the same message.
      expect({ what, answer: check(withBad(c)) }).toEqual({ what, answer: message });
    }
    for (const text of GOOD.filter((t) => message !== MSG.invalidEmail || !/\s/.test(t))) expect({ text, answer: check(text) }).toEqual({ text, answer: null });
    // Blank text the trim leaves (NBSP and U+3000 are trimmed: the field is then empty, its own matter) is never taken as a name.
    if (message !== MSG.invalidEmail)
      for (const [what, blank] of BLANK.filter(([, b]) => b.trim())) expect({ what, answer: check(blank) }).not.toEqual({ what, answer: null });
  });

  it('still trims: a trailing newline pasted with a name is no error', () => {
    expect(signupSchema.parse({ name: ' Ann\r\n', email: 'a@example.com', password: 'long enough' }).name).toBe('Ann');
    expect(isEmail('a\u202e@example.com')).toBe(false);
  });

  it('cleans bulk titles instead of losing the line: characters out, an emptied title left to the generator', () => {
    const links = BAD.map(([, c]) => ({ longUrl: 'https://example.com', title: withBad(c) }));
    const parsed = bulkLinksSchema.parse({
      links: [...links, { longUrl: 'https://example.com', title: '\u202e\u0000' }, { longUrl: 'x', title: 'Spring\r\nSale' }],
    });
    expect(parsed.links).toHaveLength(BAD.length + 2);
    for (const link of parsed.links.slice(0, BAD.length))
      expect({ title: link.title, plain: isPlainText(link.title!) }).toEqual({ title: expect.stringMatching(/^Ev.*il$/), plain: true });
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
