/**
 * Every generator payload survives the round trip a phone makes: encoded with `qrcode` as the
 * app does (level H, 400 px PNG, non-ASCII marked UTF-8), decoded with jsQR back to the exact
 * string — UTF-8 included. (lib/qr-encode.test.ts reads the same codes with zbar.)
 */
import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { emptyQrFields, qrPayload, QR_ERROR_CORRECTION, QR_GENERATOR_SIZE, type QrFieldsByType, type QrType } from '@kisa/shared';
import { loadQrCode, qrContent } from '@/lib/qr-encode';

async function roundTrip(payload: string) {
  const QRCode = await loadQrCode();
  const png = PNG.sync.read(await QRCode.toBuffer(qrContent(payload), { type: 'png', errorCorrectionLevel: QR_ERROR_CORRECTION, width: QR_GENERATOR_SIZE }));
  const code = jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height);
  return { width: png.width, text: code?.data, bytes: code ? Buffer.from(code.binaryData) : undefined };
}

const cases: { [K in QrType]: [string, Partial<QrFieldsByType[K]>][] } = {
  vcard: [
    [
      'every field',
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        mobilePhone: '+44 20 7946 0018',
        workPhone: '+44 20 7946 0999',
        email: 'ada@example.com',
        company: 'Analytical Engines, Ltd.',
        job: 'Mathematician; Writer',
        address: '12 St James Square',
        city: 'London',
        state: 'Greater London',
        country: 'United Kingdom',
        website: 'ada.example.com',
      },
    ],
    ['Turkish name', { firstName: 'Şükrü', lastName: 'Çağlar', company: 'Kısa Bağlantı A.Ş.', city: 'İstanbul', country: 'Türkiye' }],
    ['diaeresis and escapes', { firstName: 'Zoë', lastName: 'Brontë', job: 'Poet\\Novelist\nHaworth' }],
  ],
  text: [
    ['ASCII', { text: 'Hello from Kisa' }],
    ['UTF-8 and line breaks', { text: 'Günaydın, Zoë!\nこんにちは 👋' }],
  ],
  url: [
    ['bare domain', { url: 'kisa.example/bahar' }],
    ['Turkish host and path', { url: 'https://örnek.com.tr/ağ?q=şişe' }],
  ],
  wifi: [
    ['WPA, escapes', { ssid: 'Kafe "Işık"; 2', password: 'şifre:1,2;3\\' }],
    ['open, hidden, emoji', { ssid: 'Misafir ☕', security: 'nopass', hidden: true }],
  ],
  sms: [['message', { phone: '+90 532 000 00 00', message: 'Merhaba, yarın görüşelim.' }]],
  email: [
    ['all parts', { address: 'zoe@example.com', subject: 'Çay & simit?', message: 'Saat 10:00\nOK?' }],
    ['subject only', { subject: 'Hi' }],
  ],
  phone: [['number', { phone: '+1 (555) 010-0000' }]],
};

describe('generated QR codes decode back to their payload', () => {
  for (const type of Object.keys(cases) as QrType[]) {
    for (const [name, fields] of cases[type]) {
      it(`${type}: ${name}`, async () => {
        const payload = qrPayload(type, { ...emptyQrFields(type), ...fields } as never);
        expect(payload, `${type} payload`).not.toBeNull();
        const decoded = await roundTrip(payload!);
        expect(decoded.width, 'PNG width').toBe(QR_GENERATOR_SIZE);
        expect(decoded.text, 'decoded text').toBe(payload);
        expect(decoded.bytes?.toString('hex'), 'byte-mode content is the UTF-8 of the payload').toBe(Buffer.from(payload!, 'utf8').toString('hex'));
      });
    }
  }

  it('the vCard of a non-ASCII name decodes to the expected lines', async () => {
    const payload = qrPayload('vcard', { ...emptyQrFields('vcard'), firstName: 'Şükrü', lastName: 'Çağlar' })!;
    expect((await roundTrip(payload)).text).toBe('BEGIN:VCARD\r\nVERSION:3.0\r\nN:Çağlar;Şükrü;;;\r\nFN:Şükrü Çağlar\r\nEND:VCARD\r\n');
  });
});
