import type { partners } from '../schema.ts';
import type { SeedRow } from './content-types.ts';

/**
 * Certification and technology partners for the 'Meet Our Tool Techbelt' grid (docs/product.md#pages: about
 * 30 logos). Every vendor is fictional and every logo an original monogram; no real trademark appears.
 */
const PARTNERS: [name: string, description: string][] = [
  ['Nimbusforge', 'Cloud infrastructure certifications: our cloud labs run on its sandbox accounts.'],
  ['Quillbyte', 'Technical-writing toolkit used in the documentation module of every engineering track.'],
  ['Ferrolith Security', 'Application-security curriculum partner and issuer of the secure-coding badge.'],
  ['Tidewell Data', 'Streaming data platform behind the data-engineering capstone projects.'],
  ['Orbitry', 'Container orchestration training partner; learners sit its associate exam with us.'],
  ['Kestrelkit', 'Developer tooling suite licensed to every learner for the length of their course.'],
  ['Lumenfold AI', 'Applied machine-learning partner for the AI assessment and MLOps tracks.'],
  ['Brindlenet', 'Networking fundamentals labs and the certified network associate pathway.'],
  ['Cobaltine Systems', 'Enterprise Java platform whose engineers co-teach the backend bootcamp.'],
  ['Hexaplane Labs', 'Hardware-in-the-loop kits for the embedded systems and IoT electives.'],
  ['Marigold Metrics', 'Product analytics suite used in the product management programme.'],
  ['Pebblecraft', 'Design and prototyping tool for the UX foundations course.'],
  ['Vantara Compute', 'GPU credits for deep-learning labs and model-training assignments.'],
  ['Saffron Stack', 'Full-stack JavaScript hosting for every web-development capstone.'],
  ['Cirrusmint', 'Serverless platform and the official partner of our cloud-native track.'],
  ['Driftwood DB', 'Distributed SQL database; its query-tuning workshop is a learner favourite.'],
  ['Zephyrgate', 'API gateway and observability stack taught in the microservices module.'],
  ['Indigo Relay', 'Messaging and event-streaming certification partner.'],
  ['Copperleaf QA', 'Test automation platform behind the quality-engineering specialisation.'],
  ['Auroraline', 'Business intelligence dashboards used in the analytics programme.'],
  ['Basalt Ops', 'Infrastructure-as-code tooling and the DevOps practitioner exam.'],
  ['Monsoon ML', 'Open model hub hosting the datasets of our AI assessment practice rounds.'],
  ['Glasswing Test', 'Browser testing grid for the front-end and accessibility modules.'],
  ['Verdigris Cloud', 'Sustainable-cloud partner: our lab usage is carbon-reported through it.'],
  ['Tamarind Code', 'Pair-programming and code-review platform used in every cohort.'],
  ['Wavelet Learning', 'Video platform that streams Curio’s recorded lectures in low-bandwidth mode.'],
  ['Ironbark Secure', 'Identity and access management labs for the security track.'],
  ['Keystroke Academy', 'Typing-free coding interviews: the mock-interview partner for graduates.'],
  ['Paperkite Design', 'Design-systems partner for the UI engineering electives.'],
  ['Quartzline BI', 'SQL analytics warehouse used in the data-analyst certification.'],
];

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export const PARTNER_ROWS: SeedRow<typeof partners>[] = PARTNERS.map(([name, description]) => ({
  name,
  description,
  logo: `/images/partners/${slug(name)}.svg`,
}));
