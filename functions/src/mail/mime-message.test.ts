import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { buildRawMail, headerValue } from './mime-message.js';

describe('buildRawMail', () => {
  it('reads back as the text, the HTML with its inline image and the headers, in any script', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const raw = buildRawMail(
      {
        to: 'ayse@bücher.example',
        subject: 'Haftalık rapor: İstanbul 🚀 ve مرحبا — a subject long enough to need more than one encoded word',
        text: 'Tıklamalar: 1.234',
        html: '<p>Tıklamalar</p><img src="cid:chart@kisa" alt="">',
        images: [{ cid: 'chart@kisa', filename: 'chart.png', contentType: 'image/png', data: png }],
        headers: { 'List-Unsubscribe': '<https://app.example/api/reports/unsubscribe?token=a.b>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      },
      'no-reply@kisa.example',
    );
    expect(raw.toString('latin1')).toMatch(/^[\x20-\x7e\r\n\t]*$/);
    const mail = await simpleParser(raw, { keepCidLinks: true });
    expect(mail.headerLines.find((h) => h.key === 'to')?.line).toBe('To: ayse@xn--bcher-kva.example');
    expect(mail.subject).toBe('Haftalık rapor: İstanbul 🚀 ve مرحبا — a subject long enough to need more than one encoded word');
    expect(mail.text?.trim()).toBe('Tıklamalar: 1.234');
    expect(mail.html).toContain('<img src="cid:chart@kisa"');
    expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe-post')?.line).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).toBe('List-Unsubscribe: <https://app.example/api/reports/unsubscribe?token=a.b>');
    expect(mail.attachments.map((a) => ({ cid: a.cid, type: a.contentType, related: a.related, bytes: [...a.content] }))).toEqual([
      { cid: 'chart@kisa', type: 'image/png', related: true, bytes: [...png] },
    ]);
  });

  it('keeps header injection out: a line break in a value is a space', () => {
    expect(headerValue('Report\r\nBcc: someone@example.com')).toBe('Report Bcc: someone@example.com');
  });
});
