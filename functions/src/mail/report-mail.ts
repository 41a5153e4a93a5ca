import { percentChange, type ReportFrequency, type ReportLocale } from '@kisa/shared';
import type { InlineImage, RawMail } from './mime-message.js';
import { countryNameIn, formatChange, formatCount, formatPeriod, formatRate } from './report-format.js';
import { REPORT_TEXT } from './report-mail-text.js';
import { escapeHtml, GREETING_NAME_MAX, looksLikeLink } from './templates.js';

/**
 * The report mail: its figures in the member's language, the chart inline (`cid:`), a button to
 * the same view in the app, and the one-click unsubscribe headers of RFC 8058 (a mail client's
 * "Unsubscribe" posts to the List-Unsubscribe address, no sign-in; scanners that only GET it
 * change nothing).
 */
export interface ReportContent {
  to: { email: string; name: string };
  locale: ReportLocale;
  frequency: Exclude<ReportFrequency, 'none'>;
  period: { from: string; to: string };
  /** What it covers, or the names that say it (a campaign's, tags'), as the team names them. */
  scope: { kind: 'team' } | { kind: 'campaign'; name: string } | { kind: 'tags'; names: string[] };
  totals: { total: number; unique: number };
  previous: { total: number; unique: number };
  conversions: { count: number; previous: number; rate: number };
  links: readonly { shortLink: string; title: string; total: number; unique: number }[];
  countries: readonly { code: string; count: number }[];
  devices: readonly { name: string; count: number }[];
  chart: Buffer;
  viewUrl: string;
  settingsUrl: string;
  unsubscribeUrl: string;
}

export const CHART_CID = 'clicks-chart@kisa';
/** How many entries each ranking shows. */
export const REPORT_RANKING_ROWS = 5;

const MUTED = 'font-size:13px;color:#6b7280';

export function reportMail(c: ReportContent): RawMail {
  const t = REPORT_TEXT[c.locale];
  const n = (v: number) => formatCount(c.locale, v);
  const range = formatPeriod(c.locale, c.period, c.frequency === 'monthly');
  const name = c.to.name.trim();
  const greeting = t.greeting(name && name.length <= GREETING_NAME_MAX && !looksLikeLink(name) ? name : null);
  const what = c.scope.kind === 'team' ? t.wholeTeam : c.scope.kind === 'campaign' ? t.campaign(c.scope.name) : t.tags(c.scope.names.join(', '));
  const change = (now: number, before: number) => {
    const percent = percentChange(now, before);
    return percent === null ? t.newSincePrevious(c.frequency) : t.change(c.frequency, formatChange(c.locale, percent));
  };
  const cards = [
    { label: t.clicks, value: n(c.totals.total), note: change(c.totals.total, c.previous.total) },
    { label: t.uniqueClicks, value: n(c.totals.unique), note: change(c.totals.unique, c.previous.unique) },
    {
      label: t.conversions,
      value: n(c.conversions.count),
      note: `${change(c.conversions.count, c.conversions.previous)} · ${t.conversionRate(formatRate(c.locale, c.conversions.rate))}`,
    },
  ];
  const links = c.links
    .slice(0, REPORT_RANKING_ROWS)
    .map((l) => ({ label: l.title ? `${l.title} (${l.shortLink})` : l.shortLink, total: l.total, unique: l.unique }));
  const countries = c.countries
    .slice(0, REPORT_RANKING_ROWS)
    .map((r) => ({ label: r.code === '(none)' ? t.unknown : countryNameIn(c.locale, r.code), count: r.count }));
  const devices = c.devices.slice(0, REPORT_RANKING_ROWS).map((r) => ({ label: r.name === '(none)' ? t.unknown : t.device(r.name), count: r.count }));

  const table = (title: string, head: string[], rows: string[][]) =>
    rows.length === 0
      ? ''
      : `<h3 style="margin:20px 0 6px">${escapeHtml(title)}</h3>
<table role="presentation" style="border-collapse:collapse;width:100%;font-size:14px"><tr>${head.map((h, i) => `<th style="text-align:${i ? 'right' : 'left'};border-bottom:1px solid #e5e7eb;padding:4px">${escapeHtml(h)}</th>`).join('')}</tr>
${rows.map((r) => `<tr>${r.map((cell, i) => `<td style="text-align:${i ? 'right' : 'left'};padding:4px">${escapeHtml(cell)}</td>`).join('')}</tr>`).join('\n')}</table>`;
  const html = `<!doctype html>
<html lang="${c.locale}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5;max-width:640px">
<h2 style="margin:0 0 8px">${escapeHtml(t.heading(c.frequency))}</h2>
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t.intro(range, what))}</p>
<table role="presentation" style="width:100%;border-collapse:separate;border-spacing:8px"><tr>
${cards.map((card) => `<td style="border:1px solid #e5e7eb;border-radius:6px;padding:10px;vertical-align:top"><div style="${MUTED}">${escapeHtml(card.label)}</div><div style="font-size:24px;font-weight:bold">${escapeHtml(card.value)}</div><div style="${MUTED}">${escapeHtml(card.note)}</div></td>`).join('\n')}
</tr></table>
<p><img src="cid:${CHART_CID}" width="600" height="200" alt="${escapeHtml(t.chartAlt)}" style="max-width:100%;height:auto"><br><span style="${MUTED}">${escapeHtml(t.chartLegend)}</span></p>
${c.totals.total === 0 ? `<p>${escapeHtml(t.noClicks)}</p>` : ''}
${table(
  t.topLinks,
  [t.link, t.clicks, t.uniqueClicks],
  links.map((l) => [l.label, n(l.total), n(l.unique)]),
)}
${table(
  t.countries,
  ['', t.clicks],
  countries.map((r) => [r.label, n(r.count)]),
)}
${table(
  t.devices,
  ['', t.clicks],
  devices.map((r) => [r.label, n(r.count)]),
)}
<p style="margin-top:20px"><a href="${escapeHtml(c.viewUrl)}" style="display:inline-block;padding:10px 18px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t.open)}</a></p>
<p style="${MUTED}">${escapeHtml(t.why(c.frequency))} <a href="${escapeHtml(c.unsubscribeUrl)}">${escapeHtml(t.unsubscribe)}</a> · <a href="${escapeHtml(c.settingsUrl)}">${escapeHtml(t.settings)}</a></p>
</body></html>`;

  const lines = (title: string, rows: string[]) => (rows.length ? [`${title}:`, ...rows.map((r) => `  ${r}`), ''] : []);
  const text = [
    t.heading(c.frequency),
    '',
    greeting,
    '',
    t.intro(range, what),
    '',
    ...cards.map((card) => `${card.label}: ${card.value} (${card.note})`),
    '',
    ...(c.totals.total === 0 ? [t.noClicks, ''] : []),
    ...lines(
      t.topLinks,
      links.map((l) => `${l.label}: ${n(l.total)} / ${n(l.unique)}`),
    ),
    ...lines(
      t.countries,
      countries.map((r) => `${r.label}: ${n(r.count)}`),
    ),
    ...lines(
      t.devices,
      devices.map((r) => `${r.label}: ${n(r.count)}`),
    ),
    `${t.open}: ${c.viewUrl}`,
    '',
    t.why(c.frequency),
    `${t.unsubscribe}: ${c.unsubscribeUrl}`,
    `${t.settings}: ${c.settingsUrl}`,
    '',
  ].join('\n');

  const chart: InlineImage = { cid: CHART_CID, filename: 'clicks.png', contentType: 'image/png', data: c.chart };
  return {
    to: c.to.email,
    subject: t.subject(c.frequency, range),
    html,
    text,
    images: [chart],
    headers: { 'List-Unsubscribe': `<${c.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
