import { describe, expect, it } from 'vitest';
import { inLanguage } from '@/lib/test-support/language';
import { checkedText, domainLabel, looksLikeApex, relativeName, STATUS_LABEL, STATUS_MEANING, zoneOf } from './domain-text';

describe('domain texts', () => {
  it('shows an IDN host decoded, an ASCII one as it is', () => {
    expect(domainLabel(new URL('http://kısa.örnek.com/').hostname)).toBe('kısa.örnek.com');
    expect(domainLabel('go.acme.com')).toBe('go.acme.com');
  });

  it('says when the domain was checked', () => {
    const now = Date.parse('2026-05-01T12:00:00Z');
    expect(checkedText(undefined, now)).toBe('Not checked yet');
    expect(checkedText('2026-05-01T11:59:40Z', now)).toBe('Checked just now');
    expect(checkedText('2026-05-01T12:00:05Z', now)).toBe('Checked just now');
    expect(checkedText('2026-05-01T11:57:00Z', now)).toBe('Checked 3 minutes ago');
    expect(checkedText('2026-04-29T12:00:00Z', now)).toBe('Checked 2 days ago');
  });

  describe('in Turkish', () => {
    inLanguage('tr');
    it('says when the domain was checked, and its status', () => {
      const now = Date.parse('2026-05-01T12:00:00Z');
      expect(checkedText(undefined, now)).toBe('Henüz kontrol edilmedi');
      expect(checkedText('2026-05-01T11:59:40Z', now)).toBe('Az önce kontrol edildi');
      expect(checkedText('2026-05-01T11:57:00Z', now)).toBe('3 dakika önce kontrol edildi');
      expect(STATUS_LABEL.misconfigured).toBe('Yanlış yapılandırılmış');
      expect(STATUS_MEANING.verified).toBe('DNS kayıtları yerinde: bağlantılar bu alan adına konabilir.');
    });
  });

  it('guesses the zone, and whether the domain is its apex (no CNAME there)', () => {
    expect(zoneOf('go.acme.com')).toBe('acme.com');
    expect(zoneOf('links.go.acme.com.tr')).toBe('acme.com.tr');
    expect(zoneOf('acme.co.uk')).toBe('acme.co.uk');
    expect(looksLikeApex('acme.com')).toBe(true);
    expect(looksLikeApex('acme.com.tr')).toBe(true);
    expect(looksLikeApex('go.acme.com')).toBe(false);
    expect(looksLikeApex('go.acme.co.uk')).toBe(false);
  });

  it('names a record as providers that add the zone themselves want it', () => {
    expect(relativeName('_kisa.go.acme.com', 'acme.com')).toBe('_kisa.go');
    expect(relativeName('go.acme.com', 'acme.com')).toBe('go');
    expect(relativeName('acme.com', 'acme.com')).toBe('@');
    expect(relativeName('_kisa.acme.com', 'acme.com')).toBe('_kisa');
    expect(relativeName('other.test', 'acme.com')).toBe('other.test');
  });
});
