import type { ReportFrequency, ReportLocale } from '@kisa/shared';

/**
 * Every word of the report mail, in each language Kisa speaks (the member's own): one module, so
 * a translator finds them in one place. Figures, dates and country names come formatted by Intl
 * for the language (report-format.ts), never spelled here.
 */
type Frequency = Exclude<ReportFrequency, 'none'>;

export interface ReportText {
  subject: (frequency: Frequency, range: string) => string;
  heading: (frequency: Frequency) => string;
  greeting: (name: string | null) => string;
  intro: (range: string, what: string) => string;
  wholeTeam: string;
  campaign: (name: string) => string;
  tags: (names: string) => string;
  clicks: string;
  uniqueClicks: string;
  conversions: string;
  conversionRate: (rate: string) => string;
  /** The change over the previous period: `change` is signed and formatted ("+25%"). */
  change: (frequency: Frequency, change: string) => string;
  /** There was nothing the period before: no percentage to give. */
  newSincePrevious: (frequency: Frequency) => string;
  chartAlt: string;
  chartLegend: string;
  topLinks: string;
  countries: string;
  devices: string;
  link: string;
  noClicks: string;
  device: (name: string) => string;
  unknown: string;
  open: string;
  why: (frequency: Frequency) => string;
  unsubscribe: string;
  settings: string;
}

const EN_DEVICES: Record<string, string> = { mobile: 'Mobile', tablet: 'Tablet', desktop: 'Desktop' };
const TR_DEVICES: Record<string, string> = { mobile: 'Mobil', tablet: 'Tablet', desktop: 'Masaüstü' };

export const REPORT_TEXT: Record<ReportLocale, ReportText> = {
  en: {
    subject: (f, range) => `Your ${f} Kisa report: ${range}`,
    heading: (f) => (f === 'weekly' ? 'Your week on Kisa' : 'Your month on Kisa'),
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    intro: (range, what) => `Here is how ${what} did from ${range}.`,
    wholeTeam: "your team's links",
    campaign: (name) => `the campaign “${name}”`,
    tags: (names) => `the links tagged ${names}`,
    clicks: 'Clicks',
    uniqueClicks: 'Unique clicks',
    conversions: 'Conversions',
    conversionRate: (rate) => `${rate} of clicks converted`,
    change: (f, change) => `${change} on the previous ${f === 'weekly' ? 'week' : 'month'}`,
    newSincePrevious: (f) => `none the previous ${f === 'weekly' ? 'week' : 'month'}`,
    chartAlt: 'Clicks per day',
    chartLegend: 'Clicks per day (light) and unique clicks (dark)',
    topLinks: 'Top links',
    countries: 'Top countries',
    devices: 'Devices',
    link: 'Link',
    noClicks: 'No clicks in this period.',
    device: (name) => EN_DEVICES[name] ?? name,
    unknown: 'Unknown',
    open: 'Open in Kisa',
    why: (f) => `You get this mail because you chose ${f} reports in Kisa.`,
    unsubscribe: 'Unsubscribe',
    settings: 'Change what you get',
  },
  tr: {
    subject: (f, range) => `${f === 'weekly' ? 'Haftalık' : 'Aylık'} Kisa raporunuz: ${range}`,
    heading: (f) => (f === 'weekly' ? 'Kisa’da bu hafta' : 'Kisa’da bu ay'),
    greeting: (name) => (name ? `Merhaba ${name},` : 'Merhaba,'),
    intro: (range, what) => `${range} döneminde ${what} sonuçları aşağıda.`,
    wholeTeam: 'ekibinizin bağlantılarının',
    campaign: (name) => `“${name}” kampanyasının`,
    tags: (names) => `${names} etiketli bağlantıların`,
    clicks: 'Tıklama',
    uniqueClicks: 'Tekil tıklama',
    conversions: 'Dönüşüm',
    conversionRate: (rate) => `tıklamaların ${rate} kadarı dönüştü`,
    change: (f, change) => `önceki ${f === 'weekly' ? 'haftaya' : 'aya'} göre ${change}`,
    newSincePrevious: (f) => `önceki ${f === 'weekly' ? 'hafta' : 'ay'} hiç yoktu`,
    chartAlt: 'Günlük tıklamalar',
    chartLegend: 'Günlük tıklamalar (açık) ve tekil tıklamalar (koyu)',
    topLinks: 'En çok tıklanan bağlantılar',
    countries: 'Ülkeler',
    devices: 'Cihazlar',
    link: 'Bağlantı',
    noClicks: 'Bu dönemde tıklama yok.',
    device: (name) => TR_DEVICES[name] ?? name,
    unknown: 'Bilinmiyor',
    open: 'Kisa’da aç',
    why: (f) => `Bu e-postayı Kisa’da ${f === 'weekly' ? 'haftalık' : 'aylık'} rapor seçtiğiniz için alıyorsunuz.`,
    unsubscribe: 'Abonelikten çık',
    settings: 'Rapor ayarlarını değiştir',
  },
};
