import type { slideItems } from '../schema.ts';
import type { SeedRow } from './content-types.ts';

type Slide = Omit<SeedRow<typeof slideItems>, 'kind'>;

/** /lateralhirning slider: what an experienced hire goes through. */
export const LATERAL_HIRING: Slide[] = [
  {
    title: 'Role-mapped onboarding tracks',
    image: '/images/lateral/role-mapped-tracks.svg',
    description:
      'Every track starts from the job description and your architecture notes, so each hire learns what their role actually touches.',
  },
  {
    title: 'Codebase immersion sprints',
    image: '/images/lateral/codebase-sprints.svg',
    description:
      'Guided tickets in a sanitised copy of your repository, reviewed by our instructors before your team ever sees them.',
  },
  {
    title: 'Domain deep-dives',
    image: '/images/lateral/domain-deep-dives.svg',
    description:
      'Short sessions with your senior engineers on the business rules that never make it into documentation.',
  },
  {
    title: 'Mentor pairing',
    image: '/images/lateral/mentor-pairing.svg',
    description:
      'Each hire is paired with a Curio mentor and a buddy from your team for the first six weeks.',
  },
  {
    title: 'Readiness reviews',
    image: '/images/lateral/readiness-reviews.svg',
    description:
      'A structured review at the end of the programme tells the hiring manager what is solid and what needs a little more time.',
  },
  {
    title: 'Manager dashboards',
    image: '/images/lateral/manager-dashboards.svg',
    description: 'Weekly progress for every hire in one view, with alerts when someone is falling behind.',
  },
];

/** /lms slider: features of the Curio learning platform. */
export const LMS_FEATURES: Slide[] = [
  {
    title: 'Cohort scheduling',
    image: '/images/lms/cohort-scheduling.svg',
    description:
      'Plan cohorts, sessions and instructors on one calendar that learners can sync to their own.',
  },
  {
    title: 'Live classroom',
    image: '/images/lms/live-classroom.svg',
    description:
      'Built-in video classes with breakout rooms, polls and recordings that appear in the course a minute later.',
  },
  {
    title: 'Progress analytics',
    image: '/images/lms/progress-analytics.svg',
    description: 'Completion, attendance and assessment trends for learners, managers and L&D teams.',
  },
  {
    title: 'Assessment engine',
    image: '/images/lms/assessment-engine.svg',
    description:
      'Quizzes, coding tasks and graded assignments with rubrics, plagiarism checks and instant feedback.',
  },
  {
    title: 'Content library',
    image: '/images/lms/content-library.svg',
    description:
      'Upload your own material or start from 300+ Curio modules, versioned so cohorts never see a half-edited lesson.',
  },
  {
    title: 'SSO and HR integration',
    image: '/images/lms/sso-integration.svg',
    description: 'Single sign-on with your identity provider and automatic enrolment from your HR system.',
  },
  {
    title: 'Verifiable certificates',
    image: '/images/lms/verifiable-certificates.svg',
    description:
      'Certificates with a public verification link that learners can add to their professional profiles.',
  },
];
