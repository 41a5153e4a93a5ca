import type { health as en } from '../en/health.js';

export const health: Record<keyof typeof en, string> = {
  'health.state': '{state, select, broken {Bozuk} warning {Sertifikanın süresi doluyor} other {Sağlıklı}}',
  'health.duration.minutes': '{n, plural, =0 {bir dakikadır} one {bir dakikadır} other {# dakikadır}}',
  'health.duration.hours': '{n, plural, one {bir saattir} other {# saattir}}',
  'health.duration.days': '{n, plural, one {# gündür} other {# gündür}}',
  'health.summary.broken': '{n, plural, one {# bozuk bağlantı} other {# bozuk bağlantı}}',
  'health.summary.warnings': '{n, plural, one {# sertifika uyarısı} other {# sertifika uyarısı}}',
  'health.summary.join': '{first}, {second}',
  'health.page.title': 'Bağlantı sağlığı',
  'health.page.description':
    'Çalışmayı bırakan hedefler, ziyaretçileriniz size söylemeden önce: her bağlantının trafiğine göre ayarlanan bir programla denetlenir.',
  'health.page.heading': 'İlgilenilmesi gereken bağlantılar',
  'health.page.loadError': 'Bağlantı sağlığı yüklenemedi',
  'health.page.loading': 'Bağlantı sağlığı yükleniyor',
  'health.page.empty': 'Her hedef yanıt veriyor',
  'health.page.emptyHint':
    'Kisa her etkin bağlantının hedeflerini denetler: yoğun bağlantıları saatte bir, sakin olanları günde bir. Hedefi art arda iki denetimde başarısız olan bağlantı burada listelenir ve sahiplerine bir kez haber verilir; 14 gün içinde süresi dolacak bir sertifika da listelenir.',
  'health.table.caption': 'İlgilenilmesi gereken bağlantılar: {summary}',
  'health.table.link': 'Bağlantı',
  'health.table.state': 'Durum',
  'health.table.lastCheck': 'Son denetim',
  'health.table.met': 'Denetimin karşılaştığı',
  'health.table.since': 'başlangıç:',
  'health.table.fallbackActive': 'Ziyaretçiler takımın yedek URL’sine gidiyor',
  'health.table.notRecorded': 'Kaydedilmedi',
  'health.table.nothing': 'Hiçbir şey',
  'health.settings.title': 'Bir bağlantı bozulduğunda',
  'health.settings.intro':
    'Sahiplere her olayda bir kez e-postayla her zaman haber verilir. Bağlantının kendi yedek URL’si (düzenleyicisinde, Hedef sekmesi) takımınkinden önce gelir.',
  'health.settings.loadError': 'Ayarlar yüklenemedi',
  'health.settings.loading': 'Ayarlar yükleniyor',
  'health.settings.label': 'Bağlantı sağlığı ayarları',
  'health.settings.fallback': 'Takımın yedek URL’si',
  'health.settings.fallbackHint':
    'Bir bağlantının hedefi bozukken ziyaretçileri bunun yerine buraya gider; hedef düzelince yeniden hedefe döner. Boş: yedek yok.',
  'health.settings.notify': 'E-postayla ayrıca haber ver',
  'health.settings.nobody': 'Başka kimse yok: takımın sahiplerinden başka üyesi yok.',
  'health.settings.save': 'Ayarları kaydet',
  'health.settings.saved': 'Bağlantı sağlığı ayarları kaydedildi.',
  'health.settings.saveFailed': 'Ayarlar kaydedilemedi. Lütfen tekrar deneyin.',
};
