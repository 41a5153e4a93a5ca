/**
 * Standalone QR generator (/e/qr-code): what each pill encodes, in the formats phone
 * scanners read, and the spec's rule that nothing is generated when the required field is
 * empty (§5). Pure functions: the web app renders them, the tests decode them back.
 */
import { joinLines } from './text-rules.js';

/** §9: the generator's code is 400 px at error-correction level H. */
export const QR_GENERATOR_SIZE = 400;
export const QR_ERROR_CORRECTION = 'H' as const;

export type QrType = 'vcard' | 'text' | 'sms' | 'email' | 'phone';

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
  sms: SmsFields;
  email: EmailFields;
  phone: PhoneFields;
}

/** The pills in the spec's order (vCard is the default), with the PNG name each downloads as. */
export const QR_TYPES: readonly { type: QrType; label: string; fileName: string }[] = [
  // The spec names the download vcard-qr-code.png; the other types follow the same pattern.
  { type: 'vcard', label: 'vCard', fileName: 'vcard-qr-code.png' },
  { type: 'text', label: 'Free Text', fileName: 'text-qr-code.png' },
  { type: 'sms', label: 'SMS', fileName: 'sms-qr-code.png' },
  { type: 'email', label: 'E-mail', fileName: 'email-qr-code.png' },
  { type: 'phone', label: 'Phone', fileName: 'phone-qr-code.png' },
];

export function emptyQrFields<T extends QrType>(type: T): QrFieldsByType[T] {
  const empty: { [K in QrType]: QrFieldsByType[K] } = {
    vcard: { firstName: '', lastName: '', mobilePhone: '', workPhone: '', email: '', company: '', job: '', address: '', city: '', state: '', country: '', website: '' },
    text: { text: '' },
    sms: { phone: '', message: '' },
    email: { address: '', subject: '', message: '' },
    phone: { phone: '' },
  };
  return empty[type];
}

const blank = (s: string | undefined) => !s || s.trim() === '';

/**
 * Why nothing can be generated yet (the fields to fill first and a polite sentence), or
 * null when the required field is there. Whitespace alone counts as empty.
 */
export function qrMissing<T extends QrType>(type: T, fields: QrFieldsByType[T]): { fields: string[]; message: string } | null {
  switch (type) {
    case 'vcard':
      return blank((fields as VCardFields).firstName) ? { fields: ['firstName'], message: 'Please enter a first name to generate the vCard QR code.' } : null;
    case 'text':
      return blank((fields as TextFields).text) ? { fields: ['text'], message: 'Please enter some text to generate the QR code.' } : null;
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
  return lines.join('\r\n') + '\r\n';
}

/** Free text is encoded exactly as typed. */
export function textPayload(f: TextFields): string {
  return f.text;
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
