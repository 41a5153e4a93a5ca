import { escapeIcu } from '../../translator.js';
import type { FunctionMessageKey } from '../../validation-keys.js';

/** The messages with values inside, in Turkish: the values are the ICU arguments MESSAGE_ARGS names (numbers in tr-TR). */
export const functionMessages: Record<FunctionMessageKey, string> = {
  'msg.missingScope': 'Bu API anahtarı bunu yapamaz: {scope} kapsamı gerekir.',
  'msg.roleLacksScope': 'Bu takımdaki rolünüz bunu yapamaz ({scope} gerekir).',
  'msg.teamHandedOver': 'Takım artık {email} hesabına ait.',
  'msg.invitationSent': '{email} adresine bir davet gönderildi. Daveti kabul edince takıma katılır.',
  'msg.emailChangeSent': '{email} adresine bir onay bağlantısı gönderildi. E-posta adresi, bağlantı açılınca değişir.',
  'msg.alreadyTeamMember': '{email} zaten bu takımın üyesi.',
  'msg.invalidPlan': 'Plan şunlardan biri olmalıdır: {plans}',
  'msg.apiKeyScopeUnknown': '{scope}, bir API anahtarının sahip olabileceği bir kapsam değil',
  'msg.apiKeyScopesBeyondRole': 'Bir anahtar, onu oluşturanın rolünü asla aşamaz: rolünüz {scopes} kapsamlarını içermiyor.',
  'msg.apiKeyExpiryInvalid': 'Bitiş tarihi gelecekte ve en fazla {days, number} gün sonra olmalıdır',
  'msg.tooManyAttemptsIn': 'Çok fazla deneme yapıldı. Lütfen {minutes, plural, other {# dakika}} sonra yeniden deneyin.',
  'msg.tooManyRequestsIn': 'Çok fazla istek gönderildi. Lütfen {seconds, plural, other {# saniye}} sonra yeniden deneyin.',
  'msg.analyticsUnknownParam': 'Bilinmeyen parametre: {name}',
  'msg.unknownField': 'Bilinmeyen alan: {name}',
  'msg.limitInvalid': 'limit, 1 ile {max, number} arası bir tam sayı olmalıdır.',
  'msg.domainHasLinks': 'Bu alan adında hâlâ {links, plural, other {# bağlantı}} var. Önce onları silin ya da başka bir alan adına taşıyın.',
  'msg.aasaDetailAppIds':
    'apple-app-site-association: applinks.details içindeki {n, number}. girdi için "appIDs" (uygulama kimliklerinden oluşan bir liste; ya da eski "appID") gerekir.',
  'msg.aasaAppId':
    'apple-app-site-association: {where} içinde "{id}" var; bu bir uygulama kimliği değil: 10 karakterlik takım kimliği, bir nokta ve paket kimliği olmalıdır, örneğin ABCDE12345.com.example.app.',
  'msg.aasaDetailPaths': `apple-app-site-association: applinks.details içindeki {n, number}. girdi için "components" (${escapeIcu('{"/": "/*"}')} gibi nesnelerden oluşan bir liste) ya da "paths" (dizelerden oluşan bir liste) gerekir.`,
  'msg.aasaAppsList': 'apple-app-site-association: "{key}", "apps" (uygulama kimliklerinden oluşan bir liste) içeren bir nesne olmalıdır.',
  'msg.assetLinksRelation': 'assetlinks.json: {n, number}. ifade için "relation" gerekir; ["delegate_permission/common.handle_all_urls"] gibi bir liste.',
  'msg.assetLinksTarget': 'assetlinks.json: {n, number}. ifade için "namespace" değeri "android_app" veya "web" olan bir "target" nesnesi gerekir.',
  'msg.assetLinksPackage': 'assetlinks.json: {n, number}. ifadenin hedefi için "package_name" gerekir; uygulamanın kimliği, örneğin com.example.app.',
  'msg.assetLinksFingerprints':
    'assetlinks.json: {n, number}. ifadenin hedefi için "sha256_cert_fingerprints" gerekir; imzalama sertifikalarının SHA-256 parmak izlerinden oluşan bir liste.',
  'msg.assetLinksFingerprint':
    'assetlinks.json: {n, number}. ifadede "{value}" parmak izi var: bir SHA-256 parmak izi, keytool’un yazdığı gibi iki nokta ile ayrılmış büyük harfli onaltılık 32 bayttır (AA:BB:…:FF).',
  'msg.assetLinksSite': 'assetlinks.json: {n, number}. ifadenin web hedefi için "site" gerekir; https://www.example.com gibi bir köken (yol olmadan).',
  'msg.domainTxtMissing': '{name} adresinde bu alan adının belirtecini içeren bir TXT kaydı yok.',
  'msg.domainRoutingMissing': '{host} henüz {target} adresine yönlenmiyor (bir CNAME ya da onun adreslerini taşıyan A/AAAA kayıtları).',
  'msg.domainNoRecords': '{host} veya {txtName} için DNS kaydı bulunamadı: aşağıdaki iki kaydı oluşturup yeniden denetleyin.',
  'msg.domainCnameLoop': 'CNAME kayıtları döngüye giriyor ({chain}): bir ad kendisine değil, hedefe götürmelidir.',
  'msg.domainCnameTooLong':
    '{host}, art arda {max, number} taneden fazla CNAME kaydından geçiyor; çözümleyiciler böyle zincirlerden vazgeçer. Onu hedefe daha doğrudan yönlendirin.',
  'msg.qrWifiSsidTooLong': 'Bir ağ adı en fazla 32 bayt olabilir; bu ad {bytes, number} bayt tutuyor (ş gibi harfler 2 bayt, emoji 4 bayt tutar).',
  'msg.qrTooLong':
    'Bu QR kodu, {level, select, L {L} other {{level}}} hata düzeltme düzeyinde en fazla {limit, number} {unit, select, bytes {bayt} other {karakter}} taşıyabilir; {unit, select, bytes {bu içerik {used, number} bayt tutuyor (ş veya é gibi harfler 2 bayt, emoji 4 bayt tutar).} other {bu içerikte {used, number} karakter var.}} {level, select, L {Lütfen kısaltın.} other {Lütfen kısaltın ya da daha düşük bir hata düzeltme düzeyi seçin.}}',
  'msg.rule.bulkColumnInvalid':
    '“{column}” sütunu bir {kind, select, country {ülke} other {dil}} belirtmiyor: hedefleme sütunları iki harfli ISO koduyla country:XX (country:DE) ya da dil koduyla language:xx (language:tr, language:en-gb) biçimindedir. Başlık satırını düzeltip dosyayı yeniden seçin.',
  'msg.health.noAnswer': '{seconds, number} saniye içinde yanıt gelmedi',
  'msg.health.certExpiring': 'TLS sertifikasının süresi {date} tarihinde doluyor ({days, plural, other {# gün sonra}})',
  'msg.webhook.disabledFailures': 'art arda {n, number} teslimat başarısız oldu',
  'msg.sso.domainTaken': '{domain} zaten başka bir takım tarafından çoklu oturum açma için kullanılıyor.',
  'msg.sso.domainTxtMissing': '{domain} üzerinde henüz “{value}” TXT kaydı bulunamadı. DNS değişikliklerinin görünmesi biraz zaman alabilir.',
  'msg.sso.domainVerified': '{domain} doğrulandı: bu alan adındaki adreslerle yapılan girişler artık kimlik sağlayıcınıza gider.',
  'msg.sso.samlMetadataInvalid': 'Kimlik sağlayıcının SAML meta verileri kullanılamıyor: {reason}.',
  'msg.sso.discoveryFailed': 'Kimlik sağlayıcının yapılandırması {url} adresinden okunamadı.',
  'msg.sso.discoveryIssuerMismatch': 'Kimlik sağlayıcı, yayıncısının {expected} değil {found} olduğunu söylüyor.',
  'msg.sso.discoveryInsecure': 'Kimlik sağlayıcının {field} değeri bir https adresi olmalıdır.',
  'msg.sso.discoveryUnsupported': 'Kimlik sağlayıcı, Kisa’nın ihtiyaç duyduğu {what} özelliğini sunmuyor.',
  'msg.sso.idpRefused': 'Kimlik sağlayıcınız girişinizi yapmadı: {reason}',
};
