import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes when it is not the sender (operator notifications: the visitor who wrote). */
  replyTo?: string;
}

export interface Mailer {
  /** Sends in the background; failures are logged, never shown to the requester. */
  queue(message: MailMessage): void;
  /** Resolves when every queued mail has been handed over (shutdown, tests). */
  flush(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Mail goes out over SMTP_URL; without it, each message is written as an .eml file under
 * DATA_DIR/outbox/ so a developer can open it (DESIGN §1).
 */
export const mailPlugin = fp(async (app: FastifyInstance) => {
  const { smtpUrl, mailFrom, dataDir } = app.config;
  const outbox = path.join(dataDir, 'outbox');
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  async function deliver(message: MailMessage): Promise<void> {
    const info = await transport.sendMail({ from: mailFrom, ...message });
    if (!smtpUrl) {
      await mkdir(outbox, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(outbox, `${Date.now()}-${safeTo}.eml`);
      await writeFile(file, (info as unknown as { message: Buffer }).message);
      app.log.info({ subject: message.subject, file }, 'mail written to outbox');
    } else {
      app.log.info({ subject: message.subject }, 'mail sent');
    }
  }

  app.decorate('mailer', {
    queue(message) {
      const job = deliver(message)
        .catch((err: unknown) => app.log.error({ err, subject: message.subject }, 'mail delivery failed'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async flush() {
      await Promise.all(pending);
    },
  });

  app.addHook('onClose', async () => {
    await Promise.all(pending);
    transport.close();
  });
});
