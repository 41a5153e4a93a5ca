import type { visitor as en } from '../en/visitor.js';

/** Kısa bağlantı ziyaretçilerinin sayfaları (web/src/features/redirect): bir bağlantıyı bildirmek. */
export const visitor: Record<keyof typeof en, string> = {
  'visitor.report.title': 'Kısa bağlantı bildirin',
  'visitor.report.subtitle':
    'Bir Kisa kısa bağlantısı sizi kimlik avı, kötü amaçlı yazılım, istenmeyen içerik ya da dolandırıcılığa mı götürdü? Bize bildirin, ekibimiz inceleyecek. Hesap gerekmez.',
  'visitor.report.home': 'Kisa’ya git',
  'visitor.report.sent': 'Bildirim gönderildi',
  'visitor.report.another': 'Başka bir bağlantı bildirin',
  'visitor.report.link': 'Kısa bağlantı veya kod',
  'visitor.report.linkHint': 'Bağlantı, size geldiği gibi (ör. kisa.link/abc123) ya da yalnızca kodu.',
  'visitor.report.reason': 'Neden',
  'visitor.report.chooseReason': 'Bir neden seçin…',
  'visitor.report.details': 'Ayrıntılar (isteğe bağlı)',
  'visitor.report.detailsHint': 'Ne gördünüz? {count} / {max} karakter.',
  'visitor.report.contact': 'E-posta adresiniz (isteğe bağlı)',
  'visitor.report.contactHint': 'Yalnızca bu bildirimle ilgili sizinle iletişime geçebilmemiz için. Bağlantının sahibine gösterilmez.',
  'visitor.report.send': 'Bildirimi gönder',
};
