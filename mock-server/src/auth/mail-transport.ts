import type { OutboxMessage } from '@cloudfit/shared/schemas/auth.schema';
import { desc, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { MailSettings } from '../config';
import type { Database } from '../db/connection';
import { mailOutbox } from '../db/schema';

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
  outbox(): Promise<OutboxMessage[]>;
}

/** The outbox keeps this many mails; older ones are dropped. */
export const OUTBOX_CAPACITY = 200;

/**
 * SMTP when `smtpUrl` is set; otherwise an outbox in the database (so every API process reads
 * the same one), read through GET /outbox.
 */
export function createMailer(settings: MailSettings, log: FastifyBaseLogger, db: Database): Mailer {
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
      outbox: async () => [],
    };
  }
  // The JSON transport builds the message as SMTP would (and refuses bad addresses) without sending it.
  const composer = createTransport({ jsonTransport: true });
  return {
    async send(mail) {
      await composer.sendMail({ from: settings.from, ...mail });
      const [kept] = await db
        .insert(mailOutbox)
        .values({ recipient: mail.to, subject: mail.subject, body: mail.text })
        .returning({ id: mailOutbox.id });
      await db.delete(mailOutbox).where(lt(mailOutbox.id, kept!.id - (OUTBOX_CAPACITY - 1)));
      log.info({ subject: mail.subject }, 'mail kept in the outbox (no SMTP_URL)');
    },
    async outbox() {
      const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(OUTBOX_CAPACITY);
      return rows.map((row) => ({
        id: row.id,
        to: row.recipient,
        subject: row.subject,
        text: row.body,
        sentAt: new Date(row.sentAt).toISOString(),
      }));
    },
  };
}
