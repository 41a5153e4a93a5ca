import type { DubClick, DubStandInData } from './dub-stand-in.js';

/**
 * A Dub workspace for the tests: 260 links in no folder (3 pages of 100) and 15 in a folder,
 * newest first, on a branded domain, dub.sh and an IDN domain; Turkish, Arabic and emoji
 * titles; tags, an expiry with its expired URL, a password, device redirects, UTM in the URL,
 * an archived link (imported: it still redirects), a disabled link, a domain's `_root` and a
 * malformed item (the last three unreadable); daily clicks over 200 days on one link and
 * hourly ones over yesterday and today on another.
 */

const DAY = 86_400_000;

export const DUB_BRANDED = 'go.acme.com';
export const DUB_IDN = 'bağlantı.example';
export const DUB_TOKEN = 'dub_test_key_0123456789';

/** ms of the UTC midnight `d` days before today. */
export const midnight = (d: number) => Date.parse(`${new Date(Date.now() - d * DAY).toISOString().slice(0, 10)}T00:00:00.000Z`);
export const dayBack = (d: number) => new Date(midnight(d)).toISOString().slice(0, 10);
/** The 200-day link's clicks on the day `d` days back (d = 0 … 199). */
export const dailyClicks = (d: number) => (d % 5) + 1;

const iso = (ms: number) => new Date(ms).toISOString();

function link(n: number, fields: Record<string, unknown>): Record<string, unknown> {
  return {
    id: `link_${String(n).padStart(4, '0')}`,
    domain: 'dub.sh',
    key: `d${n}`,
    url: `https://example.com/p/${n}`,
    archived: false,
    expiresAt: null,
    expiredUrl: null,
    disabledAt: null,
    password: null,
    title: null,
    ios: null,
    android: null,
    tags: [],
    folderId: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
    workspaceId: 'ws_1ACME',
    clicks: 0,
    createdAt: iso(midnight(400) - n * 3_600_000),
    ...fields,
  };
}

export function dubData(options: { plan?: string; branded?: string; idn?: string } = {}): DubStandInData {
  const branded = options.branded ?? DUB_BRANDED;
  const idn = options.idn ?? DUB_IDN;
  let total = 0;
  const daily: DubClick[] = [];
  for (let d = 0; d < 200; d++) {
    daily.push({ at: midnight(d) + 10 * 3_600_000, clicks: dailyClicks(d) });
    total += dailyClicks(d);
  }
  const fresh: DubClick[] = [
    { at: midnight(1) + 15 * 3_600_000, clicks: 3 },
    { at: midnight(0) + 3_600_000, clicks: 2 },
  ];
  const links = [
    link(1, { domain: 'dub.sh', key: 'fresh', createdAt: iso(midnight(1) + 60_000), clicks: 5 }),
    link(2, {
      domain: branded,
      key: 'istanbul',
      url: 'https://example.com/tr?kaynak=kısa',
      title: 'İstanbul ışıkları — Işıl ışıl',
      tags: [
        { id: 'tag_1', name: 'Kampanya', color: 'blue' },
        { id: 'tag_2', name: 'İndirim', color: 'red' },
      ],
      createdAt: iso(midnight(250) + 9 * 3_600_000),
      clicks: total,
    }),
    link(3, {
      domain: idn,
      key: 'arabi',
      url: 'https://example.com/ar',
      title: 'رابط عربي للتجربة',
      expiresAt: '2027-01-31T23:59:00.000Z',
      expiredUrl: 'https://example.com/bitti',
      password: 'gizli-şifre',
      createdAt: iso(midnight(30)),
    }),
    link(4, {
      key: 'party',
      url: 'https://example.com/🎉?utm_source=dub&utm_medium=social',
      utm_source: 'dub',
      utm_medium: 'social',
      title: '🎉 Lansman',
      ios: 'https://apps.apple.com/app/id1',
      android: 'https://play.google.com/store/apps/details?id=a',
      createdAt: iso(midnight(31)),
    }),
    link(5, { key: 'old', archived: true, createdAt: iso(midnight(32)) }),
    link(6, { key: 'off', disabledAt: iso(midnight(2)), createdAt: iso(midnight(33)) }),
    link(7, { domain: branded, key: '_root', url: 'https://acme.com', createdAt: iso(midnight(34)) }),
    { id: 'link_0008', domain: 'dub.sh', key: 'nourl', folderId: null, createdAt: iso(midnight(35)) },
  ];
  for (let n = 9; n <= 260; n++) links.push(link(n, { domain: n % 2 ? branded : 'dub.sh' }));
  for (let n = 261; n <= 275; n++) links.push(link(n, { key: `kl-${n}`, folderId: 'fold_1', tags: [{ id: 'tag_3', name: 'Klasör', color: 'green' }] }));
  return {
    token: DUB_TOKEN,
    workspace: { id: 'ws_1ACME', slug: 'acme', plan: options.plan ?? 'pro' },
    links,
    folders: [{ id: 'fold_1', name: 'Kampanyalar' }],
    clicks: { link_0001: fresh, link_0002: daily },
  };
}
