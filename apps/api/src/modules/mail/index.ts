// The mail module's exports for the rest of the API: outside the module, import only this file.
// The rest of the app sends mail through `app.mailer` (plugin.ts), inside the transaction of its change.
export { mailPlugin, type MailMessage } from './plugin.ts';
export { createMailRepository, MAIL_CHANNEL } from './repository.ts';
