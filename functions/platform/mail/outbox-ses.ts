import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Outbox } from './outbox.ts';

/** The outbox in AWS: the mail service sends from the verified sender `MAIL_FROM`. */
export const sesOutbox = (client = new SESv2Client({})): Outbox => {
  const from = process.env.MAIL_FROM;
  if (!from) throw new Error('MAIL_FROM is not set');
  return {
    async send(message) {
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: [message.to] },
          Content: { Simple: { Subject: { Data: message.subject, Charset: 'UTF-8' }, Body: { Text: { Data: message.text, Charset: 'UTF-8' } } } },
        }),
      );
    },
  };
};
