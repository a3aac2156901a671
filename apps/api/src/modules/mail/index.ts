// The mail module's exports for the rest of the API: outside the module, import only this file.
export { createMailRepository, MAIL_CHANNEL, type TOutgoingMail } from './repository.ts';
