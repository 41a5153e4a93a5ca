import { inQuietHours } from '@kisa/shared';
import { describe, expect, it } from 'vitest';
import { alertMail, alertSentence, alertSlackMessage, type AlertFacts } from '#mail/alert-mail.js';
import { ruleOutcome, type QuarterFigures } from './rule-outcome.js';

// The rule judgements on hand-made quarter-hour series, the quiet-hours clock and the alert's words.
const END = 2_000_000; // a quarter hour since the epoch: the windows end here
const DAY = 96;

function series(points: [quarter: number, total: number, converting?: number][]): Map<number, QuarterFigures> {
  const map = new Map<number, QuarterFigures>();
  for (const [q, total, converting = 0] of points)
    map.set(q, { total: (map.get(q)?.total ?? 0) + total, converting: (map.get(q)?.converting ?? 0) + converting });
  return map;
}
/** The same quarter hour on each of the 7 days before. */
const everyDayBefore = (offset: number, total: number): [number, number][] => [1, 2, 3, 4, 5, 6, 7].map((d) => [END - d * DAY + offset, total]);

describe('ruleOutcome', () => {
  it('clicksAbove: more clicks in the last hour than the limit, the quarter hour at the end left out', () => {
    const s = series([
      [END - 4, 3],
      [END - 1, 3],
      [END, 50],
      [END - 5, 50],
    ]);
    expect(ruleOutcome({ kind: 'clicksAbove', clicks: 5 }, s, END)).toEqual({ fires: true, value: 6, baseline: 5 });
    expect(ruleOutcome({ kind: 'clicksAbove', clicks: 6 }, s, END).fires).toBe(false);
  });

  it('clicksAboveUsual: against the mean of the same hour on the 7 days before; no history counts as 1', () => {
    const s = series([...everyDayBefore(-2, 2), [END - 3, 7]]);
    expect(ruleOutcome({ kind: 'clicksAboveUsual', factor: 3 }, s, END)).toEqual({ fires: true, value: 7, baseline: 2 });
    expect(ruleOutcome({ kind: 'clicksAboveUsual', factor: 4 }, s, END).fires).toBe(false);
    expect(ruleOutcome({ kind: 'clicksAboveUsual', factor: 1.5 }, series([[END - 1, 2]]), END)).toEqual({ fires: true, value: 2, baseline: 0 });
    expect(ruleOutcome({ kind: 'clicksAboveUsual', factor: 2 }, series([[END - 1, 2]]), END).fires).toBe(false);
  });

  it('noClicks: none for the hours while the usual per hour of those hours is above the limit', () => {
    const quiet = series(everyDayBefore(-6, 4)); // 4 clicks in the same 2 hours a day: 2 an hour
    expect(ruleOutcome({ kind: 'noClicks', hours: 2, usualAbove: 1 }, quiet, END)).toEqual({ fires: true, value: 0, baseline: 2 });
    expect(ruleOutcome({ kind: 'noClicks', hours: 2, usualAbove: 2 }, quiet, END).fires).toBe(false);
    expect(ruleOutcome({ kind: 'noClicks', hours: 2, usualAbove: 1 }, series([...everyDayBefore(-6, 4), [END - 8, 1]]), END).fires).toBe(false);
  });

  it('conversionDrop: the rate of the last hours against the hours before, by at least the percentage', () => {
    const s = series([
      [END - 20, 10, 5], // before: 50 %
      [END - 2, 10, 1], // now: 10 %: 80 % lower
    ]);
    expect(ruleOutcome({ kind: 'conversionDrop', percent: 80, hours: 3 }, s, END)).toEqual({ fires: true, value: 10, baseline: 50 });
    expect(ruleOutcome({ kind: 'conversionDrop', percent: 81, hours: 3 }, s, END).fires).toBe(false);
    // No clicks now, or no conversions before: nothing to compare.
    expect(ruleOutcome({ kind: 'conversionDrop', percent: 10, hours: 3 }, series([[END - 20, 10, 5]]), END).fires).toBe(false);
    expect(
      ruleOutcome(
        { kind: 'conversionDrop', percent: 10, hours: 3 },
        series([
          [END - 20, 10, 0],
          [END - 2, 10, 0],
        ]),
        END,
      ).fires,
    ).toBe(false);
  });
});

describe('inQuietHours', () => {
  const at = new Date('2026-03-10T21:30:00Z'); // 00:30 in Istanbul (UTC+3)
  it('spans midnight in the rule’s time zone, start included and end not', () => {
    expect(inQuietHours({ from: '22:00', to: '07:00', timeZone: 'Europe/Istanbul' }, at)).toBe(true);
    expect(inQuietHours({ from: '22:00', to: '07:00', timeZone: 'UTC' }, at)).toBe(false);
    expect(inQuietHours({ from: '00:30', to: '01:00', timeZone: 'Europe/Istanbul' }, at)).toBe(true);
    expect(inQuietHours({ from: '00:00', to: '00:30', timeZone: 'Europe/Istanbul' }, at)).toBe(false);
    expect(inQuietHours(undefined, at)).toBe(false);
  });
});

describe('the alert’s words', () => {
  const facts: AlertFacts = {
    ruleName: 'Kampanya <İzmir> 🚀',
    target: { kind: 'link', name: 'yaz-indirimi' },
    condition: { kind: 'clicksAboveUsual', factor: 2.5 },
    value: 1234,
    baseline: 12.5,
    at: '2026-03-10T21:30:00.000Z',
    timeZone: 'Europe/Istanbul',
    held: true,
    url: 'https://app.example/analytics?linkId=x&range=today',
  };
  it('say what crossed the rule in English and Turkish, with each locale’s numbers and the zone’s time', () => {
    expect(alertSentence('en', facts)).toBe('1,234 clicks in the hour to 00:30 (Europe/Istanbul) on link /yaz-indirimi, more than 2.5× the usual 12.5.');
    expect(alertSentence('tr', facts)).toBe(
      '/yaz-indirimi bağlantısı son bir saatte (00:30 (Europe/Istanbul) itibarıyla) 1.234 tıklama aldı; olağan 12,5 değerinin 2,5 katından fazla.',
    );
    expect(alertSentence('en', { ...facts, condition: { kind: 'noClicks', hours: 1, usualAbove: 2 }, value: 0, baseline: 3.25 })).toBe(
      'No clicks on link /yaz-indirimi for 1 hour (to 00:30 (Europe/Istanbul)); usually 3.25 an hour.',
    );
  });
  it('make a mail with the name escaped, the held note and the link', () => {
    const mail = alertMail({ email: 'a@example.com', name: 'Ayşe', locale: 'tr' }, facts);
    expect(mail.subject).toBe('Kisa uyarısı: Kampanya <İzmir> 🚀');
    expect(mail.html).toContain('Kampanya &lt;İzmir&gt; 🚀');
    expect(mail.html).toContain('href="https://app.example/analytics?linkId=x&amp;range=today"');
    expect(mail.text).toContain('Merhaba Ayşe,');
    expect(mail.text).toContain('sessiz saatlerinde bekletildi');
  });
  it('make a Slack message Slack takes as is: text plus section and button blocks', () => {
    const m = alertSlackMessage(facts);
    expect(m.text).toMatch(/^Kisa alert: Kampanya <İzmir> 🚀: 1,234 clicks/);
    expect(m.blocks).toEqual([
      { type: 'section', text: { type: 'mrkdwn', text: expect.stringContaining('*Kampanya &lt;İzmir&gt; 🚀*') } },
      { type: 'actions', elements: [{ type: 'button', text: { type: 'plain_text', text: 'Open the analytics' }, url: facts.url }] },
    ]);
  });
});
