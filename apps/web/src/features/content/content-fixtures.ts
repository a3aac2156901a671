import type {
  TArticle,
  TAward,
  TCommunityPost,
  TFaq,
  TGalleryItem,
  TJob,
  TMediaItem,
  TTestimonial,
} from '@curio/shared';

/** Content items for the web unit tests, shaped as the API sends them (packages/shared/src/content.ts). */
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const articles: TArticle[] = [
  {
    _id: id(1),
    slug: 'march-newsletter-new-cloud-tracks',
    title: 'March newsletter: new cloud tracks',
    image: '/images/content/article-1.svg',
    category: 'Newsletter',
    summary: 'Three new cloud tracks and a date for the spring meetup.',
    createdAt: '2026-03-12T09:00:00.000Z',
  },
  {
    _id: id(2),
    slug: 'curio-in-the-bangalore-tech-weekly',
    title: 'Curio in the Bangalore Tech Weekly',
    image: '/images/content/article-2.svg',
    category: 'Media_Coverage',
    summary: 'How a small team trains thousands of engineers a year.',
    createdAt: '2026-09-03T09:00:00.000Z',
  },
  {
    _id: id(3),
    slug: 'feature-from-support-desk-to-sre',
    title: 'Feature: from support desk to SRE',
    image: '/images/content/article-3.svg',
    category: 'Features',
    summary: 'One learner’s path through the DevOps programme.',
    createdAt: '2025-12-01T09:00:00.000Z',
  },
];

export const galleryItems: TGalleryItem[] = [
  {
    _id: id(11),
    platform: 'facebook',
    title: 'Graduation day',
    embedLink:
      '<iframe src="https://www.facebook.com/plugins/post.php?href=https%3A%2F%2Fwww.facebook.com%2Fcurio%2Fposts%2F1" width="500" height="600" title="Graduation day on Facebook"></iframe>',
    createdAt: '2026-01-10T10:00:00.000Z',
  },
  {
    _id: id(12),
    platform: 'facebook',
    title: 'Hackathon finals',
    embedLink:
      '<iframe src="https://www.facebook.com/plugins/post.php?href=x2" width="500" height="600"></iframe>',
    createdAt: '2026-01-11T10:00:00.000Z',
  },
  {
    _id: id(13),
    platform: 'youtube',
    title: 'Kubernetes in ten minutes',
    embedLink:
      '<iframe src="https://www.youtube-nocookie.com/embed/abc123" width="560" height="315" allowfullscreen></iframe>',
    createdAt: '2026-01-12T10:00:00.000Z',
  },
  {
    _id: id(14),
    platform: 'twitter',
    title: 'A post that slipped past the server',
    embedLink: '<iframe src="https://evil.example/x"></iframe><script>alert(1)</script>',
    createdAt: '2026-01-13T10:00:00.000Z',
  },
];

export const jobs: TJob[] = [
  {
    _id: id(21),
    title: 'Senior Cloud Trainer',
    description:
      '<p>Teach <strong>AWS</strong> &amp; Azure to working engineers.</p><ul><li>Remote-friendly</li></ul>',
    jobType: 'Full-time',
    jobLocation: 'Bangalore',
    salary: '85,000 – 110,000',
    createdAt: '2026-02-01T10:00:00.000Z',
    applications: 1,
  },
  {
    _id: id(22),
    title: 'Curriculum Designer',
    description: 'Design <em>hands-on</em> labs.',
    jobType: 'Contract',
    jobLocation: 'Remote',
    salary: '₹18–24 LPA',
    createdAt: '2026-02-02T10:00:00.000Z',
    applications: 0,
  },
];

export const awards: TAward[] = [2019, 2020, 2021, 2022, 2023].map((year, index) => ({
  _id: id(31 + index),
  image: `/images/content/award-${index + 1}.svg`,
  year,
  awardName: `Award ${year}`,
  place: `Place ${index + 1}`,
}));

export const faqs: TFaq[] = [
  { _id: id(41), question: 'Do I get a certificate?', answer: '<p>Yes, after the final project.</p>' },
  { _id: id(42), question: 'Can my company pay?', answer: 'Yes, we invoice companies directly.' },
];

export const mediaItems: TMediaItem[] = [
  {
    _id: id(51),
    title: 'Curio opens a cloud lab',
    image: '/images/content/media-1.svg',
    source: 'Deccan Learning Review',
    summary: 'A new lab lets learners practise on real clusters.',
    createdAt: '2026-03-12T10:00:00.000Z',
  },
  {
    _id: id(52),
    title: 'Upskilling at scale',
    image: '/images/content/media-2.svg',
    source: 'The Workforce Journal',
    summary: 'How companies retrain whole teams.',
    createdAt: '2026-04-01T10:00:00.000Z',
  },
];

export const testimonials: TTestimonial[] = [
  {
    _id: id(61),
    image: '/images/content/person-1.svg',
    name: 'Ravi Iyer',
    designation: 'Platform Engineer, Northwind',
    message: 'The labs felt like my actual job.',
  },
  {
    _id: id(62),
    image: '/images/content/person-2.svg',
    name: 'Lena Park',
    designation: 'L&D Lead, Contoso',
    message: 'Our whole team finished the programme.',
  },
];

export const communityPosts: TCommunityPost[] = [
  {
    _id: id(71),
    title: 'My first Terraform module',
    excerpt: 'What I learned writing infrastructure as code.',
    body: '<p>It started with a <strong>broken</strong> pipeline.</p>',
    author: 'Anita Das',
    image: '/images/content/post-1.svg',
    tags: ['terraform', 'devops'],
    createdAt: '2026-03-12T10:00:00.000Z',
  },
  {
    _id: id(72),
    title: 'Study group notes',
    excerpt: 'Weekly notes from the Python study group.',
    body: '<p>Week one: generators.</p>',
    author: 'Karan Mehta',
    image: '/images/content/post-2.svg',
    tags: ['python'],
    createdAt: '2026-02-01T10:00:00.000Z',
  },
];
