import { describe, expect, it } from 'vitest';
import { buildUtmUrl } from './utm';

describe('buildUtmUrl (UTM preview)', () => {
  it('appends the tags in source, medium, campaign, term, content order', () => {
    expect(buildUtmUrl('https://example.com/page', { content: 'hero', source: 'google', medium: 'cpc', campaign: 'spring', term: 'shoes' })).toBe(
      'https://example.com/page?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=shoes&utm_content=hero',
    );
  });
  it('skips empty values and leaves the target alone without tags', () => {
    expect(buildUtmUrl('https://example.com/', { source: 'newsletter', medium: '  ', campaign: null })).toBe('https://example.com/?utm_source=newsletter');
    expect(buildUtmUrl('https://example.com/x?a=1', {})).toBe('https://example.com/x?a=1');
  });
  it('keeps existing parameters and the fragment, replaces a tag already present, encodes values', () => {
    expect(buildUtmUrl('https://example.com/x?a=1&utm_source=old#top', { source: 'new', campaign: 'yaz indirimi & more' })).toBe(
      'https://example.com/x?a=1&utm_source=new&utm_campaign=yaz+indirimi+%26+more#top',
    );
  });
  it('appends to a value that is not a URL', () => {
    expect(buildUtmUrl('not a url', { source: 'x' })).toBe('not a url?utm_source=x');
  });
});
