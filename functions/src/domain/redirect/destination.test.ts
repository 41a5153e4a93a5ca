import { describe, expect, it } from 'vitest';
import { UA } from '#test-support/user-agents.js';
import { platformOf, withUtm } from './destination.js';


describe('platformOf', () => {
  it('tells Android, iPhone/iPad and everything else apart', () => {
    expect(platformOf(UA.android)).toBe('android');
    expect(platformOf(UA.iphone)).toBe('ios');
    expect(platformOf(UA.ipad)).toBe('ios');
    expect(platformOf(UA.desktop)).toBe('desktop');
    expect(platformOf(UA.mac)).toBe('desktop');
    expect(platformOf('')).toBe('desktop');
    expect(platformOf(undefined)).toBe('desktop');
  });
});

describe('withUtm', () => {
  it('appends the set values in a fixed order, encoded, skipping empty and blank ones', () => {
    expect(withUtm('https://example.com/p', { source: 'news letter', medium: '', campaign: 'spring&sale', term: '  ', content: 'héro' })).toBe(
      'https://example.com/p?utm_source=news%20letter&utm_campaign=spring%26sale&utm_content=h%C3%A9ro',
    );
  });

  it('leaves the URL alone when there is nothing to add', () => {
    expect(withUtm('https://example.com/p?x=1#f', {})).toBe('https://example.com/p?x=1#f');
    expect(withUtm('https://example.com/p', undefined)).toBe('https://example.com/p');
    expect(withUtm('https://example.com/p', { source: '' })).toBe('https://example.com/p');
  });

  it('keeps the existing query byte for byte and replaces same-named utm parameters (the link settings win)', () => {
    expect(withUtm('https://example.com/p?a=1&utm_source=old&b=%2F&utm_medium=keep', { source: 'new' })).toBe(
      'https://example.com/p?a=1&b=%2F&utm_medium=keep&utm_source=new',
    );
    // An encoded name still counts as the same parameter.
    expect(withUtm('https://example.com/?utm%5Fsource=old', { source: 'new' })).toBe('https://example.com/?utm_source=new');
  });

  it('keeps the fragment at the end', () => {
    expect(withUtm('https://example.com/p?a=1#section?x=1', { medium: 'email' })).toBe('https://example.com/p?a=1&utm_medium=email#section?x=1');
    expect(withUtm('https://example.com/p#top', { medium: 'email' })).toBe('https://example.com/p?utm_medium=email#top');
  });

  it('copes with a bare ? and empty pairs', () => {
    expect(withUtm('https://example.com/p?', { term: 't' })).toBe('https://example.com/p?utm_term=t');
    expect(withUtm('https://example.com/p?a=1&&b=2&', { term: 't' })).toBe('https://example.com/p?a=1&b=2&utm_term=t');
  });
});
