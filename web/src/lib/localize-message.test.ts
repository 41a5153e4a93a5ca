import { MSG, SHARE_MSG, SSO_MSG } from '@kisa/shared';
import { describe, expect, it } from 'vitest';
import { localizeMessage } from './i18n';
import { inLanguage } from './test-support/language';

describe('a message the API or a form says, in Turkish', () => {
  inLanguage('tr');

  it('is its Turkish text, values inside carried over; any other text stays as it is', () => {
    expect(localizeMessage(SHARE_MSG.wrongPassword)).toBe('Bu paylaşılan panonun parolası yanlış.');
    expect(localizeMessage(MSG.tooManyAttemptsIn(15))).toBe('Çok fazla deneme yapıldı. Lütfen 15 dakika sonra yeniden deneyin.');
    expect(localizeMessage(MSG.limitInvalid(1000))).toBe('limit, 1 ile 1.000 arası bir tam sayı olmalıdır.');
    expect(localizeMessage(SSO_MSG.domainTaken('şirket.com.tr'))).toBe('şirket.com.tr zaten başka bir takım tarafından çoklu oturum açma için kullanılıyor.');
    expect(localizeMessage('HTTP 503')).toBe('HTTP 503');
  });
});

describe('in English', () => {
  it('is the text itself, byte for byte', () => {
    expect(localizeMessage(MSG.tooManyAttemptsIn(1))).toBe('Too many attempts. Please try again in 1 minute.');
    expect(localizeMessage(MSG.domainHasLinks(2))).toBe(MSG.domainHasLinks(2));
  });
});
