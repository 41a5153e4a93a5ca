import { describe, expect, it } from 'vitest';
import { escapeHtml, greetingFor, invitationMail, looksLikeLink, passwordResetMail, verificationMail } from './templates.js';

describe('account mails', () => {
  it('carry the link in both the HTML and the text body', () => {
    const link = 'http://localhost:3000/verify/abc_DEF-123';
    const mail = verificationMail({ email: 'a@b.co', name: 'Ann' }, link, 24);
    expect(mail).toMatchObject({ to: 'a@b.co', subject: 'Verify your Kisa account' });
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('24 hours');
    expect(passwordResetMail({ email: 'a@b.co', name: 'Ann' }, link, 60).text).toContain('60 minutes');
  });

  it('escape user-provided names in HTML', () => {
    const mail = verificationMail({ email: 'a@b.co', name: '<script>x</script>' }, 'http://x/verify/t', 24);
    expect(mail.html).not.toContain('<script>');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('greet by name, but never carry link-like text from a name (anyone can sign up any address with any name)', () => {
    expect(greetingFor('Ada Lovelace')).toBe('Hello Ada Lovelace,');
    expect(greetingFor('José María Ñúñez-Öztürk')).toBe('Hello José María Ñúñez-Öztürk,');
    expect(greetingFor('J.R.R. Tolkien')).toBe('Hello J.R.R. Tolkien,');
    expect(greetingFor('  ')).toBe('Hello,');
    const spam = [
      'Win a prize at http://evil.example now',
      'Win a prize at evil.example now',
      'visit www.evil',
      'hxxp://evil',
      'mail me: win@evil.example',
      'evil．example', // fullwidth dot
      'evil。example', // ideographic full stop
      'go to 203.0.113.7',
      '//evil.example',
      'javascript:alert(1)',
      'A'.repeat(61),
    ];
    for (const name of spam) {
      expect(greetingFor(name), name).toBe('Hello,');
      const mail = verificationMail({ email: 'a@b.co', name }, 'http://localhost:3000/verify/t', 24);
      expect(mail.text.startsWith('Hello,\n'), name).toBe(true);
      expect(mail.html, name).toContain('<p>Hello,</p>');
      expect(mail.text).not.toContain('evil');
    }
    expect(looksLikeLink("Mary-Jane O'Neil")).toBe(false);
    // The reset mail goes through the same greeting.
    expect(passwordResetMail({ email: 'a@b.co', name: 'Win a prize at http://evil.example now' }, 'http://x/reset/t', 60).text).not.toContain('evil');
  });
});

describe('mails in the recipient’s language', () => {
  it('writes every part in Turkish for a Turkish recipient, plurals and numbers by Turkish rules', () => {
    const link = 'http://localhost:3000/verify/t';
    const mail = verificationMail({ email: 'a@b.co', name: 'Işıl', locale: 'tr' }, link, 24);
    expect(mail.subject).toBe('Kisa hesabınızı doğrulayın');
    expect(mail.text.startsWith('Merhaba Işıl,\n')).toBe(true);
    expect(mail.text).toContain('24 saat geçerlidir');
    expect(mail.html).toContain('<html lang="tr">');
    expect(mail.html).toContain('Ya da bu adresi açın: http://localhost:3000/verify/t');
    expect(greetingFor('http://evil.example', 'tr')).toBe('Merhaba,');
  });

  it('says "their team" when the team name is left out, in both languages', () => {
    const from = { inviter: 'Ayşe', team: 'visit evil.example' };
    expect(invitationMail({ email: 'a@b.co', name: '' }, from, 'http://x/invite/t', 7).text).toContain('Ayşe invited you to join their team on Kisa');
    const tr = invitationMail({ email: 'a@b.co', name: '', locale: 'tr' }, { inviter: 'Ayşe', team: 'Çay Evi' }, 'http://x/invite/t', 1);
    expect(tr.subject).toBe('Kisa’da bir takıma davet edildiniz');
    expect(tr.text).toContain('“Çay Evi” takımına');
    expect(tr.text).toContain('1 gün geçerlidir');
  });
});
