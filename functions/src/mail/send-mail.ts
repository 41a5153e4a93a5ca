import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ses } from '#lib/clients.js';
import { config } from '#lib/config.js';

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Sends one mail through SES v2 from the configured sender (an SES identity in AWS). */
export async function sendMail(mail: Mail): Promise<void> {
  await ses().send(
    new SendEmailCommand({
      FromEmailAddress: config.mail().from,
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: {
            Html: { Data: mail.html, Charset: 'UTF-8' },
            Text: { Data: mail.text, Charset: 'UTF-8' },
          },
        },
      },
    }),
  );
}
