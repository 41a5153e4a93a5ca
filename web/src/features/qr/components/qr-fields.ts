import type { HTMLInputTypeAttribute } from 'react';
import { WIFI_SECURITY_OPTIONS, type QrFieldsByType, type QrType, type WifiFields } from '@kisa/shared';
import type { MessageKey } from '@kisa/shared/i18n';

export interface QrFieldDef<T extends QrType = QrType> {
  name: keyof QrFieldsByType[T] & string;
  /** Its label's catalog key. */
  label: MessageKey;
  /** A choice (select, from `options`) or a yes/no (checkbox) instead of a text box. */
  kind?: 'select' | 'checkbox';
  options?: readonly { value: string; label: MessageKey }[];
  /** Shown only when this holds (a Wi-Fi password is no field of an open network). */
  showIf?: (fields: QrFieldsByType[T]) => boolean;
  /** Multi-line input (textarea). */
  multiline?: boolean;
  type?: HTMLInputTypeAttribute;
  inputMode?: 'text' | 'tel' | 'email' | 'url';
  autoComplete?: string;
  placeholder?: string;
  /** Grid columns taken in the two-column form (the address line spans both). */
  wide?: boolean;
}

export interface QrFormDef<T extends QrType> {
  /** One line on what scanning the code does, and which field is required (its catalog key). */
  intro: MessageKey;
  fields: QrFieldDef<T>[];
}

/** The Wi-Fi security choices, their labels in the catalog. */
const SECURITY_OPTIONS = WIFI_SECURITY_OPTIONS.map((o) => ({ value: o.value, label: `qr.security.${o.value}` as const }));

/** Each pill's fields as the spec lists them, in its order. */
export const QR_FORMS: { [K in QrType]: QrFormDef<K> } = {
  vcard: {
    intro: 'qr.intro.vcard',
    fields: [
      { name: 'firstName', label: 'qr.field.firstName', autoComplete: 'given-name' },
      { name: 'lastName', label: 'qr.field.lastName', autoComplete: 'family-name' },
      { name: 'mobilePhone', label: 'qr.field.mobilePhone', type: 'tel', inputMode: 'tel', autoComplete: 'tel', placeholder: '+90 532 000 00 00' },
      { name: 'workPhone', label: 'qr.field.workPhone', type: 'tel', inputMode: 'tel', autoComplete: 'off' },
      { name: 'email', label: 'qr.field.email', type: 'email', inputMode: 'email', autoComplete: 'email', placeholder: 'name@company.com' },
      { name: 'website', label: 'qr.field.website', type: 'url', inputMode: 'url', autoComplete: 'url', placeholder: 'https://company.com' },
      { name: 'company', label: 'qr.field.company', autoComplete: 'organization' },
      { name: 'job', label: 'qr.field.job', autoComplete: 'organization-title' },
      { name: 'address', label: 'qr.field.address', autoComplete: 'street-address', wide: true },
      { name: 'city', label: 'qr.field.city', autoComplete: 'address-level2' },
      { name: 'state', label: 'qr.field.state', autoComplete: 'address-level1' },
      { name: 'country', label: 'qr.field.country', autoComplete: 'country-name' },
    ],
  },
  text: {
    intro: 'qr.intro.text',
    fields: [{ name: 'text', label: 'qr.field.text', multiline: true, wide: true }],
  },
  url: {
    intro: 'qr.intro.url',
    fields: [{ name: 'url', label: 'qr.field.url', type: 'url', inputMode: 'url', autoComplete: 'url', placeholder: 'https://example.com', wide: true }],
  },
  wifi: {
    intro: 'qr.intro.wifi',
    fields: [
      { name: 'ssid', label: 'qr.field.ssid', autoComplete: 'off', wide: true },
      { name: 'security', label: 'qr.field.security', kind: 'select', options: SECURITY_OPTIONS },
      { name: 'password', label: 'qr.field.password', autoComplete: 'off', showIf: (f: WifiFields) => f.security !== 'nopass' },
      { name: 'hidden', label: 'qr.field.hidden', kind: 'checkbox', wide: true },
    ],
  },
  sms: {
    intro: 'qr.intro.sms',
    fields: [
      { name: 'phone', label: 'qr.field.phone', type: 'tel', inputMode: 'tel', autoComplete: 'off', placeholder: '+90 532 000 00 00', wide: true },
      { name: 'message', label: 'qr.field.message', multiline: true, wide: true },
    ],
  },
  email: {
    intro: 'qr.intro.email',
    fields: [
      { name: 'address', label: 'qr.field.emailAddress', type: 'email', inputMode: 'email', autoComplete: 'off', placeholder: 'name@company.com', wide: true },
      { name: 'subject', label: 'qr.field.subject', wide: true },
      { name: 'message', label: 'qr.field.message', multiline: true, wide: true },
    ],
  },
  phone: {
    intro: 'qr.intro.phone',
    fields: [{ name: 'phone', label: 'qr.field.phone', type: 'tel', inputMode: 'tel', autoComplete: 'off', placeholder: '+90 532 000 00 00', wide: true }],
  },
};
