import type { ReportLocale } from '@kisa/shared';
import { useSyncExternalStore } from 'react';

/**
 * Every word of the reports screens, in English and Turkish, in one module (the language shown is
 * the page's: `<html lang>`, which the app's language choice sets). A translator finds them here.
 */
const EN = {
  title: 'E-mail reports',
  description: 'A summary of clicks in your inbox: totals, the change on the period before, top links, countries, devices and conversions, with a chart.',
  frequency: 'How often',
  none: 'No reports',
  weekly: 'Weekly (each Monday, for the week before)',
  monthly: 'Monthly (on the 1st, for the month before)',
  scope: 'What the report covers',
  team: 'All of the team’s links',
  campaign: 'One campaign',
  tags: 'Links with any of these tags',
  campaignLabel: 'Campaign',
  chooseCampaign: 'Choose a campaign',
  noCampaigns: 'The team has no campaigns yet.',
  noTags: 'The team has no tags yet.',
  timeZone: (tz: string) => `Weeks and months run in your time zone, ${tz}.`,
  save: 'Save',
  saved: 'Report settings saved',
  next: (from: string, to: string, at: string) => `Next report: ${from} – ${to}, mailed ${at}.`,
  off: 'You get no reports.',
  loadError: 'Your report settings could not be loaded',
  unsubscribeTitle: 'Unsubscribe from Kisa reports',
  unsubscribeIntro: 'You will stop getting the e-mail reports this link was sent with. You can choose them again in Settings at any time.',
  unsubscribe: 'Unsubscribe',
  unsubscribed: 'Done: you will no longer receive Kisa reports.',
  noToken: 'This unsubscribe link is not complete. Use the link in the report mail, or change your reports in Settings.',
  settingsLink: 'Report settings',
};

type ReportText = typeof EN;

const TR: ReportText = {
  title: 'E-posta raporları',
  description:
    'Tıklamaların özeti e-postanızda: toplamlar, önceki döneme göre değişim, en çok tıklanan bağlantılar, ülkeler, cihazlar ve dönüşümler, grafiğiyle.',
  frequency: 'Ne sıklıkla',
  none: 'Rapor yok',
  weekly: 'Haftalık (her pazartesi, önceki hafta için)',
  monthly: 'Aylık (her ayın 1’inde, önceki ay için)',
  scope: 'Rapor neyi kapsasın',
  team: 'Ekibin tüm bağlantıları',
  campaign: 'Bir kampanya',
  tags: 'Bu etiketlerden birini taşıyan bağlantılar',
  campaignLabel: 'Kampanya',
  chooseCampaign: 'Bir kampanya seçin',
  noCampaigns: 'Ekibin henüz kampanyası yok.',
  noTags: 'Ekibin henüz etiketi yok.',
  timeZone: (tz: string) => `Haftalar ve aylar sizin saat diliminize göre: ${tz}.`,
  save: 'Kaydet',
  saved: 'Rapor ayarları kaydedildi',
  next: (from: string, to: string, at: string) => `Sonraki rapor: ${from} – ${to}, ${at} tarihinde gönderilir.`,
  off: 'Rapor almıyorsunuz.',
  loadError: 'Rapor ayarlarınız yüklenemedi',
  unsubscribeTitle: 'Kisa raporlarından çık',
  unsubscribeIntro: 'Bu bağlantının geldiği e-posta raporlarını artık almayacaksınız. Dilediğiniz zaman Ayarlar’dan yeniden seçebilirsiniz.',
  unsubscribe: 'Abonelikten çık',
  unsubscribed: 'Tamam: artık Kisa raporları almayacaksınız.',
  noToken: 'Bu abonelikten çıkma bağlantısı eksik. Rapor e-postasındaki bağlantıyı kullanın ya da raporlarınızı Ayarlar’dan değiştirin.',
  settingsLink: 'Rapor ayarları',
};

export const REPORT_SCREEN_TEXT: Record<ReportLocale, ReportText> = { en: EN, tr: TR };

export const pageLocale = (): ReportLocale => (document.documentElement.lang.toLowerCase().startsWith('tr') ? 'tr' : 'en');

// <html lang> changes when the app's language does: the screens follow it.
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  return () => observer.disconnect();
}

/** The screens' words in the language the page is shown in. */
export function useReportText(): { text: ReportText; locale: ReportLocale } {
  const locale = useSyncExternalStore(subscribe, pageLocale, () => 'en' as const);
  return { text: REPORT_SCREEN_TEXT[locale], locale };
}
