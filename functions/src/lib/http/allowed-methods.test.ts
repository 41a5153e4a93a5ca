import { describe, expect, it } from 'vitest';
import { allowedMethods } from './allowed-methods.js';

describe('allowedMethods', () => {
  const routes = [
    { method: 'GET', path: '/api/links' },
    { method: 'POST', path: '/api/links' },
    { method: 'GET', path: '/api/links/availability' },
    { method: 'GET', path: '/api/links/{id}' },
    { method: 'PATCH', path: '/api/links/{id}' },
    { method: 'DELETE', path: '/api/links/{id}' },
  ] as const;

  it('lists the methods of every operation whose path template the path fits, sorted', () => {
    expect(allowedMethods('/api/links', routes)).toEqual(['GET', 'POST']);
    expect(allowedMethods('/api/links/', routes)).toEqual(['GET', 'POST']);
    expect(allowedMethods('/api/links/abc', routes)).toEqual(['DELETE', 'GET', 'PATCH']);
    // A literal path that is also a {param} one takes both's methods (API Gateway routes both).
    expect(allowedMethods('/api/links/availability', routes)).toEqual(['DELETE', 'GET', 'PATCH']);
  });

  it('is empty for a path no operation has (404)', () => {
    expect(allowedMethods('/api/nope', routes)).toEqual([]);
    expect(allowedMethods('/api/links/a/b', routes)).toEqual([]);
  });

  it('reads the declared operations by default', () => {
    expect(allowedMethods('/api/links')).toEqual(['GET', 'POST']);
    expect(allowedMethods('/api/openapi.json')).toEqual(['GET']);
  });
});
