import type { communityPosts } from '../schema.ts';
import type { DatedSeedRow } from './content-types.ts';

const on = (isoDate: string) => new Date(`${isoDate}T18:00:00+05:30`);

/** /community: posts from learners, trainers and the Curio team, newest first. Bodies are rich text. */
export const COMMUNITY_POSTS: DatedSeedRow<typeof communityPosts>[] = [
  {
    title: 'Mock-interview evenings are back',
    excerpt:
      'Every second Thursday at the HSR Layout studio: two interviews, honest feedback and masala chai.',
    body: `<p>After a summer break, mock-interview evenings return on the second Thursday of every month, 6:30 to 9 pm, at our HSR Layout studio.</p>
<ul><li>Two 40-minute interviews with engineers from our hiring partners</li><li>Written feedback within 48 hours</li><li>Open to current learners and graduates of the last two years</li></ul>
<p>Seats are limited to 24 a night. Reserve one from the events tab of your profile.</p>`,
    author: 'Nandini Rao',
    image: '/images/community/mock-interviews.svg',
    tags: ['Events', 'Careers'],
    createdAt: on('2026-10-10'),
  },
  {
    title: 'What I wish I had known before my first on-call shift',
    excerpt: 'A graduate of the cloud track on alerts, runbooks and asking for help at 3 am.',
    body: `<p>Six months into my first cloud support job, here is what I would tell myself on day one.</p>
<h3>Read the runbook before you need it</h3>
<p>The worst time to discover a runbook is out of date is during an incident. Pick one a week and walk through it.</p>
<h3>Escalating is not failing</h3>
<p>Nobody has ever been criticised for waking someone up too early. Plenty of people have been for waking them too late.</p>`,
    author: 'Ananya Krishnan',
    image: '/images/community/first-on-call.svg',
    tags: ['Cloud', 'Career stories'],
    createdAt: on('2026-09-22'),
  },
  {
    title: 'Study group: system design, Saturday mornings',
    excerpt: 'Learners from three cohorts are meeting online to work through one design problem a week.',
    body: `<p>We pick one problem each week, such as a URL shortener, a ride-matching service or a notification system, and sketch it together on a shared whiteboard.</p>
<p>No slides and no experts: just practice. Join the <strong>#system-design</strong> channel in the learner community to get the link.</p>`,
    author: 'Deepa Menon',
    image: '/images/community/system-design-group.svg',
    tags: ['Study groups', 'System design'],
    createdAt: on('2026-09-05'),
  },
  {
    title: 'Scholarship winners of the summer cohorts',
    excerpt: 'Twelve learners, nine cities and one shared habit: they never missed a lab.',
    body: `<p>This summer we awarded twelve full scholarships across the data, cloud and full-stack tracks. The winners come from nine cities and backgrounds as varied as nursing, accountancy and mechanical engineering.</p>
<p>Applications for the winter round open on 1 November. Priority goes to first-generation graduates and women returning to work.</p>`,
    author: 'Sana Qureshi',
    image: '/images/community/scholarship-winners.svg',
    tags: ['Scholarships', 'Announcements'],
    createdAt: on('2026-08-14'),
  },
  {
    title: 'Trainer notes: how we review a capstone',
    excerpt: 'The rubric is public. Here is how trainers actually use it, with examples from last cohort.',
    body: `<p>Every capstone is reviewed by two trainers against the same rubric: correctness, design, tests, and how well you explain your choices.</p>
<ol><li>We run your project from a clean checkout, following only your README.</li><li>We read the tests before the code.</li><li>We ask you to walk us through one decision you would make differently now.</li></ol>
<p>The last question carries the most weight. Being able to see your own trade-offs is what teams hire for.</p>`,
    author: 'Arjun Nair',
    image: '/images/community/capstone-review.svg',
    tags: ['Trainers', 'Projects'],
    createdAt: on('2026-07-30'),
  },
  {
    title: 'Open house at the HSR Layout studio',
    excerpt: 'Meet trainers, try a lab and see a live class on the last Saturday of the month.',
    body: `<p>Curious about a course? Come to our open house on the last Saturday of every month, 11 am to 2 pm.</p>
<p>You can sit in on a live class, try a guided cloud lab on one of our machines and ask our trainers anything. The studio is on 19th Main Road, Sector 3, HSR Layout.</p>`,
    author: 'Curio Team',
    image: '/images/community/open-house.svg',
    tags: ['Events'],
    createdAt: on('2026-07-02'),
  },
];
