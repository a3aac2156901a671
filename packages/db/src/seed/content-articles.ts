import type { articles, mediaItems } from '../schema.ts';
import { ARTICLE_BODIES as B } from './content-article-bodies.ts';
import type { DatedSeedRow } from './content-types.ts';

const on = (isoDate: string) => new Date(`${isoDate}T09:30:00+05:30`);

/**
 * /dive-our articles: the three categories of docs/product.md#content-pages, listed newest first; the seed
 * derives each slug from its title.
 */
export const ARTICLES: Omit<DatedSeedRow<typeof articles>, 'slug'>[] = [
  {
    title: 'Curio Monthly: new cloud labs, a Pune cohort and your questions answered',
    category: 'Newsletter',
    image: '/images/articles/newsletter-october.svg',
    summary:
      'Forty new guided labs, our first Pune weekend cohort, and the five questions learners asked most this month.',
    createdAt: on('2026-10-03'),
    body: B.newsletterOctober,
  },
  {
    title: 'Why we stopped grading quizzes on speed',
    category: 'Features',
    image: '/images/articles/grading-on-speed.svg',
    summary:
      'Timed quizzes rewarded confidence, not understanding. What changed when we removed the clock, and what did not.',
    createdAt: on('2026-09-18'),
    body: B.gradingOnSpeed,
  },
  {
    title: 'Curio featured in “Ten training partners engineering leaders trust”',
    category: 'Media_Coverage',
    image: '/images/articles/training-partners-list.svg',
    summary:
      'The Bengaluru Business Chronicle looked at how companies onboard experienced hires, and spoke to three of our clients.',
    createdAt: on('2026-09-02'),
    body: B.trainingPartnersList,
  },
  {
    title: 'Curio Monthly: the assessment engine learns to explain itself',
    category: 'Newsletter',
    image: '/images/articles/newsletter-august.svg',
    summary:
      'Every assessment score now comes with the evidence behind it. Plus: mock-interview evenings are back at HSR Layout.',
    createdAt: on('2026-08-05'),
    body: B.newsletterAugust,
  },
  {
    title: 'From physics lab to cloud console: three career-switch stories',
    category: 'Features',
    image: '/images/articles/career-switch-stories.svg',
    summary:
      'A physicist, a bank teller and a schoolteacher on what the first ninety days in a tech job really felt like.',
    createdAt: on('2026-07-21'),
    body: B.careerSwitchStories,
  },
  {
    title: 'TechCurrent India on disposable cloud sandboxes in training',
    category: 'Media_Coverage',
    image: '/images/articles/disposable-sandboxes.svg',
    summary:
      'How budget-capped lab accounts let learners break real infrastructure without breaking anyone’s bill.',
    createdAt: on('2026-06-30'),
    body: B.disposableSandboxes,
  },
  {
    title: 'Curio Monthly: summer cohorts, scholarship winners and a new LMS app',
    category: 'Newsletter',
    image: '/images/articles/newsletter-june.svg',
    summary: 'Meet the twelve scholarship winners of the summer cohorts and try the LMS on your phone.',
    createdAt: on('2026-06-04'),
    body: B.newsletterJune,
  },
  {
    title: 'What a good onboarding week looks like for a senior engineer',
    category: 'Features',
    image: '/images/articles/onboarding-week.svg',
    summary:
      'Day-by-day, the first week we design for lateral hires, and why the first pull request comes on day three.',
    createdAt: on('2026-05-12'),
    body: B.onboardingWeek,
  },
  {
    title: 'EdLine Weekly profiles Curio’s hire-train-deploy model',
    category: 'Media_Coverage',
    image: '/images/articles/hire-train-deploy-profile.svg',
    summary:
      'Retention numbers, the twelve-week programme and the part the client’s own engineers play in it.',
    createdAt: on('2026-04-27'),
    body: B.hireTrainDeployProfile,
  },
  {
    title: 'Accessibility is a skill, not a checklist',
    category: 'Features',
    image: '/images/articles/accessibility-skill.svg',
    summary:
      'Why every front-end track now includes a week of testing with a screen reader, and what learners find.',
    createdAt: on('2026-03-16'),
    body: B.accessibilitySkill,
  },
];

/** /our-media carousel: coverage by (fictional) outlets, newest first. */
export const MEDIA: DatedSeedRow<typeof mediaItems>[] = [
  {
    title: 'The Bangalore studio teaching engineers to onboard themselves',
    source: 'The Deccan Ledger',
    image: '/images/media/deccan-ledger.svg',
    summary:
      'A visit to Curio’s HSR Layout studio during a lateral-hiring cohort, where senior engineers learn a client’s codebase in four weeks.',
    createdAt: on('2026-09-24'),
  },
  {
    title: 'Ten training partners engineering leaders trust',
    source: 'Bengaluru Business Chronicle',
    image: '/images/media/business-chronicle.svg',
    summary:
      'Curio is named for its hire-train-deploy programme and the retention numbers its clients report.',
    createdAt: on('2026-09-02'),
  },
  {
    title: 'Sandboxes that self-destruct: a new idea in cloud training',
    source: 'TechCurrent India',
    image: '/images/media/techcurrent.svg',
    summary:
      'Budget-capped cloud accounts created for one lab and destroyed after it: how Curio keeps practice real and costs predictable.',
    createdAt: on('2026-06-30'),
  },
  {
    title: 'Hire, train, deploy: does the model keep people?',
    source: 'EdLine Weekly',
    image: '/images/media/edline-weekly.svg',
    summary:
      'Eighteen months of data from one client shows twenty of twenty-two graduates still in their teams.',
    createdAt: on('2026-04-27'),
  },
  {
    title: 'Founders to watch in Indian education',
    source: 'The Startup Dispatch',
    image: '/images/media/startup-dispatch.svg',
    summary:
      'Meera Raghunathan on building Curio without a sales team and why learner success calls matter more than ads.',
    createdAt: on('2026-02-11'),
  },
  {
    title: 'Assessments that explain their scores',
    source: 'Garden City Times',
    image: '/images/media/garden-city-times.svg',
    summary:
      'Curio’s assessment engine shows managers the evidence behind each score. Candidates say it feels fairer.',
    createdAt: on('2025-12-08'),
  },
  {
    title: 'Why upskilling budgets are moving to cohorts',
    source: 'The Malleswaram Review',
    image: '/images/media/malleswaram-review.svg',
    summary: 'L&D heads explain why live cohorts with labs are replacing libraries of recorded videos.',
    createdAt: on('2025-10-20'),
  },
];
