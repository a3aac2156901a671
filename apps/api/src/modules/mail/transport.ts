import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { TOutgoingMail } from './repository.ts';

export interface MailTransportOptions {
  /** SMTP_URL; without it each message is written as an .eml file under `outboxDir`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}

/**
 * How a mail leaves: over SMTP_URL, or, without it, as an .eml file under DATA_DIR/outbox/
 * (README.md#configuration). `deliver` throws when the try fails; the worker retries it.
 */
export function createMailTransport({ smtpUrl, mailFrom, outboxDir, log }: MailTransportOptions) {
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl, {
        // A server that does not answer fails the try quickly; the outbox retries it.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    // A mail is logged by its outbox id only: its subject, recipient and body hold personal data (ADR 022).
    async deliver(id: string, message: TOutgoingMail): Promise<void> {
      const info = await transport.sendMail({ from: mailFrom, ...message });
      if (!smtpUrl) {
        await mkdir(outboxDir, { recursive: true });
        const safeTo = message.to.replace(/[^a-z0-9@._-]/gi, '_');
        const file = path.join(outboxDir, `${Date.now()}-${safeTo}.eml`);
        await writeFile(file, (info as unknown as { message: Buffer }).message);
        log.info({ mailId: id, outboxDir }, 'mail written to outbox');
      } else {
        log.info({ mailId: id }, 'mail sent');
      }
    },
    close: () => transport.close(),
  };
}

export type MailTransport = ReturnType<typeof createMailTransport>;
