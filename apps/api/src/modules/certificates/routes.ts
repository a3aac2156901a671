import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ZMyCertificateList, zText } from '@curio/shared';
import { authUser } from '#api/lib/auth.ts';
import { ok } from '#api/lib/envelope.ts';
import { bearer, errorResponses } from '#api/lib/schemas.ts';
import { attachmentDisposition, sendMediaFile } from '#api/modules/learning/index.ts';
import { sendEntry, sendJsonEntry } from '#api/plugins/cache.ts';
import { renderCertificatePdf } from './pdf.ts';
import { certificatePdfKey, createCertificateService, ZCertificateVerificationReply } from './service.ts';

const tags = ['Certificates'];
/**
 * Any string up to a length: a malformed id is answered as an unknown one (404), so a reply never tells a
 * guess that was close from one that was not.
 */
const ZPublicIdParams = z.object({ id: zText().max(200) });

/** Browsers and proxies keep the file but ask again each time (the ETag makes that a 304). */
const REVALIDATE = 'public, no-cache';

/**
 * The name a downloaded file gets: 'Certificate - SQL for Analysts - Asha Verma.pdf'; characters no file
 * system takes become spaces (attachmentDisposition writes the rest for every client).
 */
const fileName = (c: { course: { name: string }; learnerName: string }, extension: string) =>
  `Certificate - ${c.course.name} - ${c.learnerName}`
    .replace(/[\p{Cc}\\/:*?"<>|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150) + `.${extension}`;

/**
 * Certificates, public side (docs/product.md#certificates, ADR 037): the verification reply, the PDF, the
 * signed credential, its revocation status, the issuer's profile and keys; and the learner's own list.
 */
export async function certificateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createCertificateService(fastify);

  app.get('/certificates/issuer', {
    schema: {
      tags,
      summary: 'The issuer’s Open Badges 3.0 Profile (JSON), at its id; its keys are at issuer/jwks.json',
    },
    handler: async (request, reply) =>
      sendEntry(request, reply, await service.issuerEntry(), { type: 'application/json; charset=utf-8' }),
  });

  app.get('/certificates/issuer/jwks.json', {
    schema: {
      tags,
      summary:
        'The public keys (JWKS) that verify every credential the site ever issued: the signing key first',
    },
    // From memory (every instance holds the keys): the current set, never a copy older than a rotation.
    handler: async (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=300')
        .type('application/jwk-set+json')
        .send(JSON.stringify(fastify.certificates.keys.jwks())),
  });

  app.get('/certificates/:id', {
    schema: {
      tags,
      summary:
        'Verify a certificate: who, which course, when, status (valid or revoked) and whether its credential’s signature checks out',
      params: ZPublicIdParams,
      response: { 200: ZCertificateVerificationReply, ...errorResponses(400, 404) },
    },
    handler: async (request, reply) =>
      sendJsonEntry(request, reply, service.verificationEntry(request.params.id)),
  });

  app.get('/certificates/:id/credential', {
    schema: {
      tags,
      summary: 'The signed Open Badges 3.0 credential (VC 2.0 as a JWT, typ vc+jwt), as a file',
      params: ZPublicIdParams,
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const certificate = await service.verificationData(id);
      reply.header('content-disposition', attachmentDisposition(fileName(certificate, 'jwt')));
      return sendEntry(request, reply, await service.credentialEntry(id), { type: 'application/vc+jwt' });
    },
  });

  app.get('/certificates/:id/status', {
    schema: {
      tags,
      summary: 'The credential’s revocation status: a 1EdTech Revocation List naming this credential only',
      params: ZPublicIdParams,
    },
    handler: async (request, reply) =>
      sendEntry(request, reply, await service.statusEntry(request.params.id), {
        type: 'application/json; charset=utf-8',
      }),
  });

  app.get('/certificates/:id/pdf', {
    schema: {
      tags,
      summary: 'The certificate as a PDF (A4 landscape, with a QR code of its verification page)',
      params: ZPublicIdParams,
    },
    handler: async (request, reply) => {
      const certificate = await service.verificationData(request.params.id);
      const key = certificatePdfKey(certificate._id);
      const options = {
        cacheControl: REVALIDATE,
        disposition: attachmentDisposition(fileName(certificate, 'pdf')),
      };
      const sent = await sendMediaFile(request, reply, fastify.fileStorage, key, options).catch(
        (err: unknown) => {
          request.log.warn({ err }, 'a stored certificate PDF could not be read');
          return undefined;
        },
      );
      if (sent) return sent;
      // Made on the first download and kept: the same certificate always gives the same bytes (ADR 037).
      const pdf = await renderCertificatePdf({
        certificateId: certificate._id,
        learnerName: certificate.learnerName,
        courseName: certificate.course.name,
        completedAt: new Date(certificate.completedAt),
        hours: certificate.hours,
        verificationUrl: certificate.urls.page,
        issuerName: certificate.issuer.name,
      });
      // Sent as made when the storage cannot keep it (it is down): a later request stores it.
      const sendMade = () =>
        reply
          .header('cache-control', REVALIDATE)
          .header('content-disposition', options.disposition)
          .type('application/pdf')
          .send(pdf);
      try {
        await fastify.fileStorage.put(key, pdf);
        await service.setPdfKey(certificate._id, key);
      } catch (err) {
        request.log.warn({ err }, 'a certificate PDF could not be stored');
        return sendMade();
      }
      return (await sendMediaFile(request, reply, fastify.fileStorage, key, options)) ?? sendMade();
    },
  });

  app.get('/user/certificates', {
    config: { auth: 'signed-in' },
    schema: {
      tags,
      security: bearer,
      summary: 'The signed-in learner’s certificates, newest first, revoked ones included',
      response: { 200: envelope(ZMyCertificateList), ...errorResponses(401) },
    },
    handler: async (request) => ok({ items: await service.mine(authUser(request.user).id) }),
  });
}
