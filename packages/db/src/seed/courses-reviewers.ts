import type { ReviewerKey } from './courses-types.ts';

/**
 * The learners whose reviews the demo shows. Their passwords are random and never printed: nobody signs in
 * as them, so no known password sits in a fresh install (the demo learner is the account to try).
 */
export const DEMO_REVIEWERS: Record<ReviewerKey, { name: string; email: string; phone: string }> = {
  meera: { name: 'Meera Iyer', email: 'meera.iyer@curio.example', phone: '9845012345' },
  daniel: { name: 'Daniel Okafor', email: 'daniel.okafor@curio.example', phone: '9731104422' },
  sofia: { name: 'Sofia Alvarez', email: 'sofia.alvarez@curio.example', phone: '8095567781' },
  rahul: { name: 'Rahul Menon', email: 'rahul.menon@curio.example', phone: '7760349912' },
  hannah: { name: 'Hannah Lindqvist', email: 'hannah.lindqvist@curio.example', phone: '9902218843' },
  kenji: { name: 'Kenji Watanabe', email: 'kenji.watanabe@curio.example', phone: '6362075519' },
};
