import { describe, expect, it } from 'vitest';
import type { Domain, DomainList } from '@kisa/shared';
import { domainOf as domain } from './test-support/domains';
import { chosenDomain, domainChoices, domainOfValue, domainText, domainValue } from './link-domains';

const list = (items: Domain[]): DomainList => ({ items, platformHost: 'ki.sa' });

describe('domainChoices', () => {
  it('offers no picker while the list loads, and none to a team without a verified domain', () => {
    expect(domainChoices(undefined)).toEqual({ shown: false, options: [], defaultHost: null });
    const pendingOnly = domainChoices(list([domain('go.acme.com', { status: 'pending', verifiedAt: undefined })]));
    expect(pendingOnly.shown).toBe(false);
    expect(pendingOnly.options.map((o) => o.host)).toEqual([null]);
    expect(pendingOnly.defaultHost).toBeNull();
  });

  it("lists the platform's domain, then the team's verified and misconfigured ones; pending ones are left out", () => {
    const choices = domainChoices(
      list([domain('go.acme.com'), domain('new.acme.com', { status: 'pending', verifiedAt: undefined }), domain('old.acme.com', { status: 'misconfigured' })]),
    );
    expect(choices.shown).toBe(true);
    expect(choices.options).toEqual([
      { host: null, label: 'ki.sa (platform)' },
      { host: 'go.acme.com', label: 'go.acme.com' },
      { host: 'old.acme.com', label: 'old.acme.com — misconfigured' },
    ]);
    expect(choices.defaultHost, 'no default domain: the platform').toBeNull();
  });

  it("preselects the team's default domain and marks it", () => {
    const choices = domainChoices(list([domain('go.acme.com'), domain('xn--ksa-jua.xn--rnek-4qa.com', { isDefault: true })]));
    expect(choices.defaultHost).toBe('xn--ksa-jua.xn--rnek-4qa.com');
    expect(choices.options[2]).toEqual({ host: 'xn--ksa-jua.xn--rnek-4qa.com', label: 'kısa.örnek.com (default)' });
  });

  it("keeps an edited link's own domain among the choices", () => {
    const choices = domainChoices(list([]), 'go.acme.com');
    expect(choices.shown).toBe(true);
    expect(choices.options.map((o) => o.host)).toEqual([null, 'go.acme.com']);
    const pending = domainChoices(list([domain('go.acme.com', { status: 'pending', verifiedAt: undefined })]), 'go.acme.com');
    expect(pending.options.map((o) => o.host)).toEqual([null, 'go.acme.com']);
    expect(domainChoices(list([]), null).shown).toBe(false);
  });
});

describe('chosenDomain', () => {
  const withDefault = domainChoices(list([domain('go.acme.com', { isDefault: true }), domain('promo.acme.com')]));
  const noDefault = domainChoices(list([domain('go.acme.com')]));
  it("takes the picked domain, else the team's default, else the platform's", () => {
    expect(chosenDomain(withDefault, undefined)).toBe('go.acme.com');
    expect(chosenDomain(withDefault, 'promo.acme.com')).toBe('promo.acme.com');
    expect(chosenDomain(withDefault, null), 'the platform picked over the default').toBeNull();
    expect(chosenDomain(noDefault, undefined)).toBeNull();
    expect(chosenDomain(withDefault, 'gone.acme.com'), 'a domain no longer offered: the default').toBe('go.acme.com');
  });
  it('names none without a picker, so the server decides', () => {
    expect(chosenDomain(domainChoices(undefined), undefined)).toBeUndefined();
    expect(chosenDomain(domainChoices(list([])), 'go.acme.com')).toBeUndefined();
  });
});

describe('select values', () => {
  it("maps the platform's null to '' and back", () => {
    expect(domainValue(null)).toBe('');
    expect(domainValue(undefined)).toBe('');
    expect(domainValue('go.acme.com')).toBe('go.acme.com');
    expect(domainOfValue('')).toBeNull();
    expect(domainOfValue('go.acme.com')).toBe('go.acme.com');
    expect(domainText('xn--ksa-jua.xn--rnek-4qa.com')).toBe('kısa.örnek.com');
  });
});
