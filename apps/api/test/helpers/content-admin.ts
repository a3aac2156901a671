import type { trainerApplications } from '@curio/db';
import { suggestSlug, type TContentType } from '@curio/shared';

/** One content type as the console tests drive it: its public read and how to make a valid item. */
export interface ContentCase {
  type: TContentType;
  /** The public read that shows it (docs/product.md#api). */
  publicUrl: string;
  /** The field that names an item in the public reply. */
  nameField: string;
  /** A valid create request for an item named `name`. */
  make: (name: string) => Record<string, unknown>;
  /** A field and value an edit changes, as the public reply shows it. */
  edit: [field: string, value: unknown];
  /** The rich-text field, where the type has one (sanitized on write). */
  richField?: string;
  /** Whether the site shows the operator's order (else: newest first, no reorder). */
  isOrdered: boolean;
}

const image = '/images/team/arjun-nair.svg';
const slide = (name: string) => ({ title: name, image, description: 'A slide.' });

export const CONTENT_CASES: ContentCase[] = [
  {
    type: 'team',
    publicUrl: '/api/team',
    nameField: 'name',
    make: (name) => ({ name, role: 'Mentor', bio: 'Teaches.', image, socialLinks: [] }),
    edit: ['role', 'Lead mentor'],
    isOrdered: true,
  },
  {
    type: 'partners',
    publicUrl: '/api/partner',
    nameField: 'name',
    make: (name) => ({ name, logo: image, description: 'Cloud partner.' }),
    edit: ['description', 'Certification partner.'],
    isOrdered: true,
  },
  {
    type: 'services',
    publicUrl: '/api/service',
    nameField: 'title',
    make: (title) => ({
      title,
      image,
      shortDescription: 'Short.',
      description: '<p>Long.</p>',
      tags: ['AI'],
    }),
    edit: ['tags', ['AI', 'Cloud']],
    richField: 'description',
    isOrdered: true,
  },
  {
    type: 'lateral-hiring',
    publicUrl: '/api/lateralHiring',
    nameField: 'title',
    make: slide,
    edit: ['description', 'Hire and train.'],
    isOrdered: true,
  },
  {
    type: 'lms',
    publicUrl: '/api/lms',
    nameField: 'title',
    make: slide,
    edit: ['description', 'Track progress.'],
    isOrdered: true,
  },
  {
    type: 'faqs',
    publicUrl: '/api/faq',
    nameField: 'question',
    make: (question) => ({ question, answer: '<p>Yes.</p>' }),
    edit: ['answer', '<p>No.</p>'],
    richField: 'answer',
    isOrdered: true,
  },
  {
    type: 'community',
    publicUrl: '/api/community',
    nameField: 'title',
    make: (title) => ({ title, excerpt: 'Meet-up.', body: '<p>We met.</p>', author: 'Asha', image }),
    edit: ['author', 'Ravi'],
    richField: 'body',
    isOrdered: false,
  },
  {
    type: 'media',
    publicUrl: '/api/ourMedia',
    nameField: 'title',
    make: (title) => ({ title, image, source: 'The Daily', summary: 'Coverage.' }),
    edit: ['source', 'The Weekly'],
    isOrdered: false,
  },
  {
    type: 'gallery',
    publicUrl: '/api/communityGallery',
    nameField: 'title',
    make: (title) => ({
      platform: 'youtube',
      title,
      embedLink: '<iframe src="https://www.youtube.com/embed/abc123"></iframe>',
    }),
    edit: ['title', 'Renamed clip'],
    isOrdered: true,
  },
  {
    type: 'jobs',
    publicUrl: '/api/workWithCurio',
    nameField: 'title',
    make: (title) => ({
      title,
      description: '<p>Build things.</p>',
      jobType: 'Full time',
      jobLocation: 'Remote',
      salary: '85,000 – 110,000',
    }),
    edit: ['jobLocation', 'Bangalore'],
    richField: 'description',
    isOrdered: true,
  },
  {
    type: 'awards',
    publicUrl: '/api/communityAwards',
    nameField: 'awardName',
    make: (awardName) => ({ image, year: 2024, awardName, place: 'Delhi' }),
    edit: ['year', 2025],
    isOrdered: true,
  },
  {
    type: 'testimonials',
    publicUrl: '/api/testimonials',
    nameField: 'name',
    make: (name) => ({ image, name, designation: 'CTO', message: 'Great courses.' }),
    edit: ['message', 'Even better now.'],
    isOrdered: true,
  },
  {
    type: 'articles',
    publicUrl: '/api/article',
    nameField: 'title',
    make: (title) => ({
      title,
      slug: suggestSlug(title) || 'article',
      image,
      category: 'Newsletter',
      summary: 'News.',
      body: '<p>The whole story.</p>',
    }),
    edit: ['category', 'Features'],
    richField: 'body',
    isOrdered: false,
  },
];

export const contentUrls = {
  list: (type: TContentType) => `/api/admin/content/${type}`,
  item: (type: TContentType, id: string) => `/api/admin/content/${type}/${id}`,
  published: (type: TContentType, id: string) => `/api/admin/content/${type}/${id}/published`,
  order: (type: TContentType) => `/api/admin/content/${type}/order`,
};

/** A trainer application's row as /beatrainer stores it (status 'new' unless given). */
export const aTrainerApplication = (overrides: Partial<typeof trainerApplications.$inferInsert> = {}) => ({
  name: 'Tara',
  email: 'tara@example.com',
  phone: '9876543210',
  expertise: 'Cloud',
  experienceYears: 5,
  message: 'I teach.',
  ...overrides,
});
