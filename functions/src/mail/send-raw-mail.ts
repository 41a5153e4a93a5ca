import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ses } from '#lib/clients.js';
import { config } from '#lib/config.js';
import { buildRawMail, type RawMail } from './mime-message.js';

/** Sends one raw mail (mime-message.ts) through SES v2 from the configured sender. */
export async function sendRawMail(mail: RawMail): Promise<void> {
  const from = config.mail().from;
  await ses().send(
    new SendEmailCommand({
      FromEmailAddress: from,
      Destination: { ToAddresses: [mail.to] },
      Content: { Raw: { Data: buildRawMail(mail, from) } },
    }),
  );
}
