import type { awards, testimonials } from '../schema.ts';
import type { SeedRow } from './content-types.ts';

/** /what-client and /testimonials slider. */
export const TESTIMONIALS: SeedRow<typeof testimonials>[] = [
  {
    name: 'Deepa Menon',
    designation: 'Backend Engineer, Farmlink Logistics',
    image: '/images/testimonials/deepa-menon.svg',
    message:
      'I came from a support role and was terrified of system design interviews. The cohort made me draw, defend and redraw architectures every week. I cleared three interviews in a month.',
  },
  {
    name: 'Harish Gowda',
    designation: 'VP Engineering, Brightpaisa',
    image: '/images/testimonials/harish-gowda.svg',
    message:
      'We hired twenty-two graduates through Hire-Train-Deploy. Eighteen months later, twenty are still with us and four are already leading small features. That is better than our campus hiring ever managed.',
  },
  {
    name: 'Ritu Agarwal',
    designation: 'Data Analyst, Koramangala Health',
    image: '/images/testimonials/ritu-agarwal.svg',
    message:
      'The labs were the difference. I broke a database on purpose, fixed it, and understood indexes for the first time. My instructor answered questions at eleven at night without ever making me feel slow.',
  },
  {
    name: 'Thomas Kurian',
    designation: 'L&D Head, Meridian Software Services',
    image: '/images/testimonials/thomas-kurian.svg',
    message:
      'The Curio LMS replaced three tools and a spreadsheet. Managers finally see progress without asking us for a report, and our certificate verification requests dropped to zero.',
  },
  {
    name: 'Ananya Krishnan',
    designation: 'Cloud Support Engineer, Stratacore',
    image: '/images/testimonials/ananya-krishnan.svg',
    message:
      'Twelve weeks, one capstone and a lot of coffee in HSR Layout. I went from a BSc in Physics to a cloud job, and I still use the runbook template we wrote in week nine.',
  },
  {
    name: 'Imran Sheikh',
    designation: 'Engineering Manager, Tealeaf Commerce',
    image: '/images/testimonials/imran-sheikh.svg',
    message:
      'Our lateral hires used to take a quarter to ship anything meaningful. After the four-week programme, the last batch merged production changes in their second week.',
  },
];

/** /our-awards: an odd count, so the middle award sits centred on wide screens (docs/product.md#pages). */
export const AWARDS: SeedRow<typeof awards>[] = [
  {
    year: 2019,
    awardName: 'Emerging EdTech Startup of the Year',
    place: 'Karnataka Startup Summit, Bangalore',
    image: '/images/awards/emerging-edtech-2019.svg',
  },
  {
    year: 2020,
    awardName: 'Best Remote Learning Transition',
    place: 'India Learning Forum, online',
    image: '/images/awards/remote-learning-2020.svg',
  },
  {
    year: 2021,
    awardName: 'Excellence in Hands-on Cloud Training',
    place: 'Cloud Builders Conclave, Hyderabad',
    image: '/images/awards/cloud-training-2021.svg',
  },
  {
    year: 2022,
    awardName: 'Top Corporate Training Partner',
    place: 'HR Tech Awards, Mumbai',
    image: '/images/awards/corporate-partner-2022.svg',
  },
  {
    year: 2023,
    awardName: 'Innovation in Skills Assessment',
    place: 'Future of Work Summit, Pune',
    image: '/images/awards/skills-assessment-2023.svg',
  },
  {
    year: 2024,
    awardName: 'Diversity in Tech Hiring Champion',
    place: 'Women in Engineering Meet, Chennai',
    image: '/images/awards/diversity-hiring-2024.svg',
  },
  {
    year: 2025,
    awardName: 'Learner’s Choice: Best Upskilling Provider',
    place: 'Bangalore Tech Week, Bangalore',
    image: '/images/awards/learners-choice-2025.svg',
  },
];
