import type { mail as en } from '../en/mail.js';

export const mail: Record<keyof typeof en, string> = {
  'mail.greeting': 'Merhaba {name},',
  'mail.greetingNoName': 'Merhaba,',
  'mail.orOpen': 'Ya da bu adresi açın: {link}',
  'mail.verify.subject': 'Kisa hesabınızı doğrulayın',
  'mail.verify.intro': 'Kisa’ya hoş geldiniz! Hesabınızı etkinleştirmek için lütfen e-posta adresinizi onaylayın.',
  'mail.verify.action': 'Hesabımı doğrula',
  'mail.verify.footer': 'Bu bağlantı {hours, plural, one {# saat} other {# saat}} geçerlidir. Kisa’ya siz kaydolmadıysanız bu e-postayı yok sayabilirsiniz.',
  'mail.reset.subject': 'Kisa parolanızı sıfırlayın',
  'mail.reset.intro': 'Birisi (umarız sizsiniz) Kisa hesabınızın parolasını sıfırlamak istedi.',
  'mail.reset.action': 'Yeni bir parola seçin',
  'mail.reset.footer':
    'Bu bağlantı {minutes, plural, one {# dakika} other {# dakika}} geçerlidir ve bir kez çalışır. Siz istemediyseniz bu e-postayı yok sayabilirsiniz; parolanız değişmez.',
  'mail.exists.subject': 'Birisi adresinizle Kisa’ya kaydolmaya çalıştı',
  'mail.exists.intro':
    'Birisi (umarız sizsiniz) zaten bir hesabı olan bu e-posta adresiyle Kisa hesabı açmaya çalıştı. Yeni hesap açılmadı. Sizseniz giriş yapın ya da unuttuysanız parolanızı sıfırlayın.',
  'mail.exists.action': 'Giriş yap',
  'mail.exists.second': 'Parolamı sıfırla',
  'mail.exists.footer': 'Siz değilseniz bu e-postayı yok sayabilirsiniz; hiçbir şey değişmedi.',
  'mail.invite.subject': 'Kisa’da bir takıma davet edildiniz',
  'mail.invite.someone': 'Bir Kisa kullanıcısı',
  'mail.invite.intro':
    '{inviter} sizi Kisa’da “{team}” takımına katılmaya davet etti; takım üyeleri kısa bağlantılarını, kampanyalarını ve analizlerini paylaşır. Kabul etmek ya da reddetmek için bağlantıyı izleyin.',
  'mail.invite.introTheirTeam':
    '{inviter} sizi Kisa’da kendi takımına katılmaya davet etti; takım üyeleri kısa bağlantılarını, kampanyalarını ve analizlerini paylaşır. Kabul etmek ya da reddetmek için bağlantıyı izleyin.',
  'mail.invite.action': 'Daveti görüntüle',
  'mail.invite.footer':
    'Bu bağlantı {days, plural, one {# gün} other {# gün}} geçerlidir ve bir kez çalışır. Göndereni tanımıyorsanız daveti reddedin ya da bu e-postayı yok sayın: kabul etmedikçe hesap açılmaz ve hiçbir şey değişmez.',
  'mail.emailChange.subject': 'Yeni Kisa e-posta adresinizi onaylayın',
  'mail.emailChange.intro': 'Kisa takım sahibiniz hesabınızın e-posta adresini bu adresle değiştirmek istedi.',
  'mail.emailChange.action': 'Bu adresi onayla',
  'mail.emailChange.footer':
    'Bu bağlantı {hours, plural, one {# saat} other {# saat}} geçerlidir. Beklemiyorsanız bu e-postayı yok sayın: hiçbir şey değişmez.',
  'mail.webhookDisabled.subject': 'Bir Kisa webhook uç noktası devre dışı bırakıldı',
  'mail.webhookDisabled.intro':
    'Kisa, {url} adresine webhook göndermeyi durdurdu: {reason}. Bundan sonraki olaylar ona gönderilmeyecek. Alıcıyı düzeltin, ardından uç noktayı Ayarlar → Webhook’lar bölümünden (ya da PATCH /api/webhooks/\'{id}\' ve "enabled": true ile) yeniden etkinleştirin; başarısız gönderimler son gönderimler listesinden yeniden gönderilebilir.',
  'mail.webhookDisabled.action': 'Webhook ayarlarını aç',
  'mail.webhookDisabled.footer': 'Bu e-postayı takımın sahiplerinden biri olarak alıyorsunuz.',
  'mail.webhookDisabled.gone': 'alıcı 410 Gone yanıtı verdi',
  'mail.webhookDisabled.failures': 'art arda {n, plural, other {# gönderim}} başarısız oldu',
  'mail.alert.subject': 'Kisa uyarısı: {rule}',
  'mail.alert.target.link': '/{name} bağlantısı',
  'mail.alert.target.tag': '"{name}" etiketi',
  'mail.alert.target.campaign': '"{name}" kampanyası',
  'mail.alert.clicksAbove': '{target} son bir saatte ({time} itibarıyla) {value} tıklama aldı; sınırınız {limit}.',
  'mail.alert.clicksAboveUsual': '{target} son bir saatte ({time} itibarıyla) {value} tıklama aldı; olağan {baseline} değerinin {limit} katından fazla.',
  'mail.alert.noClicks': '{target} {hours, plural, other {# saattir}} tıklama almadı ({time} itibarıyla); olağanı saatte {baseline}.',
  'mail.alert.conversionDrop':
    '{target} için son {hours, plural, other {# saatin}} dönüşüm oranı %{value} ({time} itibarıyla), önceki dönemde %{baseline} (sınırınız: %{limit} düşüş).',
  'mail.alert.held': 'Kuralın sessiz saatlerinde bekletildi, sessiz saatler bitince gönderildi.',
  'mail.alert.action': 'Analitiği aç',
  'mail.alert.footer':
    'Bu e-postayı uyarı kuralı sizi alıcı olarak gösterdiği için alıyorsunuz. Kuralı Uyarılar sayfasında değiştirebilir ya da duraklatabilirsiniz.',
  'mail.broken.subject': 'Bozuk bağlantı: {shortLink}',
  'mail.broken.what': '{shortLink} kısa bağlantınızın hedefi çalışmayı bıraktı: {url} adresinde {error}.',
  'mail.broken.whatTitled': '{shortLink} (“{title}”) kısa bağlantınızın hedefi çalışmayı bıraktı: {url} adresinde {error}.',
  'mail.broken.fallback':
    'Hedef yeniden çalışana kadar ziyaretçiler {fallbackUrl} yedek URL’sine gönderiliyor; hedef düzelince kendiliğinden yeniden hedefe giderler.',
  'mail.broken.noFallback':
    'Ziyaretçiler hâlâ bozuk hedefe gidiyor: hedefi düzeltin ya da bağlantıya düzenleyicisinde bir yedek URL verin (veya Bağlantı sağlığı bölümünde takıma varsayılan bir yedek URL verin).',
  'mail.broken.action': 'Bağlantı sağlığını aç',
  'mail.broken.page': 'Bağlantı sağlığı',
  'mail.broken.footer':
    '{since} UTC’den beri bozuk. Her denetimde değil, her olayda bir e-posta alırsınız; webhook’lar link.broken ve link.recovered olaylarını bildirir.',
};
