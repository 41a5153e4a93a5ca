import { describe, expect, it } from 'vitest';
import type { ImportDomain } from '@kisa/shared';
import { canKeep, domainChoicesBody, initialChoices, skippedByChoice, startBlocker } from './domain-choices';

const bitly: ImportDomain = { host: 'bit.ly', shared: true, links: 40, action: 'move', to: null, status: null, ownershipVerified: false, records: [] };
const branded: ImportDomain = {
  host: 'go.acme.test',
  shared: false,
  links: 12,
  action: 'keep',
  to: null,
  status: 'pending',
  ownershipVerified: false,
  records: [{ type: 'TXT', name: '_kisa.go.acme.test', value: 'kisa-verify=1', purpose: 'ownership', found: false }],
};
const claimed: ImportDomain = { ...branded, host: 'xn--balant-zfb58f.example', action: 'move', problem: 'Another team holds it', records: [] };
const domains = [bitly, branded, claimed];
const label = (h: string) => (h === 'xn--balant-zfb58f.example' ? 'bağlantı.example' : h);

describe('the preview’s domain choices', () => {
  it('keeps only branded domains Kisa can add', () => {
    expect(domains.map(canKeep)).toEqual([false, true, false]);
  });

  it('holds Start back while a kept domain’s TXT record is not found, naming it', () => {
    const choices = initialChoices(domains);
    expect(startBlocker(domains, choices, label)).toMatch(/TXT record of go\.acme\.test/);
    expect(startBlocker(domains, { ...choices, 'go.acme.test': { action: 'move', to: null } }, label)).toBeNull();
    expect(startBlocker([bitly, { ...branded, ownershipVerified: true }, claimed], choices, label)).toBeNull();
  });

  it('sends the choices that differ from the preview’s, `to` only with move', () => {
    expect(domainChoicesBody(domains, initialChoices(domains))).toEqual([]);
    const choices = {
      ...initialChoices(domains),
      'bit.ly': { action: 'move' as const, to: 'go.acme.test' },
      [claimed.host]: { action: 'skip' as const, to: null },
    };
    expect(domainChoicesBody(domains, choices)).toEqual([
      { host: 'bit.ly', action: 'move', to: 'go.acme.test' },
      { host: claimed.host, action: 'skip' },
    ]);
    const fileLinks = { ...bitly, host: '' };
    expect(domainChoicesBody([fileLinks], { '': { action: 'skip', to: null } }), 'the file’s links without a domain are named by ""').toEqual([
      { host: '', action: 'skip' },
    ]);
    expect(skippedByChoice(domains, choices)).toBe(12);
  });
});
