import { describe, expect, it } from 'vitest';
import {
  autoPromoteIndexKey,
  campaignLinksIndexKey,
  campaignLinksPartition,
  linkKey,
  listPosition,
  parseLink,
  parseLinkFields,
  teamLinksIndexKey,
  teamLinksPartition,
} from './link-item.js';

const stored = {
  ...linkKey('l1'),
  ...teamLinksIndexKey('t1', '2026-01-02T03:04:05.000Z', 'l1'),
  type: 'link',
  linkId: 'l1',
  teamId: 't1',
  shortUrl: 'abc',
  longUrl: 'https://example.com/',
  title: 'Title',
  createdAt: '2026-01-02T03:04:05.000Z',
  createdBy: { id: 'u1', name: 'User' },
  redirects: {},
  utm: {},
  expiry: {},
  totalClicks: 4,
  uniqueClicks: 2,
  version: 1,
  searchText: 'title\u001fabc\u001fexample.com',
};

describe('link item', () => {
  it('builds the documented keys', () => {
    expect(linkKey('l1')).toEqual({ PK: 'LINK#l1', SK: 'LINK' });
    expect(teamLinksPartition('t1')).toBe('TEAM#t1#LINKS');
    expect(teamLinksIndexKey('t1', '2026', 'l1')).toEqual({ GSI1PK: 'TEAM#t1#LINKS', GSI1SK: '2026#l1' });
    expect(campaignLinksPartition('c1')).toBe('CAMPAIGN#c1#LINKS');
    expect(campaignLinksIndexKey('c1', '2026', 'l1')).toEqual({ GSI2PK: 'CAMPAIGN#c1#LINKS', GSI2SK: '2026#l1' });
    expect(autoPromoteIndexKey('l1')).toEqual({ GSI3PK: 'EXPERIMENTS#AUTO', GSI3SK: 'l1' });
  });

  it('reads a link record: keys and derived attributes dropped, what older items lack as before, empty and false left out', () => {
    const { PK: _pk, SK: _sk, GSI1PK: _gpk, GSI1SK: _gsk, type: _type, searchText: _text, ...record } = stored;
    expect(parseLink(stored)).toEqual(record);
    expect(parseLink({ ...stored, tagIds: [], screeningFlags: [], conversionTracking: false, aliasFolded: false, domain: '' })).toEqual(record);
    const { title: _title, createdBy: _by, redirects: _r, utm: _u, expiry: _e, totalClicks: _t, uniqueClicks: _q, version: _v, ...oldest } = stored;
    expect(parseLink(oldest)).toMatchObject({ title: '', createdBy: null, redirects: {}, utm: {}, expiry: {}, totalClicks: 0, uniqueClicks: 0, version: 0 });
  });

  it('throws, naming the item and the field, for a missing longUrl or a version that is not a number', () => {
    const { longUrl: _url, ...noTarget } = stored;
    expect(() => parseLink(noTarget)).toThrow(/^Malformed link item LINK#l1 \/ LINK: longUrl/);
    expect(() => parseLink({ ...stored, version: '1' })).toThrow(/LINK#l1 \/ LINK: version/);
    expect(() => parseLink({ ...stored, moderation: 'banned' })).toThrow(/moderation/);
    expect(() => parseLinkFields({ totalClicks: 'many' }, ['totalClicks'], linkKey('l2'))).toThrow(/LINK#l2 \/ LINK: totalClicks/);
    expect(() => listPosition(stored, 'GSI2SK')).toThrow(/LINK#l1 \/ LINK: GSI2SK/);
  });

  it('reads projected fields, and a list position', () => {
    expect(parseLinkFields({ shortUrl: 'abc', expiry: { maxClicks: 3 } }, ['shortUrl', 'expiry', 'totalClicks'])).toEqual({
      shortUrl: 'abc',
      expiry: { maxClicks: 3 },
      totalClicks: 0,
    });
    expect(listPosition(stored, 'GSI1SK')).toBe('2026-01-02T03:04:05.000Z#l1');
  });
});
