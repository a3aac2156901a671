import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO_SITE_SETTINGS } from '@curio/db';
import { CONTENT_TYPE_DEFINITIONS, MESSAGES, type TContentType } from '@curio/shared';
import { useTestApp } from './helpers/app.ts';
import {
  aCourseRequest,
  adminUrls,
  call,
  createCourse,
  readAdminCourse,
  type Auth,
} from './helpers/catalogue-admin.ts';
import { CONTENT_CASES, contentUrls } from './helpers/content-admin.ts';
import { aCategory } from './helpers/courses.ts';
import { adminAuth, editorAuth } from './helpers/users.ts';

/**
 * Every image address the site stores is a path of this site: its Content-Security-Policy (`img-src 'self'`)
 * blocks any other, which showed as a blank card (ADR 028). A field refuses another address with a 400 whose
 * envelope says why and names the field, and nothing is stored.
 */
const REFUSED = [
  'https://cdn.example/certificate.png',
  'http://cdn.example/certificate.png',
  '//cdn.example/certificate.png',
  '/\\cdn.example/certificate.png',
  'data:image/png;base64,iVBORw0KGgo=',
];

/** The image fields of a content type, from its definition. */
const imageFieldsOf = (type: TContentType) =>
  Object.entries(CONTENT_TYPE_DEFINITIONS[type].fields)
    .filter(([, field]) => field.kind === 'image')
    .map(([name]) => name);

/**
 * A place an image address is stored: `save` tries one, answering the reply; `stored` reads what is kept
 * there now (compared before and after a refused save).
 */
interface ImageTarget {
  name: string;
  field: string;
  prepare: (app: FastifyInstance) => Promise<{
    save: (url: string) => Promise<LightMyRequestResponse>;
    stored: () => Promise<unknown>;
  }>;
}

const total = async (app: FastifyInstance, auth: Auth, url: string) =>
  (await call(app, 'GET', url, auth)).json().data.total as number;

const contentTargets: ImageTarget[] = CONTENT_CASES.flatMap((c) =>
  imageFieldsOf(c.type).flatMap((field): ImageTarget[] => [
    {
      name: `${c.type}.${field}, a new item`,
      field,
      prepare: async (app) => {
        const auth = await editorAuth(app);
        return {
          save: (url) =>
            call(app, 'POST', contentUrls.list(c.type), auth, { ...c.make('Image'), [field]: url }),
          stored: () => total(app, auth, contentUrls.list(c.type)),
        };
      },
    },
    {
      name: `${c.type}.${field}, an edit`,
      field,
      prepare: async (app) => {
        const auth = await editorAuth(app);
        const created = await call(app, 'POST', contentUrls.list(c.type), auth, c.make('Image'));
        expect(created.statusCode, created.body).toBe(201);
        const item = created.json().data as { _id: string; updatedAt: string };
        const read = async () =>
          (await call(app, 'GET', contentUrls.item(c.type, item._id), auth)).json().data;
        return {
          save: (url) =>
            call(app, 'PATCH', contentUrls.item(c.type, item._id), auth, {
              [field]: url,
              version: item.updatedAt,
            }),
          stored: read,
        };
      },
    },
  ]),
);

/** A course of the editor's, and how to change one field of it at its current version. */
async function aCourseToEdit(app: FastifyInstance) {
  const auth = await editorAuth(app);
  const course = await createCourse(app, auth, aCourseRequest((await aCategory()).id));
  return {
    save: async (changes: Record<string, unknown>) => {
      const { updatedAt } = await readAdminCourse(app, auth, course._id);
      return call(app, 'PATCH', adminUrls.course(course._id), auth, { ...changes, version: updatedAt });
    },
    stored: () => readAdminCourse(app, auth, course._id),
  };
}

const IMAGE_TARGETS: ImageTarget[] = [
  {
    name: 'a course’s certificate demo, a new course',
    field: 'certificateDemo',
    prepare: async (app) => {
      const auth = await editorAuth(app);
      const category = (await aCategory()).id;
      return {
        save: (url) =>
          call(app, 'POST', adminUrls.courses, auth, aCourseRequest(category, { certificateDemo: url })),
        stored: () => total(app, auth, adminUrls.courses),
      };
    },
  },
  {
    name: 'a course’s certificate demo, an edit',
    field: 'certificateDemo',
    prepare: async (app) => {
      const course = await aCourseToEdit(app);
      return { save: (url) => course.save({ certificateDemo: url }), stored: course.stored };
    },
  },
  {
    name: 'a course’s images',
    field: 'images.0',
    prepare: async (app) => {
      const course = await aCourseToEdit(app);
      return { save: (url) => course.save({ images: [url] }), stored: course.stored };
    },
  },
  ...contentTargets,
  {
    name: 'the founder’s photo (site settings)',
    field: 'founder.photo',
    prepare: async (app) => {
      const auth = await adminAuth(app);
      const read = async () => (await call(app, 'GET', '/api/admin/settings', auth)).json().data.site;
      return {
        save: async (url) =>
          call(app, 'PUT', '/api/admin/settings/site', auth, {
            ...DEMO_SITE_SETTINGS,
            founder: { ...DEMO_SITE_SETTINGS.founder, photo: url },
            version: (await read()).updatedAt,
          }),
        stored: read,
      };
    },
  },
];

describe('every stored image is an image of this site', () => {
  const ctx = useTestApp();

  it('covers every image field of the content types', () => {
    const fields = CONTENT_CASES.flatMap((c) => imageFieldsOf(c.type).map((field) => `${c.type}.${field}`));
    expect(fields).toEqual(expect.arrayContaining(['team.image', 'partners.logo', 'articles.image']));
    expect(contentTargets).toHaveLength(fields.length * 2);
  });

  it.each(IMAGE_TARGETS)(
    '$name: another address is a 400 that says why, and nothing is stored',
    async (target) => {
      const { save, stored } = await target.prepare(ctx.app);
      const before = await stored();
      for (const url of REFUSED) {
        const res = await save(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json()).toMatchObject({
          statusCode: 400,
          message: MESSAGES.images.notOnSite,
          data: null,
          errors: [{ field: target.field, message: MESSAGES.images.notOnSite }],
        });
      }
      expect(await stored()).toEqual(before);
    },
  );

  it('still takes an image of this site, and no certificate at all', async () => {
    const course = await aCourseToEdit(ctx.app);
    for (const certificateDemo of ['/images/courses/certificate-demo.svg', '']) {
      const res = await course.save({ certificateDemo });
      expect(res.statusCode, res.body).toBe(200);
      expect((await course.stored()).certificateDemo).toBe(certificateDemo);
    }
  });
});
