import path from 'node:path';
import { API_DIR, LOG_DIR, MAIL_DIR, SITE_PORT, SMTP_PORT, WEB_DIST_DIR } from './fixtures/env.ts';
import { startSite } from './harness/site-server.ts';
import { startSmtpCapture } from './harness/smtp-capture.ts';

/** Starts the mail capture, then the site; the returned function is Playwright's global teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stopSmtp = await startSmtpCapture({ port: SMTP_PORT, mailDir: MAIL_DIR });
  let stopSite: () => Promise<void>;
  try {
    stopSite = await startSite({
      apiDir: API_DIR,
      webDistDir: WEB_DIST_DIR,
      port: SITE_PORT,
      smtpPort: SMTP_PORT,
      logFile: path.join(LOG_DIR, 'server.log'),
    });
  } catch (error) {
    await stopSmtp();
    throw error;
  }
  return async () => {
    await stopSite();
    await stopSmtp();
  };
}
