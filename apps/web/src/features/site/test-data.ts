import type { TCourseCard, TPartner, TService, TTeamMember, TTestimonial } from '@curio/shared';

/** Replies the site feature's tests stub the API with (test-only; nothing in the app imports this). */
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const partnersOf = (n: number): TPartner[] =>
  Array.from({ length: n }, (_, i) => ({
    _id: id(100 + i),
    name: `Vendor ${i + 1}`,
    logo: `/images/partners/vendor-${i + 1}.svg`,
    description: `What learners do with vendor ${i + 1}.`,
  }));

export const testTeam: TTeamMember[] = [
  {
    _id: id(1),
    name: 'Kabir Menon',
    role: 'Head of Training',
    bio: 'Runs the cloud and DevOps tracks.',
    image: '/images/team/kabir.svg',
    socialLinks: [{ label: 'LinkedIn', url: 'https://linkedin.example/kabir' }],
  },
  {
    _id: id(2),
    name: 'Leela Thomas',
    role: 'Lead Mentor',
    bio: 'Pairs every learner with a mentor.',
    image: '/images/team/leela.svg',
    socialLinks: [],
  },
];

export const testCourses: TCourseCard[] = Array.from({ length: 8 }, (_, i) => ({
  _id: id(200 + i),
  name: `Course number ${i + 1}`,
  slug: `course-${i + 1}`,
  images: [`/images/courses/course-${i + 1}.svg`],
  duration: `${i + 4} weeks`,
  price: i === 0 ? 49.5 : 99,
  category: { _id: id(300) },
}));

export const testServices: TService[] = Array.from({ length: 4 }, (_, i) => ({
  _id: id(400 + i),
  title: `Service ${i + 1}`,
  image: `/images/services/service-${i + 1}.svg`,
  shortdescription: `Short description ${i + 1}.`,
  description: `<p>Long description ${i + 1}.</p>`,
  tags: ['Cloud', 'DevOps'],
}));

export const testTestimonials: TTestimonial[] = [
  {
    _id: id(500),
    image: '/images/testimonials/ravi.svg',
    name: 'Ravi Kumar',
    designation: 'Cloud Engineer, Northwind',
    message: 'The labs made the certification feel easy.',
  },
];
