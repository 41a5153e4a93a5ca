import type { HTMLInputTypeAttribute } from 'react';
import { WIFI_SECURITY_OPTIONS, type QrFieldsByType, type QrType, type WifiFields } from '@kisa/shared';

export interface QrFieldDef<T extends QrType = QrType> {
  name: keyof QrFieldsByType[T] & string;
  label: string;
  /** A choice (select, from `options`) or a yes/no (checkbox) instead of a text box. */
  kind?: 'select' | 'checkbox';
  options?: readonly { value: string; label: string }[];
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
  /** One line on what scanning the code does, and which field is required. */
  intro: string;
  fields: QrFieldDef<T>[];
}

/** Each pill's fields as the spec lists them, in its order. */
export const QR_FORMS: { [K in QrType]: QrFormDef<K> } = {
  vcard: {
    intro: 'A contact card: scanning it offers to save the contact. Only the first name is required.',
    fields: [
      { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
      { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
      { name: 'mobilePhone', label: 'Mobile Phone', type: 'tel', inputMode: 'tel', autoComplete: 'tel', placeholder: '+90 532 000 00 00' },
      { name: 'workPhone', label: 'Work Phone', type: 'tel', inputMode: 'tel', autoComplete: 'off' },
      { name: 'email', label: 'E-mail', type: 'email', inputMode: 'email', autoComplete: 'email', placeholder: 'name@company.com' },
      { name: 'website', label: 'Website', type: 'url', inputMode: 'url', autoComplete: 'url', placeholder: 'https://company.com' },
      { name: 'company', label: 'Company', autoComplete: 'organization' },
      { name: 'job', label: 'Job', autoComplete: 'organization-title' },
      { name: 'address', label: 'Address', autoComplete: 'street-address', wide: true },
      { name: 'city', label: 'City', autoComplete: 'address-level2' },
      { name: 'state', label: 'State', autoComplete: 'address-level1' },
      { name: 'country', label: 'Country', autoComplete: 'country-name' },
    ],
  },
  text: {
    intro: 'Any text, encoded exactly as you type it.',
    fields: [{ name: 'text', label: 'Text', multiline: true, wide: true }],
  },
  url: {
    intro: 'Scanning opens this web address. These codes are not counted: for scan counts, use the QR code of a short link.',
    fields: [{ name: 'url', label: 'URL', type: 'url', inputMode: 'url', autoComplete: 'url', placeholder: 'https://example.com', wide: true }],
  },
  wifi: {
    intro: 'Scanning offers to join this Wi-Fi network. The network name is required, and the password unless the network is open.',
    fields: [
      { name: 'ssid', label: 'Network Name (SSID)', autoComplete: 'off', wide: true },
      { name: 'security', label: 'Security', kind: 'select', options: WIFI_SECURITY_OPTIONS },
      { name: 'password', label: 'Password', autoComplete: 'off', showIf: (f: WifiFields) => f.security !== 'nopass' },
      { name: 'hidden', label: 'Hidden network (its name is not broadcast)', kind: 'checkbox', wide: true },
    ],
  },
  sms: {
    intro: 'Scanning opens a text message to this number, with the message filled in. The phone number is required.',
    fields: [
      { name: 'phone', label: 'Phone Number', type: 'tel', inputMode: 'tel', autoComplete: 'off', placeholder: '+90 532 000 00 00', wide: true },
      { name: 'message', label: 'Message', multiline: true, wide: true },
    ],
  },
  email: {
    intro: 'Scanning opens a new e-mail. Fill in at least one of address, subject or message.',
    fields: [
      { name: 'address', label: 'E-mail Address', type: 'email', inputMode: 'email', autoComplete: 'off', placeholder: 'name@company.com', wide: true },
      { name: 'subject', label: 'Subject', wide: true },
      { name: 'message', label: 'Message', multiline: true, wide: true },
    ],
  },
  phone: {
    intro: 'Scanning offers to call this number.',
    fields: [{ name: 'phone', label: 'Phone Number', type: 'tel', inputMode: 'tel', autoComplete: 'off', placeholder: '+90 532 000 00 00', wide: true }],
  },
};
