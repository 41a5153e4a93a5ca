import { describe, expect, it } from 'vitest';
import { UA } from '#test-support/user-agents.js';
import { platformOf, withParam, withUtm } from './destination.js';

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

describe('withParam (the click id)', () => {
  it('appends after the UTM values, keeps the query byte for byte and the fragment last, and replaces a stale one', () => {
    const merged = withUtm('https://shop.example/p?a=%2F&b#buy', { source: 'news' });
    expect(withParam(merged, 'kisa_cid', 'T0k-en_')).toBe('https://shop.example/p?a=%2F&b&utm_source=news&kisa_cid=T0k-en_#buy');
    expect(withParam('https://shop.example/', 'kisa_cid', 'x')).toBe('https://shop.example/?kisa_cid=x');
    expect(withParam('https://shop.example/?kisa_cid=old&z=1', 'kisa_cid', 'new')).toBe('https://shop.example/?z=1&kisa_cid=new');
    expect(withParam('https://shop.example/?kisa%5Fcid=old', 'kisa_cid', 'new')).toBe('https://shop.example/?kisa_cid=new');
  });
});
