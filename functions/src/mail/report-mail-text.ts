import type { ReportFrequency, ReportLocale } from '@kisa/shared';
import { translator } from '@kisa/shared/i18n/translate';

/**
 * Every word of the report mail in the member's own language, from the catalog (mail.report.*).
 * Figures, dates and country names come formatted by Intl for the language (report-format.ts),
 * never spelled here.
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

function reportText(locale: ReportLocale): ReportText {
  const t = translator(locale);
  return {
    subject: (frequency, range) => t('mail.report.subject', { frequency, range }),
    heading: (frequency) => t('mail.report.heading', { frequency }),
    greeting: (name) => (name ? t('mail.greeting', { name }) : t('mail.greetingNoName')),
    intro: (range, what) => t('mail.report.intro', { range, what }),
    wholeTeam: t('mail.report.wholeTeam'),
    campaign: (name) => t('mail.report.campaign', { name }),
    tags: (names) => t('mail.report.tags', { names }),
    clicks: t('mail.report.clicks'),
    uniqueClicks: t('mail.report.uniqueClicks'),
    conversions: t('mail.report.conversions'),
    conversionRate: (rate) => t('mail.report.conversionRate', { rate }),
    change: (frequency, change) => t('mail.report.change', { frequency, change }),
    newSincePrevious: (frequency) => t('mail.report.newSincePrevious', { frequency }),
    chartAlt: t('mail.report.chartAlt'),
    chartLegend: t('mail.report.chartLegend'),
    topLinks: t('mail.report.topLinks'),
    countries: t('mail.report.countries'),
    devices: t('mail.report.devices'),
    link: t('mail.report.link'),
    noClicks: t('mail.report.noClicks'),
    device: (device) => t('mail.report.device', { device }),
    unknown: t('mail.report.unknown'),
    open: t('mail.report.open'),
    why: (frequency) => t('mail.report.why', { frequency }),
    unsubscribe: t('mail.report.unsubscribe'),
    settings: t('mail.report.settings'),
  };
}

export const REPORT_TEXT: Record<ReportLocale, ReportText> = { en: reportText('en'), tr: reportText('tr') };
