import { p, ul, type SeedCategory } from './courses-types.ts';

export const DESIGN_AND_PRODUCT: SeedCategory = {
  name: 'Design & Product',
  palette: ['#be185d', '#fde68a'],
  glyph: '◐',
  courses: [
    {
      slug: 'ux-research-essentials',
      name: 'UX Research Essentials',
      duration: '5 weeks',
      lectures: 38,
      videoLessons: 26,
      skillLevel: 'Beginner',
      studentsEnrolled: 1090,
      priceCents: 5400,
      description: p(
        'Learn to find out what people actually need before anything is built. You plan a study, recruit participants, run interviews and usability tests, and turn hours of notes into findings a team will act on.',
      ),
      feature: ul(
        'Interview and usability-test scripts you can adapt',
        'Affinity mapping and synthesis workshops',
        'Recorded practice sessions with feedback',
        'A research report template stakeholders read',
      ),
      audience: ul(
        'Designers, product managers and founders',
        'Developers who want to talk to users with confidence',
      ),
      overview:
        '<h3>Evidence over opinions</h3>' +
        p(
          'Good research settles debates and saves months of building the wrong thing. You will practise every step on a real product question.',
        ),
      curriculum: [
        { title: 'Research questions', description: p('Framing what you need to learn and why.') },
        { title: 'Choosing a method', description: p('Interviews, surveys, usability tests and diaries.') },
        { title: 'Running interviews', description: p('Open questions, silence and avoiding leading.') },
        { title: 'Usability testing', description: p('Tasks, think-aloud and measuring success.') },
        { title: 'Synthesis and reporting', description: p('From notes to themes to decisions.') },
      ],
      quiz: [
        {
          question: 'Which question is least leading?',
          options: [
            'Don’t you love this feature?',
            'Tell me about the last time you planned a trip.',
            'Would you pay for this?',
            'Is this easy to use?',
          ],
          answer: 1,
        },
        {
          question: 'Roughly how many participants reveal most usability problems in one round?',
          options: ['About 5', 'About 50', 'About 500', 'Exactly 1'],
          answer: 0,
        },
        {
          question: 'What is affinity mapping used for?',
          options: ['Drawing wireframes', 'Recruiting users', 'Grouping observations into themes', 'Pricing'],
          answer: 2,
        },
        {
          question: 'In a think-aloud test, participants…',
          options: [
            'Stay silent',
            'Read the manual first',
            'Describe the ideal design',
            'Say what they are thinking as they work',
          ],
          answer: 3,
        },
        {
          question: 'What should a research finding include?',
          options: [
            'The evidence behind it and what it implies',
            'Only the researcher’s opinion',
            'A finished design',
            'Participants’ full names',
          ],
          answer: 0,
        },
      ],
      reviews: [
        {
          by: 'sofia',
          rating: 5,
          comment: 'I ran my first round of interviews the week after finishing. The scripts are superb.',
          daysAgo: 21,
        },
        {
          by: 'meera',
          rating: 4,
          comment: 'Very practical. The synthesis workshop was the highlight.',
          daysAgo: 60,
        },
      ],
    },
    {
      slug: 'design-systems-in-figma',
      name: 'Design Systems in Figma',
      duration: '6 weeks',
      lectures: 44,
      videoLessons: 34,
      skillLevel: 'Intermediate',
      studentsEnrolled: 760,
      priceCents: 7900,
      description: p(
        'Create a design system that designers enjoy using and developers can build from. You define tokens, build components with variants, document usage and set up a contribution process that keeps the library healthy.',
      ),
      feature: ul(
        'Colour, type and spacing tokens that map to code',
        'Components with variants and auto layout',
        'Documentation pages that answer real questions',
        'Governance: versioning, contribution and deprecation',
      ),
      audience: ul(
        'Product designers with a year or more of Figma',
        'Design leads starting a shared library',
      ),
      overview:
        '<h3>A system, not a sticker sheet</h3>' +
        p('You will build a small but complete system and learn how teams keep one alive for years.'),
      curriculum: [
        { title: 'Why design systems', description: p('Consistency, speed and shared language.') },
        { title: 'Design tokens', description: p('Naming, theming and handing tokens to code.') },
        { title: 'Building components', description: p('Variants, properties and auto layout.') },
        { title: 'Accessible by default', description: p('Contrast, focus states and touch targets.') },
        { title: 'Documentation', description: p('Usage guidance, do and don’t, examples.') },
        { title: 'Running the system', description: p('Releases, contributions and adoption metrics.') },
      ],
      quiz: [
        {
          question: 'What is a design token?',
          options: [
            'A named design decision such as a colour or spacing value',
            'A login credential',
            'A Figma plugin',
            'A font file',
          ],
          answer: 0,
        },
        {
          question: 'What do component variants let you do?',
          options: [
            'Export to PDF',
            'Group related states of one component',
            'Animate prototypes',
            'Share files',
          ],
          answer: 1,
        },
        {
          question: 'Why version a design system?',
          options: [
            'To hide changes',
            'To make files bigger',
            'So teams can adopt changes safely',
            'It is required by Figma',
          ],
          answer: 2,
        },
        {
          question: 'What minimum touch target size do accessibility guidelines commonly recommend?',
          options: ['10 × 10 px', '16 × 16 px', '20 × 20 px', 'About 44 × 44 px'],
          answer: 3,
        },
        {
          question: 'Who should be able to contribute to the system?',
          options: [
            'Anyone, through a clear contribution process',
            'Only the original author',
            'Nobody after launch',
            'Only developers',
          ],
          answer: 0,
        },
      ],
      reviews: [
        {
          by: 'hannah',
          rating: 5,
          comment: 'Finally a course that connects tokens to real code. Our developers thanked me.',
          daysAgo: 13,
        },
        {
          by: 'kenji',
          rating: 4,
          comment: 'Great depth on components. The governance week was eye-opening.',
          daysAgo: 49,
        },
      ],
    },
    {
      slug: 'product-management-fundamentals',
      name: 'Product Management Fundamentals',
      duration: '6 weeks',
      lectures: 46,
      videoLessons: 30,
      skillLevel: 'Beginner',
      studentsEnrolled: 1480,
      priceCents: 8900,
      description: p(
        'Learn how product managers decide what to build and why. You practise discovery, write clear problem statements, prioritise a roadmap, define success metrics and work with engineering and design as one team.',
      ),
      feature: ul(
        'Case studies from marketplaces, SaaS and consumer apps',
        'Templates for one-pagers, roadmaps and launch plans',
        'Mock stakeholder meetings with feedback',
      ),
      audience: ul(
        'Aspiring and new product managers',
        'Engineers, designers and analysts moving into product roles',
      ),
      overview:
        '<h3>Outcomes over output</h3>' +
        p(
          'Shipping features is easy; shipping the right ones is the job. This course gives you the habits that make the difference.',
        ),
      curriculum: [
        { title: 'The product role', description: p('Responsibilities, partners and common traps.') },
        { title: 'Discovery', description: p('Problems, opportunities and assumptions to test.') },
        { title: 'Prioritisation', description: p('Impact, effort, confidence and saying no.') },
        { title: 'Roadmaps and planning', description: p('Outcome roadmaps and communicating change.') },
        { title: 'Metrics', description: p('North-star metrics, guardrails and experiments.') },
        { title: 'Launch and learn', description: p('Release plans, feedback loops and iteration.') },
      ],
      quiz: [
        {
          question: 'What should a good problem statement describe?',
          options: [
            'The solution and its deadline',
            'Who has the problem, what it is and why it matters',
            'The team’s budget',
            'A list of features',
          ],
          answer: 1,
        },
        {
          question: 'What is a guardrail metric?',
          options: [
            'A metric that must not get worse while you improve another',
            'The company’s revenue',
            'A vanity metric',
            'The number of releases',
          ],
          answer: 0,
        },
        {
          question: 'Which is an outcome rather than an output?',
          options: [
            'Ship the new onboarding screens',
            'Write ten user stories',
            'Hold a launch party',
            'Increase week-one retention by 5%',
          ],
          answer: 3,
        },
        {
          question: 'Why test riskiest assumptions first?',
          options: [
            'They are the cheapest to build',
            'Stakeholders prefer it',
            'They can invalidate the idea before you invest heavily',
            'It is a legal requirement',
          ],
          answer: 2,
        },
        {
          question: 'A roadmap is best treated as…',
          options: [
            'A fixed contract',
            'A statement of intent that changes as you learn',
            'A list of every request',
            'A design specification',
          ],
          answer: 1,
        },
      ],
      reviews: [
        {
          by: 'rahul',
          rating: 5,
          comment: 'Helped me land my first PM role. The mock stakeholder meetings were tough and useful.',
          daysAgo: 18,
        },
        {
          by: 'daniel',
          rating: 4,
          comment: 'Well structured. More on working with data teams would make it perfect.',
          daysAgo: 70,
        },
      ],
    },
    {
      slug: 'writing-for-product-interfaces',
      name: 'Writing for Product Interfaces',
      duration: '3 weeks',
      lectures: 24,
      videoLessons: 18,
      skillLevel: 'Beginner',
      studentsEnrolled: 520,
      priceCents: 3900,
      description: p(
        'Write the words inside products: buttons, error messages, empty states and onboarding. You learn to make interfaces clearer with fewer words, write a voice guide and test copy with real users.',
      ),
      feature: ul(
        'Before-and-after rewrites of real interface copy',
        'Error messages that say what happened and what to do',
        'A voice and tone guide template',
      ),
      audience: ul('Designers, product managers and developers', 'Writers moving into product teams'),
      overview:
        '<h3>Every word is interface</h3>' +
        p(
          'Small words make big differences. Clear labels and helpful errors cut support tickets and build trust.',
        ),
      curriculum: [
        { title: 'Why words matter', description: p('Copy as design material.') },
        { title: 'Buttons and labels', description: p('Verbs, specificity and consistency.') },
        { title: 'Errors and empty states', description: p('Helpful, human and never blaming.') },
        { title: 'Onboarding and help', description: p('Progressive disclosure and just-in-time tips.') },
        { title: 'Voice, tone and testing', description: p('Guides, reviews and copy experiments.') },
      ],
      quiz: [
        {
          question: 'Which button label is clearest for saving a draft?',
          options: ['OK', 'Submit', 'Save draft', 'Go'],
          answer: 2,
        },
        {
          question: 'A good error message explains what happened and…',
          options: ['Who is to blame', 'How to fix it', 'The error code only', 'Nothing else'],
          answer: 1,
        },
        {
          question: 'What should an empty state do?',
          options: [
            'Explain why it is empty and suggest a next step',
            'Stay blank',
            'Show an error',
            'Redirect home',
          ],
          answer: 0,
        },
        {
          question: 'Voice differs from tone because voice…',
          options: [
            'Changes with each situation',
            'Is only for marketing',
            'Is chosen per screen',
            'Stays consistent while tone adapts',
          ],
          answer: 3,
        },
        {
          question: 'What is a good way to test interface copy?',
          options: [
            'Ask users to complete tasks and observe',
            'Count the words',
            'Ask the CEO',
            'Translate it',
          ],
          answer: 0,
        },
      ],
      reviews: [
        {
          by: 'meera',
          rating: 5,
          comment: 'Short and sharp. Our error messages are so much better now.',
          daysAgo: 25,
        },
        {
          by: 'kenji',
          rating: 5,
          comment: '<p>The before-and-after rewrites are <i>chef’s kiss</i>.</p>',
          daysAgo: 52,
        },
      ],
    },
  ],
};
