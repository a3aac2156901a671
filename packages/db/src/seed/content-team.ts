import type { teamMembers } from '../schema.ts';
import type { SeedRow } from './content-types.ts';

/** The people behind Curio (the founder has her own page, from site settings). */
export const TEAM: SeedRow<typeof teamMembers>[] = [
  {
    name: 'Arjun Nair',
    role: 'Head of Learning Design',
    bio: 'Arjun turns job descriptions into learning paths. Before Curio he spent nine years building onboarding programmes for product engineering teams, and he still reviews every capstone brief himself.',
    image: '/images/team/arjun-nair.svg',
    socialLinks: [
      { label: 'LinkedIn', url: 'https://www.linkedin.com/in/arjun-nair-curio' },
      { label: 'X', url: 'https://x.com/arjun_learns' },
    ],
  },
  {
    name: 'Kavya Iyer',
    role: 'Director, Corporate Programs',
    bio: 'Kavya runs the hire-train-deploy and lateral-hiring programmes, working with engineering leaders to agree what "ready for day one" means before a single session is planned.',
    image: '/images/team/kavya-iyer.svg',
    socialLinks: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/in/kavya-iyer-curio' }],
  },
  {
    name: 'Rohan Deshpande',
    role: 'Lead Cloud Instructor',
    bio: 'Rohan designed the Curio cloud labs: disposable, metered sandboxes where learners break real infrastructure safely. He has taught more than 4,000 engineers to read a billing dashboard without fear.',
    image: '/images/team/rohan-deshpande.svg',
    socialLinks: [
      { label: 'LinkedIn', url: 'https://www.linkedin.com/in/rohan-deshpande-curio' },
      { label: 'GitHub', url: 'https://github.com/rohan-curio' },
    ],
  },
  {
    name: 'Sana Qureshi',
    role: 'Head of Learner Success',
    bio: 'Sana’s team calls every learner who misses two sessions in a row. Completion rates went from 61% to 88% in the year she introduced the practice, and she would like everyone to know it was the phone calls.',
    image: '/images/team/sana-qureshi.svg',
    socialLinks: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/in/sana-qureshi-curio' }],
  },
  {
    name: 'Vikram Bhat',
    role: 'Engineering Lead, Curio LMS',
    bio: 'Vikram leads the small team that builds the Curio learning platform, from cohort scheduling to the assessment engine. He believes a progress report should load faster than the learner can get bored.',
    image: '/images/team/vikram-bhat.svg',
    socialLinks: [
      { label: 'LinkedIn', url: 'https://www.linkedin.com/in/vikram-bhat-curio' },
      { label: 'GitHub', url: 'https://github.com/vikram-curio' },
    ],
  },
  {
    name: 'Nandini Rao',
    role: 'Talent Partnerships Manager',
    bio: 'Nandini connects graduating cohorts with hiring partners across Bangalore, Pune and Hyderabad, and runs the mock-interview evenings at the HSR Layout studio.',
    image: '/images/team/nandini-rao.svg',
    socialLinks: [{ label: 'LinkedIn', url: 'https://www.linkedin.com/in/nandini-rao-curio' }],
  },
];
