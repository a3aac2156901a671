import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

let sequence = 0;

/**
 * `<timestamp>-<recipient>.eml`; the timestamp carries a sequence so two mails in one millisecond keep their
 * order.
 */
function mailFileName(recipient: string): string {
  sequence += 1;
  const timestamp = `${Date.now()}.${String(sequence).padStart(4, '0')}`;
  return `${timestamp}-${recipient.toLowerCase().replace(/[^a-z0-9@._+-]/g, '_')}.eml`;
}

/**
 * A real SMTP endpoint for the site under test (a real SMTP conversation).
 * Each received message is written raw, once per envelope recipient, into `mailDir` (wiped first).
 * Returns a function that stops the server.
 */
export async function startSmtpCapture(options: {
  port: number;
  mailDir: string;
}): Promise<() => Promise<void>> {
  rmSync(options.mailDir, { recursive: true, force: true });
  mkdirSync(options.mailDir, { recursive: true });

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    banner: 'Curio e2e mail capture',
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error: Error) => callback(error));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        for (const recipient of session.envelope.rcptTo) {
          const file = path.join(options.mailDir, mailFileName(recipient.address));
          // Write then rename, so a polling reader never sees half a message.
          writeFileSync(`${file}.part`, raw);
          renameSync(`${file}.part`, file);
        }
        callback();
      });
    },
  });
  server.on('error', (error) => console.error('[smtp-capture]', error));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });

  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
