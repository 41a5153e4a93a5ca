/** The links: deterministic, shaped like a shop's marketing links. */
export const ADJECTIVES = [
  'Classic',
  'Vintage',
  'Modern',
  'Everyday',
  'Premium',
  'Organic',
  'Handmade',
  'Slim',
  'Oversized',
  'Lightweight',
  'Waterproof',
  'Compact',
  'Deluxe',
  'Essential',
  'Urban',
  'Rustic',
  'Nordic',
  'Coastal',
  'Retro',
  'Smart',
];
export const MATERIALS = ['Wool', 'Linen', 'Cotton', 'Leather', 'Bamboo', 'Ceramic', 'Oak', 'Steel', 'Silk', 'Denim', 'Canvas', 'Glass'];
export const NOUNS = [
  'Scarf',
  'Shirt',
  'Jacket',
  'Mug',
  'Lamp',
  'Backpack',
  'Wallet',
  'Sneakers',
  'Watch',
  'Chair',
  'Table',
  'Vase',
  'Blanket',
  'Pillow',
  'Bottle',
  'Headphones',
  'Sunglasses',
  'Hat',
  'Belt',
  'Dress',
  'Kettle',
  'Planter',
  'Notebook',
  'Pen',
  'Rug',
  'Towel',
  'Candle',
  'Speaker',
  'Desk',
  'Jar',
];
export const SUFFIXES = ['', '', '', ' – Spring Sale', ' | Kisa Shop', ' (New)', ' – Free Shipping'];
export const SOURCES = ['newsletter', 'instagram', 'google', 'facebook', 'tiktok', 'sms', 'partner'];
export const MEDIUMS = ['email', 'social', 'cpc', 'sms', 'banner'];
export const CAMPAIGNS = ['spring-sale-2026', 'black-friday', 'summer-drop', 'back-to-school', 'holiday-gifts', 'new-arrivals'];
/** 1 link in RARE_EVERY has the rare word in its title. */
export const RARE_WORD = 'Zanzibar';
export const RARE_EVERY = 1_000;

/** A fixed pick from `list` for link `i`, independent per `salt` (a murmur3-style mix of both). */
export function pick<T>(list: readonly T[], i: number, salt: number): T {
  let h = Math.imul(i ^ Math.imul(salt, 0x9e3779b9), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return list[(h >>> 0) % list.length]!;
}
export const slug = (...words: string[]) => words.join('-').toLowerCase();

/** Tags as a shop puts them on: a season on 1 link in 3, a rare one on 1 in 500. */
export const SEASONS = ['Spring', 'Summer', 'Autumn'] as const;
export const RARE_TAG = 'Clearance';

export function tagsOf(i: number): string[] {
  return [...(i % 3 === 0 ? [pick(SEASONS, i, 8)] : []), ...(i % 500 === 7 ? [RARE_TAG] : [])];
}

export function linkOf(i: number): { longUrl: string; title: string; tags?: string[] } {
  const [adjective, material, noun] = [pick(ADJECTIVES, i, 1), pick(MATERIALS, i, 2), pick(NOUNS, i, 3)];
  const rare = i % RARE_EVERY === 500 ? ` ${RARE_WORD} Edition` : '';
  const title = `${adjective} ${material} ${noun}${rare}${pick(SUFFIXES, i, 4)}`;
  const kind = i % 10;
  let longUrl: string;
  if (kind < 7) {
    longUrl = `https://shop.example.com/p/${i}-${slug(adjective, material, noun)}?utm_source=${pick(SOURCES, i, 5)}&utm_medium=${pick(MEDIUMS, i, 6)}&utm_campaign=${pick(CAMPAIGNS, i, 7)}`;
  } else if (kind < 9) {
    longUrl = `https://blog.example.org/2026/${String((i % 12) + 1).padStart(2, '0')}/how-to-style-a-${slug(material, noun)}-${i}`;
  } else {
    longUrl = `www.example.net/deals/${slug(noun)}?ref=${i}`; // the bulk path adds https://
  }
  const tags = tagsOf(i);
  return { longUrl, title, ...(tags.length ? { tags } : {}) };
}
