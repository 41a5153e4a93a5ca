import { describe, expect, it } from 'vitest';
import {
  emailPayload,
  emptyQrFields,
  escapeVCardText,
  escapeWifiText,
  phonePayload,
  qrMissing,
  qrPayload,
  QR_TYPES,
  smsPayload,
  textPayload,
  urlPayload,
  vcardPayload,
  wifiPayload,
  type VCardFields,
  type WifiFields,
} from './qr-payloads.js';
import { MSG } from './messages.js';

const vcard = (over: Partial<VCardFields>): VCardFields => ({ ...emptyQrFields('vcard'), ...over });
const lines = (...l: string[]) => `${l.join('\r\n')}\r\n`;

describe('vCard 3.0 payload', () => {
  it('holds every field, CRLF-terminated, in the standard order', () => {
    const payload = vcardPayload({
      firstName: 'Ada',
      lastName: 'Lovelace',
      mobilePhone: '+44 20 7946 0018',
      workPhone: '+44 20 7946 0999',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      job: 'Mathematician',
      address: '12 St James Square',
      city: 'London',
      state: 'Greater London',
      country: 'United Kingdom',
      website: 'https://ada.example.com',
    });
    expect(payload).toBe(
      lines(
        'BEGIN:VCARD',
        'VERSION:3.0',
        'N:Lovelace;Ada;;;',
        'FN:Ada Lovelace',
        'TEL;TYPE=CELL:+44 20 7946 0018',
        'TEL;TYPE=WORK:+44 20 7946 0999',
        'EMAIL:ada@example.com',
        'ORG:Analytical Engines',
        'TITLE:Mathematician',
        'ADR;TYPE=WORK:;;12 St James Square;London;Greater London;;United Kingdom',
        'URL:https://ada.example.com',
        'END:VCARD',
      ),
    );
  });

  it('leaves out empty fields and trims values', () => {
    expect(vcardPayload(vcard({ firstName: '  Ada ' }))).toBe(lines('BEGIN:VCARD', 'VERSION:3.0', 'N:;Ada;;;', 'FN:Ada', 'END:VCARD'));
    expect(vcardPayload(vcard({ firstName: 'Ada', city: 'London' }))).toBe(
      lines('BEGIN:VCARD', 'VERSION:3.0', 'N:;Ada;;;', 'FN:Ada', 'ADR;TYPE=WORK:;;;London;;;', 'END:VCARD'),
    );
  });

  it('escapes backslash, comma, semicolon and line breaks in text values', () => {
    expect(escapeVCardText('a\\b,c;d\ne\r\nf\rg')).toBe('a\\\\b\\,c\\;d\\ne\\nf\\ng');
    const payload = vcardPayload(
      vcard({ firstName: 'Jean;Luc', lastName: 'Picard, Jr.', company: 'Star\\Fleet', job: 'Captain\nUSS Enterprise', address: 'Deck 1; Bridge' }),
    );
    expect(payload).toBe(
      lines(
        'BEGIN:VCARD',
        'VERSION:3.0',
        'N:Picard\\, Jr.;Jean\\;Luc;;;',
        'FN:Jean\\;Luc Picard\\, Jr.',
        'ORG:Star\\\\Fleet',
        'TITLE:Captain\\nUSS Enterprise',
        'ADR;TYPE=WORK:;;Deck 1\\; Bridge;;;;',
        'END:VCARD',
      ),
    );
  });

  it('keeps non-ASCII names as they are (UTF-8 in the QR)', () => {
    expect(vcardPayload(vcard({ firstName: 'Şükrü', lastName: 'Çağlar', city: 'İstanbul' }))).toBe(
      lines('BEGIN:VCARD', 'VERSION:3.0', 'N:Çağlar;Şükrü;;;', 'FN:Şükrü Çağlar', 'ADR;TYPE=WORK:;;;İstanbul;;;', 'END:VCARD'),
    );
    expect(vcardPayload(vcard({ firstName: 'Zoë', lastName: '王' }))).toBe(lines('BEGIN:VCARD', 'VERSION:3.0', 'N:王;Zoë;;;', 'FN:Zoë 王', 'END:VCARD'));
  });

  it('gives a website without a scheme https:// and keeps URIs on one line', () => {
    expect(vcardPayload(vcard({ firstName: 'A', website: 'www.example.com/a,b' }))).toContain('\r\nURL:https://www.example.com/a,b\r\n');
    expect(vcardPayload(vcard({ firstName: 'A', website: 'http://x.test' }))).toContain('\r\nURL:http://x.test\r\n');
    expect(vcardPayload(vcard({ firstName: 'A', email: 'a@b.test\n' }))).toContain('\r\nEMAIL:a@b.test\r\n');
  });
});

describe('other payloads', () => {
  it('free text is encoded as typed', () => {
    expect(textPayload({ text: '  Hello,\nwörld; 👋 ' })).toBe('  Hello,\nwörld; 👋 ');
  });

  it('SMS is SMSTO:number:message', () => {
    expect(smsPayload({ phone: '+90 532 000 00 00', message: 'Merhaba, nasılsın?' })).toBe('SMSTO:+905320000000:Merhaba, nasılsın?');
    expect(smsPayload({ phone: '5551234', message: '' })).toBe('SMSTO:5551234:');
  });

  it('e-mail is mailto: with URL-encoded subject and body', () => {
    expect(emailPayload({ address: ' ada@example.com ', subject: 'Hi & bye?', message: 'Line 1\nZoë = 100%' })).toBe(
      'mailto:ada@example.com?subject=Hi%20%26%20bye%3F&body=Line%201%0D%0AZo%C3%AB%20%3D%20100%25',
    );
    expect(emailPayload({ address: 'ada@example.com', subject: '', message: '' })).toBe('mailto:ada@example.com');
    expect(emailPayload({ address: '', subject: 'Só', message: '' })).toBe('mailto:?subject=S%C3%B3');
    expect(emailPayload({ address: '', subject: '', message: 'x' })).toBe('mailto:?body=x');
  });

  it('phone is tel:number', () => {
    expect(phonePayload({ phone: ' +1 (555) 010-0000 ' })).toBe('tel:+1(555)010-0000');
  });
});

describe('Wi-Fi payload (the WIFI: format ZXing reads)', () => {
  const wifi = (over: Partial<WifiFields>): WifiFields => ({ ...emptyQrFields('wifi'), ...over });

  it('is WIFI:T:…;S:…;P:…;; with H:true only for a hidden network', () => {
    expect(wifiPayload(wifi({ ssid: 'Office', password: 'correct horse' }))).toBe('WIFI:T:WPA;S:Office;P:correct horse;;');
    expect(wifiPayload(wifi({ ssid: 'Office', password: 'correct horse', hidden: true }))).toBe('WIFI:T:WPA;S:Office;P:correct horse;H:true;;');
    expect(wifiPayload(wifi({ ssid: 'Old', password: 'abcde', security: 'WEP' }))).toBe('WIFI:T:WEP;S:Old;P:abcde;;');
    expect(wifiPayload(wifi({ ssid: 'Misafir', password: 'ignored', security: 'nopass' }))).toBe('WIFI:T:nopass;S:Misafir;;');
    expect(wifiPayload(wifi({ ssid: 'Gizli', security: 'nopass', hidden: true }))).toBe('WIFI:T:nopass;S:Gizli;H:true;;');
  });

  it('escapes backslash, semicolon, comma, colon and double quote in name and password, and keeps spaces and every script', () => {
    expect(escapeWifiText('a\\b;c,d:e"f')).toBe('a\\\\b\\;c\\,d\\:e\\"f');
    expect(wifiPayload(wifi({ ssid: ' Kafe "Işık"; 2 ', password: 'şifre:1,2;3\\' }))).toBe('WIFI:T:WPA;S: Kafe \\"Işık\\"\\; 2 ;P:şifre\\:1\\,2\\;3\\\\;;');
    expect(wifiPayload(wifi({ ssid: 'مقهى ☕', password: '🔑🔑🔑🔑🔑🔑🔑🔑' }))).toBe('WIFI:T:WPA;S:مقهى ☕;P:🔑🔑🔑🔑🔑🔑🔑🔑;;');
  });

  it('needs a name, a password unless the network is open, a WPA password of 8–63 characters and a name of at most 32 bytes', () => {
    expect(qrMissing('wifi', wifi({ password: 'password1' }))).toEqual({ fields: ['ssid'], message: MSG.qrWifiSsidRequired });
    expect(qrMissing('wifi', wifi({ ssid: 'Office' }))).toEqual({ fields: ['password'], message: MSG.qrWifiPasswordRequired });
    expect(qrMissing('wifi', wifi({ ssid: 'Office', password: 'short' }))).toEqual({ fields: ['password'], message: MSG.qrWifiPasswordLength });
    expect(qrMissing('wifi', wifi({ ssid: 'Office', password: 'x'.repeat(64) }))?.fields).toEqual(['password']);
    expect(qrMissing('wifi', wifi({ ssid: 'Office', password: 'ab'.repeat(32) }))).toBeNull();
    // Counted in UTF-8 bytes, as phones and wpa_supplicant do: 'şifreığ' is 10, 'şifre' 6.
    expect(qrMissing('wifi', wifi({ ssid: 'Office', password: 'şifreığ' }))).toBeNull();
    expect(qrMissing('wifi', wifi({ ssid: 'Office', password: 'şifre' }))?.message).toBe(MSG.qrWifiPasswordLength);
    expect(qrMissing('wifi', wifi({ ssid: 'Office', password: 'abc', security: 'WEP' }))).toBeNull();
    expect(qrMissing('wifi', wifi({ ssid: 'Office', security: 'nopass' }))).toBeNull();
    // 32 bytes is the 802.11 limit: 16 Turkish letters fit, 11 cups (33 bytes) or 9 unicorns (36) do not.
    expect(qrMissing('wifi', wifi({ ssid: 'ş'.repeat(16), security: 'nopass' }))).toBeNull();
    expect(qrMissing('wifi', wifi({ ssid: '☕'.repeat(11), security: 'nopass' }))).toEqual({ fields: ['ssid'], message: MSG.qrWifiSsidTooLong(33) });
    expect(qrMissing('wifi', wifi({ ssid: '🦄'.repeat(9), security: 'nopass' }))?.message).toBe(MSG.qrWifiSsidTooLong(36));
  });
});

describe('URL payload', () => {
  it('is the WHATWG href of the address, https:// added to a bare domain', () => {
    expect(urlPayload({ url: ' kisa.example/bahar ' })).toBe('https://kisa.example/bahar');
    expect(urlPayload({ url: 'https://örnek.com.tr/ağ?q=şişe' })).toBe('https://xn--rnek-4qa.com.tr/a%C4%9F?q=%C5%9Fi%C5%9Fe');
    expect(urlPayload({ url: 'http://example.com/🍕' })).toBe('http://example.com/%F0%9F%8D%95');
    expect(qrPayload('url', { url: 'HTTPS://Example.COM' })).toBe('https://example.com/');
  });

  it('needs an http(s) address', () => {
    expect(qrMissing('url', { url: '  ' })).toEqual({ fields: ['url'], message: MSG.qrUrlRequired });
    for (const url of ['javascript:alert(1)', 'not a url', 'ftp://example.com/x']) {
      expect(qrMissing('url', { url }), url).toEqual({ fields: ['url'], message: MSG.qrUrlInvalid });
      expect(qrPayload('url', { url }), url).toBeNull();
    }
  });
});

describe('required fields (spec §5: nothing is generated when empty)', () => {
  it('refuses each type without its required field, with a hint naming it', () => {
    const cases = [
      ['vcard', vcard({ lastName: 'Lovelace', email: 'ada@example.com', firstName: '   ' }), ['firstName'], /first name/],
      ['text', { text: ' \n ' }, ['text'], /text/],
      ['sms', { phone: '', message: 'hello' }, ['phone'], /phone number/],
      ['phone', { phone: '' }, ['phone'], /phone number/],
      ['email', { address: '', subject: ' ', message: '' }, ['address', 'subject', 'message'], /e-mail address, a subject or a message/],
    ] as const;
    for (const [type, fields, missing, hint] of cases) {
      const result = qrMissing(type, fields as never);
      expect(result?.fields, `${type}: missing fields`).toEqual(missing);
      expect(result?.message, `${type}: hint`).toMatch(hint);
      expect(qrPayload(type, fields as never), `${type}: no payload`).toBeNull();
    }
  });

  it('generates once the required field is there', () => {
    expect(qrPayload('vcard', vcard({ firstName: 'Ada' }))).toBe(lines('BEGIN:VCARD', 'VERSION:3.0', 'N:;Ada;;;', 'FN:Ada', 'END:VCARD'));
    expect(qrPayload('text', { text: 'hi' })).toBe('hi');
    expect(qrPayload('sms', { phone: '123', message: '' })).toBe('SMSTO:123:');
    expect(qrPayload('phone', { phone: '123' })).toBe('tel:123');
    for (const one of [{ address: 'a@b.test' }, { subject: 's' }, { message: 'm' }]) {
      expect(qrPayload('email', { ...emptyQrFields('email'), ...one }), JSON.stringify(one)).not.toBeNull();
    }
  });

  it('lists the pills in the spec order with vCard first and its download name', () => {
    expect(QR_TYPES.map((t) => t.label)).toEqual(['vCard', 'Free Text', 'SMS', 'E-mail', 'Phone', 'URL', 'Wi-Fi']);
    expect(QR_TYPES[0]!.fileName).toBe('vcard-qr-code.png');
  });
});
