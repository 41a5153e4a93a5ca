/**
 * Standalone QR generator (/e/qr-code): what each pill encodes, in the formats phone
 * scanners read, and the spec's rule that nothing is generated when the required field is
 * empty (§5). Pure functions: the web app renders them, the tests decode them back.
 */
import { toHttpUrl } from './link-rules.js';
import { MSG } from './messages.js';
import type { QrErrorCorrection } from './qr-capacity.js';
import { joinLines } from './text-rules.js';

// The generator's capacity check travels with its payloads (one import for the web app).
export * from './qr-capacity.js';

/** §9: the generator's code is 400 px at error-correction level H (the default; lower levels hold more). */
export const QR_GENERATOR_SIZE = 400;
export const QR_ERROR_CORRECTION: QrErrorCorrection = 'H';

export type QrType = 'vcard' | 'text' | 'url' | 'wifi' | 'sms' | 'email' | 'phone';

export interface VCardFields {
  firstName: string;
  lastName: string;
  mobilePhone: string;
  workPhone: string;
  email: string;
  company: string;
  job: string;
  address: string;
  city: string;
  state: string;
  country: string;
  website: string;
}

export interface TextFields {
  text: string;
}

export interface UrlFields {
  url: string;
}

/** WIFI: T values (ZXing's reading): WPA covers WPA and WPA2 personal, nopass an open network. */
export type WifiSecurity = 'WPA' | 'WEP' | 'nopass';

export interface WifiFields {
  ssid: string;
  password: string;
  security: WifiSecurity;
  hidden: boolean;
}

export const WIFI_SECURITY_OPTIONS: readonly { value: WifiSecurity; label: string }[] = [
  { value: 'WPA', label: 'WPA/WPA2' },
  { value: 'WEP', label: 'WEP' },
  { value: 'nopass', label: 'None (open network)' },
];

export interface SmsFields {
  phone: string;
  message: string;
}

export interface EmailFields {
  address: string;
  subject: string;
  message: string;
}

export interface PhoneFields {
  phone: string;
}

export interface QrFieldsByType {
  vcard: VCardFields;
  text: TextFields;
  url: UrlFields;
  wifi: WifiFields;
  sms: SmsFields;
  email: EmailFields;
  phone: PhoneFields;
}

/** The pills in the spec's order (vCard is the default), then ours, with the PNG name each downloads as (the SVG's is the same in .svg). */
export const QR_TYPES: readonly { type: QrType; label: string; fileName: string }[] = [
  // The spec names the download vcard-qr-code.png; the other types follow the same pattern.
  { type: 'vcard', label: 'vCard', fileName: 'vcard-qr-code.png' },
  { type: 'text', label: 'Free Text', fileName: 'text-qr-code.png' },
  { type: 'sms', label: 'SMS', fileName: 'sms-qr-code.png' },
  { type: 'email', label: 'E-mail', fileName: 'email-qr-code.png' },
  { type: 'phone', label: 'Phone', fileName: 'phone-qr-code.png' },
  // Ours, after the spec's five: the everyday codes on posters and café tables.
  { type: 'url', label: 'URL', fileName: 'url-qr-code.png' },
  { type: 'wifi', label: 'Wi-Fi', fileName: 'wifi-qr-code.png' },
];

export function emptyQrFields<T extends QrType>(type: T): QrFieldsByType[T] {
  const empty: { [K in QrType]: QrFieldsByType[K] } = {
    vcard: {
      firstName: '',
      lastName: '',
      mobilePhone: '',
      workPhone: '',
      email: '',
      company: '',
      job: '',
      address: '',
      city: '',
      state: '',
      country: '',
      website: '',
    },
    text: { text: '' },
    url: { url: '' },
    wifi: { ssid: '', password: '', security: 'WPA', hidden: false },
    sms: { phone: '', message: '' },
    email: { address: '', subject: '', message: '' },
    phone: { phone: '' },
  };
  return empty[type];
}

const blank = (s: string | undefined) => !s || s.trim() === '';

/**
 * A WPA passphrase is 8–63 bytes (IEEE 802.11i counts ASCII characters; wpa_supplicant and
 * phones take UTF-8 and count its bytes), or the 256-bit key itself as 64 hex digits.
 */
function isWpaPassword(password: string): boolean {
  const bytes = new TextEncoder().encode(password).length;
  return (bytes >= 8 && bytes <= 63) || /^[0-9a-f]{64}$/i.test(password);
}

/**
 * Why nothing can be generated yet (the fields to fix first and a polite sentence), or null
 * when the content is usable. Whitespace alone counts as empty, except in a network's name
 * and password, where spaces are part of them.
 */
export function qrMissing<T extends QrType>(type: T, fields: QrFieldsByType[T]): { fields: string[]; message: string } | null {
  switch (type) {
    case 'vcard':
      return blank((fields as VCardFields).firstName) ? { fields: ['firstName'], message: 'Please enter a first name to generate the vCard QR code.' } : null;
    case 'text':
      return blank((fields as TextFields).text) ? { fields: ['text'], message: 'Please enter some text to generate the QR code.' } : null;
    case 'url': {
      const url = (fields as UrlFields).url;
      if (blank(url)) return { fields: ['url'], message: MSG.qrUrlRequired };
      return toHttpUrl(url) ? null : { fields: ['url'], message: MSG.qrUrlInvalid };
    }
    case 'wifi': {
      const f = fields as WifiFields;
      if (f.ssid === '') return { fields: ['ssid'], message: MSG.qrWifiSsidRequired };
      const ssidBytes = new TextEncoder().encode(f.ssid).length;
      if (ssidBytes > 32) return { fields: ['ssid'], message: MSG.qrWifiSsidTooLong(ssidBytes) };
      if (f.security === 'nopass') return null;
      if (f.password === '') return { fields: ['password'], message: MSG.qrWifiPasswordRequired };
      return f.security === 'WPA' && !isWpaPassword(f.password) ? { fields: ['password'], message: MSG.qrWifiPasswordLength } : null;
    }
    case 'sms':
      return blank((fields as SmsFields).phone) ? { fields: ['phone'], message: 'Please enter a phone number to generate the SMS QR code.' } : null;
    case 'phone':
      return blank((fields as PhoneFields).phone) ? { fields: ['phone'], message: 'Please enter a phone number to generate the QR code.' } : null;
    case 'email': {
      const f = fields as EmailFields;
      return blank(f.address) && blank(f.subject) && blank(f.message)
        ? { fields: ['address', 'subject', 'message'], message: 'Please enter an e-mail address, a subject or a message to generate the QR code.' }
        : null;
    }
    default:
      return null;
  }
}

/** RFC 2426 text value: backslash, comma and semicolon escaped, line breaks as \n. */
export function escapeVCardText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/,/g, '\\,')
    .replace(/;/g, '\\;')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Values that are URIs, numbers or addresses are not text-escaped, but must stay on one line. */
const oneLine = joinLines;

/** A phone number for tel:/SMSTO: — trimmed, without spaces (separators like - ( ) . + stay). */
export function normalizePhone(value: string): string {
  return value.replace(/\s+/g, '');
}

const withScheme = (url: string) => (/^[a-z][a-z0-9+.-]*:/i.test(url) ? url : `https://${url}`);

/**
 * vCard 3.0 with CRLF line endings. N is last;first, FN the full name; empty fields are left
 * out. Lines are not folded: QR scanners read long lines, and folding could split a UTF-8
 * character.
 */
export function vcardPayload(v: VCardFields): string {
  const t = (s: string) => escapeVCardText(s.trim());
  const first = v.firstName.trim();
  const last = v.lastName.trim();
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `N:${t(last)};${t(first)};;;`, `FN:${t([first, last].filter(Boolean).join(' '))}`];
  if (!blank(v.mobilePhone)) lines.push(`TEL;TYPE=CELL:${oneLine(v.mobilePhone)}`);
  if (!blank(v.workPhone)) lines.push(`TEL;TYPE=WORK:${oneLine(v.workPhone)}`);
  if (!blank(v.email)) lines.push(`EMAIL:${oneLine(v.email)}`);
  if (!blank(v.company)) lines.push(`ORG:${t(v.company)}`);
  if (!blank(v.job)) lines.push(`TITLE:${t(v.job)}`);
  if (![v.address, v.city, v.state, v.country].every(blank)) {
    lines.push(`ADR;TYPE=WORK:;;${t(v.address)};${t(v.city)};${t(v.state)};;${t(v.country)}`);
  }
  if (!blank(v.website)) lines.push(`URL:${withScheme(oneLine(v.website))}`);
  lines.push('END:VCARD');
  return `${lines.join('\r\n')}\r\n`;
}

/** Free text is encoded exactly as typed. */
export function textPayload(f: TextFields): string {
  return f.text;
}

/** A web address as links store it: `https://` added to a bare domain, then the WHATWG href (ASCII, so every scanner opens it as typed). */
export function urlPayload(f: UrlFields): string {
  return toHttpUrl(f.url) ?? f.url.trim();
}

/** The WIFI: format's escapes (ZXing's WifiResultParser): a backslash before \ ; , : and ". */
export function escapeWifiText(value: string): string {
  return value.replace(/[\\;,:"]/g, '\\$&');
}

/**
 * `WIFI:T:WPA;S:<ssid>;P:<password>;H:true;;` — the de facto Wi-Fi network format that
 * Android's camera, iOS's camera and ZXing read. An open network has `T:nopass` and no P;
 * H:true only for a hidden network. Name and password are kept exactly (spaces included).
 */
export function wifiPayload(f: WifiFields): string {
  const parts = [`T:${f.security}`, `S:${escapeWifiText(f.ssid)}`];
  if (f.security !== 'nopass') parts.push(`P:${escapeWifiText(f.password)}`);
  if (f.hidden) parts.push('H:true');
  return `WIFI:${parts.join(';')};;`;
}

/** SMSTO:number:message (the form Android and iOS scanners open in the messages app). */
export function smsPayload(f: SmsFields): string {
  return `SMSTO:${normalizePhone(f.phone)}:${f.message}`;
}

/**
 * RFC 6068 mailto: the address as typed (trimmed), subject and body percent-encoded with
 * encodeURIComponent; line breaks in the body become CRLF (%0D%0A). Empty parts are left out.
 */
export function emailPayload(f: EmailFields): string {
  const params: string[] = [];
  if (!blank(f.subject)) params.push(`subject=${encodeURIComponent(f.subject.trim())}`);
  if (!blank(f.message)) params.push(`body=${encodeURIComponent(f.message.replace(/\r\n|\r|\n/g, '\r\n'))}`);
  return `mailto:${f.address.trim()}${params.length ? `?${params.join('&')}` : ''}`;
}

export function phonePayload(f: PhoneFields): string {
  return `tel:${normalizePhone(f.phone)}`;
}

/** The string to encode, or null when the spec says nothing is generated (see qrMissing). */
export function qrPayload<T extends QrType>(type: T, fields: QrFieldsByType[T]): string | null {
  if (qrMissing(type, fields)) return null;
  switch (type) {
    case 'vcard':
      return vcardPayload(fields as VCardFields);
    case 'text':
      return textPayload(fields as TextFields);
    case 'url':
      return urlPayload(fields as UrlFields);
    case 'wifi':
      return wifiPayload(fields as WifiFields);
    case 'sms':
      return smsPayload(fields as SmsFields);
    case 'email':
      return emailPayload(fields as EmailFields);
    case 'phone':
      return phonePayload(fields as PhoneFields);
    default:
      return null;
  }
}
