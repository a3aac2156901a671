import type { FastifyInstance } from 'fastify';
import type { Db } from '@curio/db';
import { z } from 'zod';
import {
  CONTENT_MESSAGES,
  leadOriginOf,
  type TSubmissionReceipt,
  type ZJobApplicationRequest,
  type ZLeadRequest,
  type ZTrainerApplicationRequest,
} from '@curio/shared';
import { notFound } from '#api/lib/http-errors.ts';
import { CONTENT_TAGS } from '#api/modules/content/index.ts';
import { createSiteRepository } from '#api/modules/site/index.ts';
import { operatorNotice, type OperatorNotice } from './mails.ts';
import { createSubmissionRepository } from './repository.ts';
import * as to from './serialize.ts';

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** The request bodies after the shared schemas ran (trimmed; the email lower-cased). */
type Parsed<S extends z.ZodType> = z.output<S>;

/**
 * What visitors send: stored (the operator reads it at /api/admin/*) together with a mail to the site's
 * contact address, reply-to the visitor, in the outbox (modules/mail): an SMTP outage delays the mail,
 * never the visitor's request.
 */
export function createSubmissionService(app: FastifyInstance) {
  const repo = createSubmissionRepository(app.db);
  const siteRepo = createSiteRepository(app.db);

  /** Stores what the visitor sent and queues the operator's mail in one transaction: both or neither. */
  async function storeAndNotify<T>(
    store: (tx: Db) => Promise<T>,
    notice: Omit<OperatorNotice, 'to' | 'brand' | 'adminUrl'>,
    adminPath: string,
  ): Promise<T> {
    const site = await siteRepo.loadSettings();
    return app.db.transaction(async (tx) => {
      const row = await store(tx);
      await app.mailer.queue(
        operatorNotice({
          ...notice,
          to: site.contact.email,
          brand: site.brand,
          adminUrl: `${app.config.publicUrl}/api/admin/${adminPath}`,
        }),
        tx,
      );
      return row;
    });
  }

  return {
    async submitLead(input: Parsed<typeof ZLeadRequest>): Promise<TSubmissionReceipt> {
      const source = input.source?.trim() || null;
      const row = await storeAndNotify(
        (tx) => repo.insertLead({ name: input.name, email: input.email, comment: input.comment, source }, tx),
        {
          replyTo: input.email,
          subject: `New enquiry from ${input.name}${source ? ` (${source})` : ''}`,
          intro: 'Someone left their details on the contact form.',
          fields: [
            ['Name', input.name],
            ['Email', input.email],
            ['From page', leadOriginOf(source)],
            ['Message', input.comment],
          ],
        },
        'leads',
      );
      return to.toReceipt(row);
    },

    async applyForJob(
      jobId: string,
      input: Parsed<typeof ZJobApplicationRequest>,
    ): Promise<TSubmissionReceipt> {
      const job = isUuid(jobId) ? await repo.findJob(jobId) : undefined;
      if (!job) throw notFound(CONTENT_MESSAGES.jobNotFound);
      const row = await storeAndNotify(
        (tx) => repo.insertJobApplication({ jobId: job.id, jobTitle: job.title, ...input }, tx),
        {
          replyTo: input.email,
          subject: `Application for ${job.title} from ${input.name}`,
          intro: `A new application arrived for the open position “${job.title}”.`,
          fields: [
            ['Position', job.title],
            ['Name', input.name],
            ['Email', input.email],
            ['Phone', input.phone],
            ['Cover letter', input.coverLetter],
          ],
        },
        'job-applications',
      );
      // The jobs page shows each job's count of applications (docs/product.md#content-pages).
      app.publicCache.invalidate(CONTENT_TAGS.jobs);
      return to.toReceipt(row);
    },

    async applyAsTrainer(input: Parsed<typeof ZTrainerApplicationRequest>): Promise<TSubmissionReceipt> {
      const row = await storeAndNotify(
        (tx) => repo.insertTrainerApplication(input, tx),
        {
          replyTo: input.email,
          subject: `Trainer application from ${input.name}: ${input.expertise}`,
          intro: 'Someone applied to teach with us on the Become a Trainer page.',
          fields: [
            ['Name', input.name],
            ['Email', input.email],
            ['Phone', input.phone],
            ['Expertise', input.expertise],
            ['Experience', `${input.experienceYears} year${input.experienceYears === 1 ? '' : 's'}`],
            ['Message', input.message],
          ],
        },
        'trainer-applications',
      );
      return to.toReceipt(row);
    },
  };
}
