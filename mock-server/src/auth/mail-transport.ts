import type { OutboxMessage } from '@cloudfit/shared/schemas/auth.schema';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { MailSettings } from '../config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /**
   * Hands a mail over. The outbox holds it once this resolves; SMTP delivery carries on in the
   * background (a failure is logged), so a caller's answer does not wait on, or reveal, the mail.
   */
  send(mail: OutgoingMail): Promise<void>;
  /** The mails the outbox keeps, newest first; always empty when SMTP delivers. */
  outbox(): OutboxMessage[];
}

/** The outbox keeps this many mails; older ones are dropped. */
export const OUTBOX_CAPACITY = 200;

/** SMTP when `smtpUrl` is set; otherwise an outbox kept in this process's memory, read through GET /outbox. */
export function createMailer(settings: MailSettings, log: FastifyBaseLogger): Mailer {
  if (settings.smtpUrl) {
    const smtp = createTransport(settings.smtpUrl);
    return {
      async send(mail) {
        smtp
          .sendMail({ from: settings.from, ...mail })
          .catch((error: unknown) =>
            log.error({ err: error, subject: mail.subject }, 'SMTP delivery failed'),
          );
      },
      outbox: () => [],
    };
  }
  // The JSON transport builds the message as SMTP would (and refuses bad addresses) without sending it.
  const composer = createTransport({ jsonTransport: true });
  const kept: OutboxMessage[] = [];
  let nextId = 1;
  return {
    async send(mail) {
      await composer.sendMail({ from: settings.from, ...mail });
      kept.unshift({ id: nextId++, ...mail, sentAt: new Date().toISOString() });
      kept.length = Math.min(kept.length, OUTBOX_CAPACITY);
      log.info({ subject: mail.subject }, 'mail kept in the outbox (no SMTP_URL)');
    },
    outbox: () => [...kept],
  };
}
