import { describe, expect, it } from 'vitest';
import { pathOf, returnPathAfterSignIn, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('takes same-origin paths with their query and fragment', () => {
    expect(safeReturnPath('/analytics?from=2026-11-01&to=2026-11-07')).toBe('/analytics?from=2026-11-01&to=2026-11-07');
    expect(safeReturnPath('/edit/expiration/abc123')).toBe('/edit/expiration/abc123');
    expect(safeReturnPath('/insight/abc#log')).toBe('/insight/abc#log');
    expect(safeReturnPath('/campaign/c1?page=2')).toBe('/campaign/c1?page=2');
  });

  it('refuses other hosts written as paths', () => {
    for (const v of [
      '//evil.com',
      '//evil.com/path',
      '///evil.com',
      '/\\evil.com',
      '\\\\evil.com',
      '/\\/evil.com',
      '/a\\b',
      '/\t/evil.com',
      '/\n/evil.com',
      '/\r//evil.com',
      ' /analytics',
      '/analytics ',
      '/ana lytics',
    ])
      expect(safeReturnPath(v), JSON.stringify(v)).toBeNull();
  });

  it('refuses absolute URLs and schemes', () => {
    for (const v of [
      'https://evil.com',
      'http://evil.com/analytics',
      'HTTPS://kisa.invalid/x',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'mailto:a@b.c',
      'evil.com',
      'analytics',
      '?x=1',
      '#x',
    ])
      expect(safeReturnPath(v), v).toBeNull();
  });

  it('refuses what is not a non-empty string of sane length', () => {
    for (const v of [undefined, null, 42, {}, ['/analytics'], '', `/${'a'.repeat(3000)}`]) expect(safeReturnPath(v)).toBeNull();
  });

  it('normalises dot segments, staying on the origin', () => {
    expect(safeReturnPath('/e/../analytics')).toBe('/analytics');
    expect(safeReturnPath('/../../analytics')).toBe('/analytics');
    expect(safeReturnPath('/./%2F%2Fevil.com')).toBe('/%2F%2Fevil.com');
  });
});

describe('pathOf', () => {
  it('joins path, query and fragment', () => {
    expect(pathOf({ pathname: '/analytics', search: '?from=x', hash: '#y' })).toBe('/analytics?from=x#y');
    expect(pathOf({ pathname: '/user/dashboard' })).toBe('/user/dashboard');
  });
});

describe('returnPathAfterSignIn', () => {
  const opts = { signInPaths: ['/management', '/signin'], adminPrefix: '/admin', admin: false };
  it('returns to the deep link asked for', () => {
    expect(returnPathAfterSignIn('/analytics?from=2026-11-01', '/user/dashboard', opts)).toBe('/analytics?from=2026-11-01');
  });
  it('goes home for no, unsafe or looping paths', () => {
    expect(returnPathAfterSignIn(undefined, '/user/dashboard', opts)).toBe('/user/dashboard');
    expect(returnPathAfterSignIn('//evil.com', '/user/dashboard', opts)).toBe('/user/dashboard');
    expect(returnPathAfterSignIn('javascript:alert(1)', '/user/dashboard', opts)).toBe('/user/dashboard');
    expect(returnPathAfterSignIn('/management?x=1', '/user/dashboard', opts)).toBe('/user/dashboard');
    expect(returnPathAfterSignIn('/signin/', '/user/dashboard', opts)).toBe('/user/dashboard');
    expect(returnPathAfterSignIn('/', '/user/dashboard', opts)).toBe('/user/dashboard');
  });
  it('sends only admins back to admin screens', () => {
    expect(returnPathAfterSignIn('/admin/dashboard', '/user/dashboard', opts)).toBe('/user/dashboard');
    expect(returnPathAfterSignIn('/admin/dashboard?page=2', '/admin/dashboard', { ...opts, admin: true })).toBe('/admin/dashboard?page=2');
    expect(returnPathAfterSignIn('/administrators', '/user/dashboard', opts)).toBe('/administrators');
  });
});
