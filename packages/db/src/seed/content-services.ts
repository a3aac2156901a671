import type { services } from '../schema.ts';
import type { SeedRow } from './content-types.ts';

/**
 * Corporate training services (docs/product.md#pages, Services). Descriptions are rich text, sanitized when
 * inserted.
 */
export const SERVICES: SeedRow<typeof services>[] = [
  {
    title: 'Lateral Hiring Training',
    image: '/images/services/lateral-hiring.svg',
    shortDescription:
      'Bring experienced hires up to speed on your stack, your codebase and your ways of working in four weeks instead of four months.',
    description: `<h3>Why it matters</h3>
<p>An experienced engineer who joins from another company knows how to build software, just not how <em>you</em> build it. Most teams leave that gap to chance. We close it on purpose.</p>
<h3>What the programme covers</h3>
<ul><li>A role-mapped track built from your own job description and architecture notes</li><li>Guided sprints inside a sanitised copy of your codebase</li><li>Domain sessions led by your senior engineers, facilitated by us</li><li>A readiness review at the end of week four, shared with the hiring manager</li></ul>
<p>Cohorts start every month at our HSR Layout studio or remotely, from five hires upwards.</p>`,
    tags: ['Onboarding', 'Experienced hires', 'Custom tracks'],
  },
  {
    title: 'Hire-Train-Deploy',
    image: '/images/services/hire-train-deploy.svg',
    shortDescription:
      'We recruit promising graduates, train them on the exact roles you need and deploy them to your teams, ready from day one.',
    description: `<h3>How it works</h3>
<p>You tell us the roles, the numbers and the start date. We source and screen candidates, run a twelve-week immersive programme shaped around your stack, and hand over engineers who have already shipped a capstone on it.</p>
<ul><li><strong>Hire:</strong> aptitude and coding screens, structured interviews with your panel</li><li><strong>Train:</strong> 480 hours of instructor-led labs, projects and code reviews</li><li><strong>Deploy:</strong> a six-month support period with monthly progress check-ins</li></ul>
<p>Typical roles: Java and .NET developers, data engineers, cloud support engineers and QA automation engineers.</p>`,
    tags: ['Graduate hiring', 'Bootcamp', 'Deployment'],
  },
  {
    title: 'Cloud Labs',
    image: '/images/services/cloud-labs.svg',
    shortDescription:
      'Disposable, pre-configured cloud sandboxes so every learner practises on real infrastructure, with budgets that cannot run away.',
    description: `<h3>Real infrastructure, no surprises</h3>
<p>Each learner gets an isolated cloud account that is created for the lab, capped by budget and destroyed when the lab ends. Nothing to install and nothing left running on your bill.</p>
<ul><li>More than 120 guided labs across compute, networking, containers and data</li><li>Automatic checks that confirm each step was really done</li><li>Instructor view of every learner’s progress in real time</li></ul>
<p>Available on their own or as part of any Curio programme.</p>`,
    tags: ['Cloud', 'Hands-on labs', 'Sandboxes'],
  },
  {
    title: 'AI-Powered Assessment',
    image: '/images/services/ai-assessment.svg',
    shortDescription:
      'Skill assessments that adapt to each candidate and explain their scores, for hiring, promotion and training needs analysis.',
    description: `<h3>Measure what people can do</h3>
<p>Our assessment engine mixes adaptive multiple-choice questions, live coding tasks and short design scenarios. Every score comes with the evidence behind it, so managers can see <em>why</em> a candidate is ready or not.</p>
<ul><li>Role libraries for 40+ technical roles, tuned with your own questions</li><li>Plagiarism and proctoring checks that respect candidates’ privacy</li><li>Team heat-maps that show where training will pay off first</li></ul>`,
    tags: ['Assessment', 'AI', 'Skills analytics'],
  },
  {
    title: 'Learning Management System',
    image: '/images/services/learning-management.svg',
    shortDescription:
      'The Curio LMS: cohorts, live classes, labs, assessments and certificates in one place, under your brand.',
    description: `<h3>One platform for the whole journey</h3>
<p>The same platform we use for our own cohorts, available for your internal academies. Schedule cohorts, run live classes, attach labs and assessments, and issue certificates that can be verified online.</p>
<ul><li>Single sign-on with your identity provider and HR system</li><li>Progress analytics for learners, managers and L&amp;D teams</li><li>Works on low bandwidth and on mobile</li></ul>`,
    tags: ['LMS', 'Platform', 'Analytics'],
  },
  {
    title: 'Custom Corporate Bootcamps',
    image: '/images/services/corporate-bootcamps.svg',
    shortDescription:
      'Intensive, outcome-led programmes for existing teams adopting a new language, framework or cloud platform.',
    description: `<h3>Built around a real project</h3>
<p>We start with the change your team is making, such as moving a monolith to services or adopting TypeScript, and build a bootcamp that ends with that work under way, not just understood.</p>
<ul><li>Two- to six-week formats, full-time or half-days</li><li>Pre- and post-assessments to show the progress made</li><li>Office hours for four weeks after the programme ends</li></ul>`,
    tags: ['Upskilling', 'Teams', 'Bootcamp'],
  },
  {
    title: 'Engineering Leadership Program',
    image: '/images/services/engineering-leadership.svg',
    shortDescription:
      'For new engineering managers and tech leads: feedback, planning, hiring and running healthy teams.',
    description: `<h3>From great engineer to great lead</h3>
<p>Eight fortnightly workshops, each followed by a practice assignment with your own team and a one-to-one coaching session.</p>
<ul><li>Giving feedback that lands, and receiving it</li><li>Estimation and planning without heroics</li><li>Structured interviewing and inclusive hiring</li><li>Handling incidents and the conversations that follow</li></ul>`,
    tags: ['Leadership', 'Management', 'Coaching'],
  },
];
