import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCertificateIssuer, type CertificateIssuer } from './issue.ts';
import { openCredentialKeys, type CredentialKeys } from './keys.ts';

export interface Certificates {
  /** The Open Badges signing keys, shared by every instance through the database (keys.ts). */
  keys: CredentialKeys;
  /** Issues certificates inside the transaction that earns them (issue.ts). */
  issuer: CertificateIssuer;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Certificates (docs/product.md#certificates): the learning module issues through it on completion. */
    certificates: Certificates;
  }
}

/** Decorates `app.certificates`; after the mail plugin (a certificate mails its learner). */
export const certificatesPlugin = fp(async (app: FastifyInstance) => {
  const keys = await openCredentialKeys(app.db);
  app.addHook('onClose', async () => keys.close());
  const issuer = createCertificateIssuer({
    db: app.db,
    keys,
    siteUrl: app.config.publicUrl,
    queueMail: (message, tx) => app.mailer.queue(message, tx),
  });
  app.decorate('certificates', { keys, issuer });
});
