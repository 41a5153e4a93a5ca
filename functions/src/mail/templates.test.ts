import { describe, expect, it } from 'vitest';
import { escapeHtml, passwordResetMail, verificationMail } from './templates.js';

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
});
