/** The click generator: the team's clicks, the other team's noise and the conversions, with their expected counts. */
import { randomBytes, randomUUID } from 'node:crypto';
import { addDays, attributionOf, currencyDigits, startOfLocalDay, type ClickRecord, type ConversionRecord } from '@kisa/shared';
import {
  AMOUNT_SIGMA,
  AUDIENCE_PER_CLICK,
  AUDIENCE_SHARE,
  BATCH_MAX,
  BATCH_MEDIAN,
  BATCH_SIGMA,
  BOT_SHARE,
  BOT_VISITORS,
  CONVERSIONS,
  CURRENCIES_ELSE,
  CURRENCIES_TR,
  DAYS,
  LEAD_DELAY,
  LEAD_SHARE,
  LINK_RATE_SIGMA,
  MEDIAN_AMOUNT,
  NOISE_SHARE,
  QR_SHARE,
  REPEAT_DELAY,
  REPEAT_LEAD_SHARE,
  REPEAT_SALE_SHARE,
  SALE_DELAY,
  SALE_SHARE,
  SALE_WITHOUT_AMOUNT,
  SEED,
  SHARED_VISITORS_PER_CLICK,
  TZ,
  ZIPF_S,
} from './config.js';
import { COUNTRIES, NO_COUNTRY } from './countries.js';
import { type Agent, type ClickGenerator, type DayCounts, type Expected, type TeamLink, addAt, dayCounts } from './model.js';
import { Weighted, hash32, prng, unit, weighted } from './random.js';
import { HOUR_WEIGHTS, MAIN_REFERRERS, TAIL_REFERRERS } from './traffic.js';

export function clickGenerator(opts: {
  clicks: number;
  teamId: string;
  links: readonly TeamLink[];
  firstDay: string;
  now: number;
  humans: Weighted<Agent>;
  bots: Weighted<Agent>;
  countryName: (code: string) => string | null;
}): ClickGenerator {
  const rnd = prng(SEED);
  const dayStarts = Array.from({ length: DAYS + 1 }, (_, d) => startOfLocalDay(addDays(opts.firstDay, d), TZ));

  // Time: (day, hour) cells weighted by hour of day, weekends lower, a slight upward trend,
  // today only up to now. Sampled all at once and sorted (uniques need time order).
  const cells: { start: number; length: number }[] = [];
  const cellWeights: number[] = [];
  for (let d = 0; d < DAYS; d++) {
    const weekday = new Date(`${addDays(opts.firstDay, d)}T12:00:00Z`).getUTCDay();
    const dayWeight = (weekday === 0 || weekday === 6 ? 0.8 : 1) * (1 + 0.01 * d);
    for (let h = 0; h < 24; h++) {
      const start = dayStarts[d]! + h * 3_600_000;
      const length = Math.min(3_600_000, opts.now - start);
      if (length <= 0) continue;
      cells.push({ start, length });
      cellWeights.push(dayWeight * HOUR_WEIGHTS[h]! * (length / 3_600_000));
    }
  }
  const cellPicker = new Weighted(cells, cellWeights);

  // Links: team A's in a shuffled popularity order (Zipf), team B's 50 made up.
  const ranked = [...opts.links];
  for (let i = ranked.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [ranked[i], ranked[j]] = [ranked[j]!, ranked[i]!];
  }
  const linkPicker = new Weighted(
    ranked,
    ranked.map((_, r) => 1 / (r + 1) ** ZIPF_S),
  );
  const noiseTeam = randomUUID();
  const noiseLinks: TeamLink[] = Array.from({ length: 50 }, (_, i) => ({
    id: randomUUID(),
    shortUrl: `nz${i}${randomBytes(2).toString('hex')}`,
    campaignId: null,
  }));
  const noisePicker = new Weighted(
    noiseLinks,
    noiseLinks.map((_, r) => 1 / (r + 1)),
  );

  // Visitors: each link has an audience sized by its expected clicks; a shared pool on top.
  const teamHumanClicks = opts.clicks * (1 - NOISE_SHARE) * (1 - BOT_SHARE);
  const audienceOffset: number[] = [];
  const audienceSize: number[] = [];
  let visitors = 0;
  for (let r = 0; r < ranked.length; r++) {
    audienceOffset.push(visitors);
    const size = Math.max(1, Math.round(AUDIENCE_PER_CLICK * AUDIENCE_SHARE * teamHumanClicks * linkPicker.share(r)));
    audienceSize.push(size);
    visitors += size;
  }
  const noiseAudience = Math.max(1, Math.round(opts.clicks * NOISE_SHARE * 0.3));
  const noiseOffset = visitors;
  visitors += noiseAudience;
  const sharedSize = Math.max(1, Math.round(SHARED_VISITORS_PER_CLICK * opts.clicks));
  const sharedOffset = visitors;
  visitors += sharedSize;
  const botOffset = visitors;
  visitors += BOT_VISITORS;
  const totalVisitors = visitors;
  const linkNumber = new Map<string, number>([...ranked, ...noiseLinks].map((l, i) => [l.id, i]));

  const countryPicker = weighted<string | null>([...COUNTRIES.map(([code, w]) => [code, w] as const), [null, NO_COUNTRY]]);
  const cityPickers = new Map(COUNTRIES.map(([code, , cities]) => [code, weighted(cities)]));
  const names = new Map(COUNTRIES.map(([code]) => [code, opts.countryName(code)]));
  const referrerPicker = weighted<string | null>([...MAIN_REFERRERS, ...TAIL_REFERRERS]);

  const expected: Expected = { all: dayCounts(), filtered: dayCounts(), noise: 0, noiseConversions: 0, byClick: new Map() };
  const stats: ClickGenerator['stats'] = { clicks: 0, humanTeamClicks: 0, uniques: 0, campaignClicks: 0, qr: 0, direct: 0, visitors: 0 };

  // Conversions draw from their own stream: the clicks are the same with BENCH_CONVERSIONS=0.
  const crnd = prng(SEED ^ 0x5bd1e995);
  const conversions: ConversionRecord[] = [];
  const conversionStats: ClickGenerator['conversionStats'] = {
    leads: 0,
    sales: 0,
    withoutAmount: 0,
    convertingClicks: 0,
    severalClicks: 0,
    notYetDue: 0,
    currencies: new Map(),
  };
  const gauss = (u1: number, u2: number) => Math.sqrt(-2 * Math.log(1 - u1)) * Math.cos(2 * Math.PI * u2);
  const logNormal = (median: number, sigma: number) => median * Math.exp(sigma * gauss(crnd(), crnd()));
  // A link's conversion rate factor, fixed per link (log-normal), scaled so that the factor
  // averages 1 over each team's clicks (the Zipf head would otherwise set the overall rate).
  const linkRate = new Map<string, number>();
  for (const [links, picker, salt] of [
    [ranked, linkPicker, 31],
    [noiseLinks, noisePicker, 41],
  ] as const) {
    const factors = links.map((_, i) => Math.exp(LINK_RATE_SIGMA * gauss(unit(i, salt), unit(i, salt + 1))));
    const mean = factors.reduce((m, f, i) => m + f * picker.share(i), 0);
    for (const [i, l] of links.entries()) linkRate.set(l.id, factors[i]! / mean);
  }
  const currencyTr = weighted(CURRENCIES_TR);
  const currencyElse = weighted(CURRENCIES_ELSE);
  let eventNumber = 0;
  /** The conversions a human click leads to (possibly none), each after the click and not after now. */
  const convert = (click: ClickRecord, clickMs: number): ConversionRecord[] => {
    const factor = linkRate.get(click.linkId)!;
    const events: { type: 'lead' | 'sale'; at: number }[] = [];
    if (crnd() < Math.min(0.5, LEAD_SHARE * factor)) {
      const at = clickMs + logNormal(LEAD_DELAY.median, LEAD_DELAY.sigma);
      events.push({ type: 'lead', at });
      if (crnd() < REPEAT_LEAD_SHARE) events.push({ type: 'lead', at: at + logNormal(REPEAT_DELAY.median, REPEAT_DELAY.sigma) });
    }
    if (crnd() < Math.min(0.5, SALE_SHARE * factor)) {
      let at = clickMs + logNormal(SALE_DELAY.median, SALE_DELAY.sigma);
      events.push({ type: 'sale', at });
      while (crnd() < REPEAT_SALE_SHARE) {
        at += logNormal(REPEAT_DELAY.median, REPEAT_DELAY.sigma);
        events.push({ type: 'sale', at });
      }
    }
    const due = events.filter((e) => e.at <= opts.now);
    conversionStats.notYetDue += events.length - due.length;
    if (due.length > 1) conversionStats.severalClicks++;
    if (due.length) conversionStats.convertingClicks++;
    return due.map((e) => {
      const sale = e.type === 'sale';
      const priced = sale && crnd() >= SALE_WITHOUT_AMOUNT;
      const currency = priced ? (click.countryCode === 'TR' ? currencyTr : currencyElse).pick(crnd()) : null;
      const amountMinor = currency ? Math.max(1, Math.round(logNormal(MEDIAN_AMOUNT[currency]!, AMOUNT_SIGMA) * 10 ** currencyDigits(currency))) : null;
      if (sale) conversionStats.sales++;
      else conversionStats.leads++;
      if (sale && !currency) conversionStats.withoutAmount++;
      if (currency) conversionStats.currencies.set(currency, (conversionStats.currencies.get(currency) ?? 0) + 1);
      return {
        id: randomUUID(),
        clickId: click.id,
        linkId: click.linkId,
        teamId: click.teamId,
        eventId: `${sale ? 'order' : 'lead'}-${++eventNumber}`,
        type: e.type,
        amountMinor,
        currency,
        time: new Date(Math.floor(e.at)).toISOString(),
        clickTime: click.time,
        // The click's dimensions, as the conversions route copies them from the click's attribution.
        ...attributionOf(click),
      };
    });
  };

  const hex = (n: number, salt: number) => hash32(n, salt).toString(16).padStart(8, '0');
  const visitorIdOf = (v: number) =>
    `${hex(v, 11)}-${hex(v, 12).slice(0, 4)}-4${hex(v, 12).slice(5)}-${hex(v, 13).slice(0, 4)}-${hex(v, 13).slice(4)}${hex(v, 14)}`;
  const ipOf = (v: number) => {
    const h = hash32(v, 21);
    return `${((h >>> 24) % 223) + 1}.${(h >>> 16) & 255}.${(h >>> 8) & 255}.${h & 255 || 1}`;
  };

  function* batches(): Generator<ClickRecord[]> {
    const times = new Float64Array(opts.clicks);
    for (let i = 0; i < opts.clicks; i++) {
      const cell = cellPicker.pick(rnd());
      times[i] = Math.floor(cell.start + rnd() * cell.length);
    }
    times.sort();

    const seenPairs = new Set<number>();
    const seenVisitors = new Set<number>();
    let day = 0;
    let batch: ClickRecord[] = [];
    let batchSize = nextBatchSize(rnd);
    for (let i = 0; i < opts.clicks; i++) {
      const t = times[i]!;
      while (day < DAYS - 1 && t >= dayStarts[day + 1]!) day++;
      const noise = rnd() < NOISE_SHARE;
      const isBot = rnd() < BOT_SHARE;
      let link: TeamLink;
      let v: number;
      if (noise) {
        link = noisePicker.pick(rnd());
        v = isBot ? botOffset + Math.floor(BOT_VISITORS * rnd()) : noiseOffset + Math.floor(noiseAudience * rnd() ** 1.5);
      } else {
        const r = linkPicker.index(rnd());
        link = ranked[r]!;
        if (isBot) v = botOffset + Math.floor(BOT_VISITORS * rnd());
        else if (rnd() < AUDIENCE_SHARE) v = audienceOffset[r]! + Math.floor(audienceSize[r]! * rnd() ** 1.5);
        else v = sharedOffset + Math.floor(sharedSize * rnd() ** 1.5);
      }
      const pair = linkNumber.get(link.id)! * totalVisitors + v;
      const unique = !isBot && !seenPairs.has(pair);
      if (unique) seenPairs.add(pair);
      seenVisitors.add(v);

      // A visitor's traits are fixed (same phone, same place on every click).
      const agent = isBot ? opts.bots.pick(unit(v, 3)) : opts.humans.pick(unit(v, 3));
      const country = isBot ? 'US' : countryPicker.pick(unit(v, 1));
      const city = country ? cityPickers.get(country)!.pick(unit(v, 2)) : null;
      const qr = !isBot && rnd() < QR_SHARE;
      const referrer = qr || isBot ? null : referrerPicker.pick(rnd());

      const record: ClickRecord = {
        id: randomUUID(),
        time: new Date(t).toISOString(),
        shortUrl: link.shortUrl,
        linkId: link.id,
        teamId: noise ? noiseTeam : opts.teamId,
        campaignId: link.campaignId,
        visitorId: visitorIdOf(v),
        ip: ipOf(v),
        browser: agent.browser,
        os: agent.os,
        device: agent.device,
        referrer,
        countryCode: country,
        countryName: country ? names.get(country)! : null,
        city,
        source: qr ? 'qr' : 'link',
        isBot: agent.isBot,
        unique,
      };
      if (agent.isBot !== isBot) throw new Error(`agent pool mismatch: ${JSON.stringify(agent)}`);

      stats.clicks++;
      const converted = CONVERSIONS && !isBot ? convert(record, t) : [];
      for (const c of converted) conversions.push(c);
      if (noise) {
        expected.noise++;
        expected.noiseConversions += converted.length;
      } else {
        const tally = (c: DayCounts) => {
          if (isBot) c.bots[day]!++;
          else {
            c.total[day]!++;
            if (unique) c.unique[day]!++;
          }
        };
        const tallyConversions = (c: DayCounts) => {
          if (!converted.length) return;
          c.conversions[day]! += converted.length;
          c.converting[day]!++;
          addAt(c.linkConversions, link.id, day, converted.length);
          for (const v of converted) if (v.currency) addAt(c.revenue, v.currency, day, v.amountMinor!);
        };
        tally(expected.all);
        tallyConversions(expected.all);
        if (country === 'TR' && agent.device === 'mobile') {
          tally(expected.filtered);
          tallyConversions(expected.filtered);
        }
        if (converted.length) {
          const revenue = new Map<string, number>();
          for (const v of converted) if (v.currency) revenue.set(v.currency, (revenue.get(v.currency) ?? 0) + v.amountMinor!);
          expected.byClick.set(`${t}|${link.id}`, { conversions: converted.length, revenue });
        }
        if (!isBot) {
          stats.humanTeamClicks++;
          if (unique) stats.uniques++;
          if (link.campaignId) stats.campaignClicks++;
          if (qr) stats.qr++;
          if (referrer === null) stats.direct++;
        }
      }

      batch.push(record);
      if (batch.length >= batchSize) {
        yield batch;
        batch = [];
        batchSize = nextBatchSize(rnd);
      }
    }
    if (batch.length) yield batch;
    stats.visitors = seenVisitors.size;
  }

  return { batches, expected, stats, conversions, conversionStats };
}

/** Log-normal batch size (Box–Muller), median BATCH_MEDIAN, 1…BATCH_MAX. */
export function nextBatchSize(rnd: () => number): number {
  const z = Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());
  return Math.max(1, Math.min(BATCH_MAX, Math.round(BATCH_MEDIAN * Math.exp(BATCH_SIGMA * z))));
}
