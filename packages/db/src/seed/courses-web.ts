import { p, ul, type SeedCategory } from './courses-types.ts';

export const WEB_DEVELOPMENT: SeedCategory = {
  name: 'Web Development',
  palette: ['#5b21b6', '#facc15'],
  glyph: '</>',
  courses: [
    {
      slug: 'react-from-the-ground-up',
      name: 'React from the Ground Up',
      duration: '8 weeks',
      lectures: 64,
      videoLessons: 48,
      skillLevel: 'Beginner',
      studentsEnrolled: 2430,
      priceCents: 8999,
      description: p(
        'Build interactive user interfaces with React 19, one small working app at a time. You start from plain components and props, add state and effects, then fetch data, handle forms and ship a multi-page app with routing.',
        'Every module ends with a short project you deploy yourself, so by the last week you have a portfolio of five live apps and the habits to keep them maintainable.',
      ),
      feature: ul(
        '<strong>Five deployable projects</strong>, from a tip calculator to a searchable recipe library',
        'Hooks explained with diagrams of when each one runs',
        'Forms with validation that users can actually read',
        'Code reviews of your projects by a mentor in weeks 4 and 8',
      ),
      audience: ul(
        'Developers who know HTML, CSS and some JavaScript and want to build real front ends',
        'Designers who want to prototype in code',
        'Back-end engineers picking up front-end work',
      ),
      overview:
        '<h3>What you will be able to do</h3>' +
        p(
          'Split a screen into components, decide where state lives, and keep data in sync with a server without tangled effects.',
          'You will also learn to read the React documentation with confidence, so the next API change does not slow you down.',
        ) +
        '<h3>How the course runs</h3>' +
        p(
          'Short videos (rarely over 12 minutes), a weekly live question hour and a project checklist for each module.',
        ),
      curriculum: [
        {
          title: 'Components and JSX',
          description: p('Think in components: props, children, lists and keys, and conditional rendering.'),
        },
        {
          title: 'State and events',
          description: p(
            'useState, lifting state up and controlled inputs, built around a live tip calculator.',
          ),
        },
        {
          title: 'Effects and data fetching',
          description: p(
            'When an effect is the right tool and when it is not; loading, error and empty states done properly.',
          ),
        },
        {
          title: 'Forms that help people',
          description: p(
            'Validation messages next to fields, keyboard support and accessible error summaries.',
          ),
        },
        {
          title: 'Routing and layouts',
          description: p('Nested routes, links, not-found pages and lazy-loaded screens.'),
        },
        {
          title: 'Shipping your app',
          description: p('Production builds, environment settings and deploying to a static host.'),
        },
      ],
      quiz: [
        {
          question: 'What must every item of a list rendered with map() have?',
          options: ['A unique key prop', 'An id attribute', 'A ref', 'A style prop'],
          answer: 0,
        },
        {
          question: 'Which hook keeps a value that changes what the component renders?',
          options: ['useRef', 'useState', 'useId', 'useMemo'],
          answer: 1,
        },
        {
          question: 'Where should state shared by two sibling components live?',
          options: [
            'In each sibling separately',
            'In a global variable',
            'In their closest common parent',
            'In localStorage',
          ],
          answer: 2,
        },
        {
          question: 'What does an empty dependency array passed to useEffect mean?',
          options: [
            'Run after every render',
            'Never run',
            'Run only when props change',
            'Run once after the first render',
          ],
          answer: 3,
        },
        {
          question: 'What is a controlled input?',
          options: [
            'An input whose value comes from React state',
            'An input with the required attribute',
            'An input inside a form element',
            'An input that cannot be edited',
          ],
          answer: 0,
        },
      ],
      reviews: [
        {
          by: 'meera',
          rating: 5,
          comment:
            '<p>The projects are the best part. I finally understand <strong>why</strong> state lives where it does.</p>',
          daysAgo: 12,
        },
        {
          by: 'daniel',
          rating: 4,
          comment:
            'Clear and well paced. The routing module could use one more exercise, but I would recommend it.',
          daysAgo: 40,
        },
        {
          by: 'kenji',
          rating: 5,
          comment: 'Came from back-end work and this filled every gap I had. The mentor review was gold.',
          daysAgo: 73,
        },
      ],
    },
    {
      slug: 'typescript-for-javascript-developers',
      name: 'TypeScript for JavaScript Developers',
      duration: '5 weeks',
      lectures: 40,
      videoLessons: 32,
      skillLevel: 'Intermediate',
      studentsEnrolled: 1875,
      priceCents: 6900,
      description: p(
        'Add static types to the JavaScript you already write and catch whole classes of bugs before they reach users. The course converts a real Express codebase to TypeScript step by step, explaining each compiler error as it appears.',
      ),
      feature: ul(
        'A guided migration of a 3,000-line JavaScript project',
        'Generics, narrowing and discriminated unions with everyday examples',
        'Strict mode settings explained one flag at a time',
        'Cheat sheets for the patterns you will use weekly',
      ),
      audience: ul(
        'JavaScript developers with at least six months of experience',
        'Teams planning a gradual move to TypeScript',
      ),
      overview:
        '<h3>Why this course</h3>' +
        p(
          'Most TypeScript tutorials start from a blank file. Real work starts from existing code. Here you learn to introduce types gradually, keep the build green and make the compiler an ally rather than an obstacle.',
        ),
      curriculum: [
        { title: 'Types you already use', description: p('Primitives, arrays, objects and inference.') },
        {
          title: 'Functions and narrowing',
          description: p('Union types, type guards and exhaustive checks.'),
        },
        {
          title: 'Generics without fear',
          description: p('Reusable functions and containers, with constraints.'),
        },
        {
          title: 'Migrating a codebase',
          description: p('allowJs, checkJs and converting one module at a time without breaking the build.'),
        },
        {
          title: 'Types at the boundaries',
          description: p('Validating input with zod and sharing schemas.'),
        },
      ],
      quiz: [
        {
          question: 'Which type accepts any value but forces you to narrow it before use?',
          options: ['any', 'unknown', 'never', 'object'],
          answer: 1,
        },
        {
          question: 'What does a discriminated union rely on?',
          options: ['A shared literal property', 'Class inheritance', 'Optional chaining', 'Type assertions'],
          answer: 0,
        },
        {
          question: 'Which compiler option lets .js files be part of a TypeScript project?',
          options: ['strict', 'noEmit', 'allowJs', 'isolatedModules'],
          answer: 2,
        },
        {
          question: 'What is the type of a variable in a branch the compiler proves impossible?',
          options: ['void', 'null', 'undefined', 'never'],
          answer: 3,
        },
        {
          question: 'Why validate request bodies at runtime even with TypeScript?',
          options: [
            'Types are erased at runtime, so outside data is unchecked',
            'TypeScript is slower than validation',
            'Because JSON has no strings',
            'It is not needed with strict mode',
          ],
          answer: 0,
        },
      ],
      reviews: [
        {
          by: 'rahul',
          rating: 5,
          comment:
            'The migration project is exactly what my team needed. We started converting our API the week after.',
          daysAgo: 8,
        },
        {
          by: 'hannah',
          rating: 4,
          comment: '<p>Generics finally clicked. I wanted a bit more on declaration files.</p>',
          daysAgo: 55,
        },
      ],
    },
    {
      slug: 'node-apis-with-fastify',
      name: 'Building APIs with Node.js and Fastify',
      duration: '6 weeks',
      lectures: 52,
      videoLessons: 38,
      skillLevel: 'Intermediate',
      studentsEnrolled: 1120,
      priceCents: 7950,
      description: p(
        'Design, build and test a production-ready REST API with Node.js, Fastify and PostgreSQL. You model data, validate every request with schemas, authenticate users with tokens and write integration tests that run against a real database.',
      ),
      feature: ul(
        'Schema-first routes that produce OpenAPI documentation for free',
        'Password hashing, tokens and rate limits done the secure way',
        'Integration tests with a real database, not mocks',
        'Graceful shutdown and health checks for deployment',
      ),
      audience: ul(
        'Front-end developers moving to full stack',
        'Developers who have used Express and want faster, safer APIs',
      ),
      overview:
        '<h3>Outcome</h3>' +
        p(
          'A documented, tested booking API you can show in interviews, plus a checklist you can apply to any service you build next.',
        ),
      curriculum: [
        {
          title: 'HTTP and REST refresher',
          description: p('Methods, status codes, idempotency and caching.'),
        },
        { title: 'Routes and schemas', description: p('Validation, serialization and error envelopes.') },
        {
          title: 'Data with PostgreSQL',
          description: p('Migrations, queries, transactions and constraints.'),
        },
        { title: 'Authentication', description: p('Sign-up, login, tokens and revoking sessions.') },
        { title: 'Testing the API', description: p('Injecting requests and resetting data between tests.') },
        { title: 'Going live', description: p('Configuration, logging without secrets and shutdown.') },
      ],
      quiz: [
        {
          question: 'Which status code fits a request whose body fails validation?',
          options: ['200', '400', '404', '500'],
          answer: 1,
        },
        {
          question: 'Which HTTP method is idempotent?',
          options: ['POST', 'PATCH', 'PUT', 'CONNECT'],
          answer: 2,
        },
        {
          question: 'What should a server store instead of a plain password?',
          options: [
            'A slow, salted hash',
            'A base64 string',
            'An encrypted cookie',
            'The first 8 characters',
          ],
          answer: 0,
        },
        {
          question: 'What keeps two concurrent inserts from creating the same unique row?',
          options: ['A sleep between them', 'A unique constraint', 'A log message', 'A GET request first'],
          answer: 1,
        },
        {
          question: 'What does a 401 response tell the client?',
          options: [
            'The resource was moved',
            'The server crashed',
            'The action is forbidden for this user',
            'Credentials are missing or invalid',
          ],
          answer: 3,
        },
      ],
      reviews: [
        {
          by: 'sofia',
          rating: 5,
          comment:
            'Testing against a real database changed how I work. Excellent explanations of transactions.',
          daysAgo: 19,
        },
        {
          by: 'kenji',
          rating: 4,
          comment: 'Dense but rewarding. Budget extra time for the authentication week.',
          daysAgo: 64,
        },
      ],
    },
    {
      slug: 'accessible-front-end-engineering',
      name: 'Accessible Front-End Engineering',
      duration: '4 weeks',
      lectures: 30,
      videoLessons: 22,
      skillLevel: 'Intermediate',
      studentsEnrolled: 640,
      priceCents: 5900,
      description: p(
        'Make websites that work for everyone: keyboard users, screen-reader users and people on slow phones. You audit a real site against WCAG 2.1 AA, fix what you find and add automated checks so regressions are caught in review.',
      ),
      feature: ul(
        'Hands-on audits with a screen reader and the keyboard only',
        'Accessible patterns for tabs, modals, carousels and forms',
        'Automated axe checks wired into your test suite',
      ),
      audience: ul('Front-end developers and QA engineers', 'Designers who hand off to developers'),
      overview:
        '<h3>Beyond the checklist</h3>' +
        p(
          'Accessibility is a quality of the whole product. You will learn the why behind each rule, so you can make good calls when a pattern is not in any guide.',
        ),
      curriculum: [
        {
          title: 'How people use the web',
          description: p('Assistive technology demos and the four WCAG principles.'),
        },
        { title: 'Semantic HTML first', description: p('Landmarks, headings, buttons versus links.') },
        {
          title: 'Keyboard and focus',
          description: p('Focus order, visible focus and trapping focus in dialogs.'),
        },
        { title: 'Forms and errors', description: p('Labels, descriptions and announcing errors.') },
        {
          title: 'Testing and auditing',
          description: p('Automated checks, manual passes and writing findings.'),
        },
      ],
      quiz: [
        {
          question: 'Which element should perform an action that does not navigate?',
          options: ['<a>', '<div>', '<button>', '<span>'],
          answer: 2,
        },
        {
          question: 'What is the minimum WCAG AA contrast ratio for normal body text?',
          options: ['3:1', '4.5:1', '7:1', '2:1'],
          answer: 1,
        },
        {
          question: 'Where should focus go when a modal dialog opens?',
          options: [
            'Into the dialog',
            'To the page footer',
            'Nowhere; it stays put',
            'To the browser address bar',
          ],
          answer: 0,
        },
        {
          question: 'What does aria-live="polite" do?',
          options: [
            'Hides content from screen readers',
            'Makes text bold',
            'Disables the element',
            'Announces content changes when the reader is idle',
          ],
          answer: 3,
        },
        {
          question: 'Which is the best text alternative for a purely decorative image?',
          options: ['alt="image"', 'alt="" (empty)', 'No alt attribute', 'alt="decoration.png"'],
          answer: 1,
        },
      ],
      reviews: [
        {
          by: 'hannah',
          rating: 5,
          comment:
            'Using a screen reader for a whole week was humbling. Every front-end developer should take this.',
          daysAgo: 5,
        },
        {
          by: 'meera',
          rating: 4,
          comment: 'Practical patterns I reuse daily. The carousel lesson alone was worth it.',
          daysAgo: 31,
        },
      ],
    },
  ],
};
