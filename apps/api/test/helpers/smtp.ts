import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives (the other end of a real conversation).
 * `holdMs` keeps each message that long before accepting it: a mail that is on its way for a while.
 * `rejectWith` refuses each message after receiving it, with the 554 reply it returns (a server that
 * quotes the mail back, as spam filters do).
 */
export async function startSmtpCapture(
  port = 0,
  { holdMs = 0, rejectWith }: { holdMs?: number; rejectWith?: (mail: CapturedMail) => string } = {},
) {
  const mails: CapturedMail[] = [];
  /** Messages whose data has started to arrive (accepted or not yet). */
  let receiving = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      receiving += 1;
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        setTimeout(() => {
          const mail = {
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          };
          mails.push(mail);
          if (!rejectWith) return callback();
          callback(Object.assign(new Error(rejectWith(mail)), { responseCode: 554 }));
        }, holdMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address();
  const bound = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    mails,
    receiving: () => receiving,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable soft breaks and escapes, enough to read our own mails. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function otpIn(raw: string): string {
  const match = /one-time code is: (\d{6})/.exec(decodeQuotedPrintable(raw));
  if (!match?.[1]) throw new Error(`no code in mail:\n${raw}`);
  return match[1];
}
