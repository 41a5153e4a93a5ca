import { describe, expect, it } from 'vitest';
import { HEALTH_MSG } from '../link-health-messages.js';
import { MSG } from '../messages.js';
import { RULE_MSG } from '../targeting-rules.js';
import { SSO_MSG } from '../sso.js';
import { TAG_MSG } from '../tags.js';
import { catalogueEntries } from './message-catalogues.js';
import { MESSAGE_ARGS } from './message-args.js';
import { CATALOGS, translate } from './translate.js';
import { messageOf, type FunctionMessageKey } from './validation-keys.js';

const turkish = CATALOGS.tr as Record<string, string>;

/** The figures a text says, separators dropped (1,000 and 1.000 read alike). */
const figures = (text: string) => [...text.replace(/(\d)[.,](\d{3})/g, '$1$2').matchAll(/\d+/g)].map((m) => m[0]).sort();

describe('the messages forms and the API say', () => {
  it('each has a Turkish text, saying the same figures', () => {
    const missing: string[] = [];
    const differing: string[] = [];
    for (const [key, value] of catalogueEntries()) {
      if (!turkish[key]) missing.push(key);
      else if (typeof value === 'string' && figures(value).join() !== figures(translate('tr', key)).join()) differing.push(key);
    }
    expect(missing).toEqual([]);
    expect(differing, 'Turkish says other figures than English (a limit changed?)').toEqual([]);
  });

  it('finds every function message from its English text, values inside, and says it in Turkish', () => {
    const unfound: string[] = [];
    for (const [key, fn] of catalogueEntries()) {
      if (typeof fn !== 'function') continue;
      const spec = MESSAGE_ARGS[key as FunctionMessageKey];
      const names: readonly string[] = 'object' in spec ? spec.object : spec;
      const values = names.map((raw) =>
        raw.endsWith('#') ? 3 : raw.endsWith('[]') ? ['links:read', 'tags:write'] : raw.includes('|') ? raw.split('|')[1] : 'İzmir ğ.example',
      );
      const text = !('object' in spec) ? fn(...values) : fn(Object.fromEntries(names.map((n, i) => [n.split(/[#|[]/)[0], values[i]])));
      const found = messageOf(text);
      if (found?.key !== key) unfound.push(`${key}: ${text} → ${found?.key}`);
      else if (translate('tr', key, found.values) === text) unfound.push(`${key}: not translated`);
    }
    expect(unfound).toEqual([]);
  });

  it('carries real values into Turkish', () => {
    const say = (text: string) => {
      const found = messageOf(text);
      return found ? translate('tr', found.key, found.values) : text;
    };
    expect(say(MSG.tooManyAttemptsIn(1))).toBe('Çok fazla deneme yapıldı. Lütfen 1 dakika sonra yeniden deneyin.');
    expect(say(MSG.tooManyRequestsIn(30))).toBe('Çok fazla istek gönderildi. Lütfen 30 saniye sonra yeniden deneyin.');
    expect(say(MSG.domainHasLinks(1234))).toContain('hâlâ 1.234 bağlantı var');
    expect(say(MSG.alreadyTeamMember('çiğdem@örnek.com.tr'))).toBe('çiğdem@örnek.com.tr zaten bu takımın üyesi.');
    expect(say(MSG.invalidPlan(['free', 'pro']))).toBe('Plan şunlardan biri olmalıdır: free, pro');
    expect(say(SSO_MSG.discoveryIssuerMismatch('https://idp.example', 'https://evil.example'))).toBe(
      'Kimlik sağlayıcı, yayıncısının https://idp.example değil https://evil.example olduğunu söylüyor.',
    );
    expect(say(RULE_MSG.bulkColumnInvalid('language:xx-123', 'language'))).toMatch(/^“language:xx-123” sütunu bir dil belirtmiyor/);
    expect(say(MSG.qrTooLong({ limit: 2953, used: 3100, unit: 'bytes', level: 'L' }))).toBe(
      'Bu QR kodu, L hata düzeltme düzeyinde en fazla 2.953 bayt taşıyabilir; bu içerik 3.100 bayt tutuyor (ş veya é gibi harfler 2 bayt, emoji 4 bayt tutar). Lütfen kısaltın.',
    );
    expect(say(MSG.qrTooLong({ limit: 1852, used: 1900, unit: 'characters', level: 'Q' }))).toContain('Q hata düzeltme düzeyinde en fazla 1.852 karakter');
    expect(say(TAG_MSG.nameTaken)).toBe('Takımınızda bu adda bir etiket zaten var.');
    expect(say(HEALTH_MSG.certExpiring('2026-12-01', 1))).toBe('TLS sertifikasının süresi 2026-12-01 tarihinde doluyor (1 gün sonra)');
    expect(say(HEALTH_MSG.noAnswer(10))).toBe('10 saniye içinde yanıt gelmedi');
    expect(say('Something else entirely')).toBe('Something else entirely');
  });
});
