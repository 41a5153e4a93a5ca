import { describe, expect, inject, it } from 'vitest';
import { waitForMail } from './mailbox.js';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';

describe('global setup runtime', () => {
  it('provides a running runtime and its outbox', async () => {
    const runtime = inject('runtime');
    expect(runtime, "no runtime provided: vitest.config.ts needs globalSetup: ['./infra/local/test/global-setup.ts']").toBeDefined();
    expect(runtime.env.TABLE_NAME).toBe('kisa');
    const res = await fetch(`${runtime.appUrl}/api/definitely-not-a-route`);
    expect(res.status).toBe(404);

    const before = Date.now();
    const ses = new SESv2Client({ region: 'us-east-1', endpoint: runtime.env.SES_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    await ses.send(
      new SendEmailCommand({
        FromEmailAddress: runtime.env.MAIL_FROM,
        Destination: { ToAddresses: ['someone@example.com'] },
        Content: {
          Simple: {
            Subject: { Data: 'Verify your account' },
            Body: {
              Html: { Data: `<p><a href="${runtime.appUrl}/verify/abc?x=1&amp;y=2">Verify</a></p>` },
              Text: { Data: `Open ${runtime.appUrl}/verify/abc?x=1&y=2` },
            },
          },
        },
      }),
    );
    ses.destroy();
    const mail = await waitForMail(runtime.sesUrl, { to: 'someone@example.com', subjectIncludes: 'Verify', after: before });
    expect(mail.links).toEqual([`${runtime.appUrl}/verify/abc?x=1&y=2`]);
    expect(mail.subject).toBe('Verify your account');
  });
});
