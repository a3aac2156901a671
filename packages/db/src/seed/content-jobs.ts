import type { jobs } from '../schema.ts';
import type { SeedRow } from './content-types.ts';

/**
 * /our-work open positions. Descriptions are rich text (the page strips the tags); salaries show with '$'.
 */
export const JOBS: SeedRow<typeof jobs>[] = [
  {
    title: 'Senior Cloud Instructor',
    jobType: 'Full-time',
    jobLocation: 'HSR Layout, Bangalore',
    salary: '85,000 – 110,000',
    description: `<p>Teach cohorts of working engineers to design, run and debug systems on the cloud, and help us build the next generation of guided labs.</p>
<ul><li>5+ years running production workloads on a major cloud</li><li>Comfortable explaining networking and IAM to beginners</li><li>At least one professional-level cloud certification</li></ul>`,
  },
  {
    title: 'Learning Experience Designer',
    jobType: 'Full-time',
    jobLocation: 'Hybrid, Bangalore',
    salary: '60,000 – 80,000',
    description: `<p>Turn what our best trainers know into courses that work without them in the room: outlines, labs, assessments and capstone briefs.</p>
<ul><li>3+ years in instructional design or technical education</li><li>You can read code well enough to review a lab</li><li>A portfolio of courses you designed</li></ul>`,
  },
  {
    title: 'Full-Stack Engineer, Curio LMS',
    jobType: 'Full-time',
    jobLocation: 'Remote, India',
    salary: '75,000 – 95,000',
    description: `<p>Build the platform thousands of learners use every day, from cohort scheduling to the assessment engine. TypeScript, React and PostgreSQL.</p>
<ul><li>4+ years building and running web applications</li><li>Care for accessibility and performance on low-end phones</li><li>You write tests because you like sleeping at night</li></ul>`,
  },
  {
    title: 'Corporate Program Manager',
    jobType: 'Full-time',
    jobLocation: 'HSR Layout, Bangalore',
    salary: '70,000 – 90,000',
    description: `<p>Own hire-train-deploy and lateral-hiring programmes for our corporate clients, from the first scoping call to the last readiness review.</p>
<ul><li>Experience managing training or delivery programmes for enterprises</li><li>Clear writing and calm stakeholder management</li><li>Occasional travel to client offices in India</li></ul>`,
  },
  {
    title: 'Data Science Teaching Assistant',
    jobType: 'Part-time',
    jobLocation: 'Remote, India',
    salary: '18,000 – 24,000',
    description: `<p>Support learners in the data science track during evening lab hours: answer questions, review notebooks and run revision sessions.</p>
<ul><li>Strong Python, pandas and statistics</li><li>Available three evenings a week, 7 to 10 pm IST</li><li>Graduates of Curio programmes are warmly encouraged to apply</li></ul>`,
  },
  {
    title: 'Learner Success Intern',
    jobType: 'Internship',
    jobLocation: 'HSR Layout, Bangalore',
    salary: '9,000 – 12,000',
    description: `<p>A six-month internship in the team that keeps learners on track: check-in calls, progress reviews and organising community events.</p>
<ul><li>Final-year students or recent graduates of any discipline</li><li>Fluent English; Kannada, Hindi or Tamil a plus</li></ul>`,
  },
];
