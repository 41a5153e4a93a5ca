/**
 * QR codes as a real scanner reads them: each payload is encoded the way the app encodes it
 * (`qrContent` + `loadQrCode`, level H, 400 px, rendered to a PNG file by `qrcode` itself) and
 * decoded by zbar (`zbarimg --raw -q`, Debian's zbar-tools; .ci/run installs it). Without the
 * UTF-8 ECI, zbar guesses Shift JIS for Turkish text and answers mojibake.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import {
  emptyQrFields,
  qrCapacity,
  qrPayload,
  QR_ERROR_CORRECTION,
  QR_ERROR_CORRECTION_LEVELS,
  QR_GENERATOR_SIZE,
  withQrMarker,
  type QrErrorCorrection,
  type QrFieldsByType,
  type QrType,
  type WifiSecurity,
} from '@kisa/shared';
import { isAscii, loadQrCode, qrContent } from './qr-encode';
import { qrSvg } from './qr-svg';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'kisa-qr-zbar-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
/** Renders `payload` as the app does and returns what zbar reads from the PNG. */
async function scan(payload: string): Promise<string> {
  const QRCode = await loadQrCode();
  const file = join(dir, `code-${n++}.png`);
  await QRCode.toFile(file, qrContent(payload), { type: 'png', errorCorrectionLevel: QR_ERROR_CORRECTION, width: QR_GENERATOR_SIZE, margin: 4 });
  let stdout: string;
  try {
    ({ stdout } = await run('zbarimg', ['--raw', '-q', file], { encoding: 'utf8' }));
  } catch (error) {
    const e = error as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT') throw new Error('zbarimg is missing: install zbar-tools (apt-get install zbar-tools; .ci/run does)');
    throw new Error(`zbarimg could not read ${file}: ${e.message} ${e.stderr ?? ''}`);
  }
  // --raw prints each symbol's data followed by one newline.
  expect(stdout.endsWith('\n'), `zbar output ends with a newline: ${JSON.stringify(stdout)}`).toBe(true);
  return stdout.slice(0, -1);
}

const payload = <T extends QrType>(type: T, fields: Partial<QrFieldsByType[T]>) => qrPayload(type, { ...emptyQrFields(type), ...fields } as QrFieldsByType[T])!;
/** The generator's Wi-Fi code (WIFI:, \ ; , : " escaped in name and password). */
const wifi = (ssid: string, password: string, security: WifiSecurity = 'WPA', hidden = false) => payload('wifi', { ssid, password, security, hidden });

/** [script, kind, payload]: every kind of code the product makes, in four scripts. */
const cases: [string, string, string][] = [
  ['ASCII', 'URL', withQrMarker('https://kisa.example/spring-sale')],
  ['ASCII', 'text', payload('text', { text: 'Hello from Kisa, see you at 10:00!' })],
  [
    'ASCII',
    'vCard',
    payload('vcard', { firstName: 'Ada', lastName: 'Lovelace', company: 'Engines; Ltd', mobilePhone: '+44 20 7946 0018', website: 'ada.example.com' }),
  ],
  ['ASCII', 'SMS', payload('sms', { phone: '+90 532 000 00 00', message: 'See you tomorrow.' })],
  ['ASCII', 'e-mail', payload('email', { address: 'ada@example.com', subject: 'Hi', message: 'Line one\nLine two' })],
  ['ASCII', 'Wi-Fi', wifi('Office', 'pa;ss:word')],
  ['ASCII', 'Wi-Fi (hidden, every escape)', wifi('Back\\office; "2,3:4"', 'a\\b;c,d:e"f', 'WPA', true)],
  ['ASCII', 'Wi-Fi (WEP)', wifi('Old', 'abcde', 'WEP')],
  ['ASCII', 'Wi-Fi (open)', wifi('Guests', '', 'nopass')],
  ['ASCII', 'generator URL', payload('url', { url: 'kisa.example/bahar?x=1' })],

  ['Turkish', 'URL', 'https://örnek.com.tr/ağ?q=şişe&ı=İ'],
  ['Turkish', 'text', payload('text', { text: 'Şu ıssız dağda ığdırlı Işık, çöğüş!' })],
  ['Turkish', 'vCard', payload('vcard', { firstName: 'Ali', lastName: 'Kılıç' })],
  [
    'Turkish',
    'vCard (every field)',
    payload('vcard', { firstName: 'Ayşe', lastName: 'Işıkçı', company: 'Kısa Bağlantı A.Ş.', job: 'Baş Mühendis', city: 'Iğdır', country: 'Türkiye' }),
  ],
  ['Turkish', 'SMS', payload('sms', { phone: '+90 532 000 00 00', message: 'Merhaba, yarın görüşelim; ışıklar açık.' })],
  ['Turkish', 'SMS (short)', payload('sms', { phone: '05320000000', message: 'Işık' })],
  ['Turkish', 'e-mail', payload('email', { address: 'ayse@example.com', subject: 'Çay & simit?', message: 'Yarın 10:00\nOlur mu, Işık?' })],
  ['Turkish', 'Wi-Fi', wifi('Kafe Işık', 'şifre-ığ')],
  ['Turkish', 'Wi-Fi (hidden, open)', wifi('Gizli Ağ: Çay', '', 'nopass', true)],
  ['Turkish', 'generator URL', payload('url', { url: 'https://örnek.com.tr/ağ?q=şişe&ı=İ' })],

  ['Arabic', 'URL', 'https://example.com/مرحبا?q=سلام'],
  ['Arabic', 'text', payload('text', { text: 'مرحبا بالعالم' })],
  ['Arabic', 'vCard', payload('vcard', { firstName: 'محمد', lastName: 'العلي', city: 'دبي' })],
  ['Arabic', 'SMS', payload('sms', { phone: '+971 50 000 0000', message: 'أراك غدا' })],
  ['Arabic', 'e-mail', payload('email', { address: 'm@example.com', subject: 'مرحبا', message: 'شكرا' })],
  ['Arabic', 'Wi-Fi', wifi('مقهى', 'كلمة;سر')],

  ['emoji', 'URL', 'https://example.com/🍕?x=👋'],
  ['emoji', 'text', payload('text', { text: 'Günaydın 👋☕️ — see you 🔜' })],
  ['emoji', 'vCard', payload('vcard', { firstName: 'Zoë', lastName: '🦄', job: 'Chief 🎉 Officer' })],
  ['emoji', 'SMS', payload('sms', { phone: '+1 555 010 0000', message: 'On my way 🚗💨' })],
  ['emoji', 'e-mail', payload('email', { address: 'z@example.com', subject: 'Party 🎉', message: 'Bring 🍰' })],
  ['emoji', 'Wi-Fi', wifi('Café ☕', '🔑secret')],
  ['emoji', 'Wi-Fi (hidden)', wifi('🦄 ağı', '🔑;🔑,🔑', 'WPA', true)],
  ['emoji', 'generator URL', payload('url', { url: 'https://🍕.example/👋?q=☕' })],
];

/** The dark modules an SVG of `qrSvg` draws, read back from its path (`M x y`, `m dx 0`, `h n`), row-major. */
function svgModules(svg: string, margin: number): boolean[] {
  const size = Number(/viewBox="0 0 (\d+) /.exec(svg)![1]) - 2 * margin;
  const dark = new Array<boolean>(size * size).fill(false);
  const d = /<path [^>]*stroke="[^"]*"[^>]* d="([^"]*)"/.exec(svg)![1]!;
  let x = 0;
  let y = 0;
  for (const [, cmd, a, b] of d.matchAll(/([Mmh])(-?[\d.]+)(?: (-?[\d.]+))?/g)) {
    if (cmd === 'M') [x, y] = [Number(a), Number(b) - 0.5];
    else if (cmd === 'm') x += Number(a);
    else for (const end = x + Number(a); x < end; x++) dark[(y - margin) * size + (x - margin)] = true;
  }
  return dark;
}

describe('QR codes decode right in zbar', () => {
  for (const [script, kind, text] of cases) {
    it(`${script} ${kind}`, async () => {
      expect(await scan(text)).toBe(text);
      // The SVG download draws exactly the modules the PNG holds (zbar reads it in the e2e, drawn by Chromium).
      const QRCode = await loadQrCode();
      const modules = QRCode.create(qrContent(text), { errorCorrectionLevel: QR_ERROR_CORRECTION }).modules;
      const svg = await qrSvg(text, { size: QR_GENERATOR_SIZE, margin: 4, level: QR_ERROR_CORRECTION, foreground: '#112233', background: '#fefefe' });
      expect(svgModules(svg, 4), "SVG modules equal the code's").toEqual([...modules.data].map(Boolean));
    });
  }

  it('leaves ASCII content exactly as before (no ECI, the same modules); marks the rest UTF-8', async () => {
    const QRCode = await loadQrCode();
    const ascii = withQrMarker('https://kisa.example/abc12');
    expect(qrContent(ascii)).toBe(ascii);
    expect(isAscii('Işık')).toBe(false);
    const turkish = QRCode.create(qrContent('Işık'), { errorCorrectionLevel: 'H' });
    expect(turkish.segments.map((s) => (s.mode as { id: string }).id)).toEqual(['ECI', 'Byte']);
    // The byte segment holds the UTF-8 bytes.
    expect(Buffer.from((turkish.segments[1] as unknown as { data: Uint8Array }).data).toString('utf8')).toBe('Işık');
  });

  it('holds exactly what qrCapacity says at each level, and refuses one more', async () => {
    const QRCode = await loadQrCode();
    const fits = (text: string, level: QrErrorCorrection) => {
      try {
        QRCode.create(qrContent(text), { errorCorrectionLevel: level });
        return true;
      } catch (error) {
        if (!/too big/.test((error as Error).message)) throw error;
        return false;
      }
    };
    // Each kind of content n long (Turkish: n UTF-8 bytes, one ş and the rest ASCII).
    const kinds: [string, (n: number) => string][] = [
      ['digits', (n) => '7'.repeat(n)],
      ['upper-case letters', (n) => 'K'.repeat(n)],
      ['ASCII', (n) => 'a'.repeat(n)],
      ['Turkish', (n) => `ş${'a'.repeat(n - 2)}`],
    ];
    for (const { level } of QR_ERROR_CORRECTION_LEVELS) {
      for (const [kind, make] of kinds) {
        const { limit } = qrCapacity(make(2), level);
        expect(qrCapacity(make(limit), level).fits, `${kind} at ${level}: ${limit} fits by qrCapacity`).toBe(true);
        expect(fits(make(limit), level), `${kind} at ${level}: the library encodes ${limit}`).toBe(true);
        expect(qrCapacity(make(limit + 1), level).fits, `${kind} at ${level}: ${limit + 1} is too much for qrCapacity`).toBe(false);
        expect(fits(make(limit + 1), level), `${kind} at ${level}: the library refuses ${limit + 1}`).toBe(false);
      }
    }
  });

  it('still refuses content too long for a QR code', async () => {
    const QRCode = await loadQrCode();
    expect(() => QRCode.create(qrContent('ş'.repeat(1000)), { errorCorrectionLevel: 'H' })).toThrow(/too big/);
  });
});
