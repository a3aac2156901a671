import { p } from './courses-types.ts';

/**
 * The first reading lesson of each demo course: a short, real introduction to the course's first topic
 * (rich text, run through the API's sanitizer when seeded). Keyed by course slug.
 */
export const FIRST_READINGS: Record<string, { title: string; body: string }> = {
  'react-from-the-ground-up': {
    title: 'Thinking in components',
    body: p(
      'A React screen is a tree of components: functions that take props and return what should be on the screen. Start from a sketch of the page, draw a box around every part that has one job, and name each box. Those boxes are your components.',
      'Props flow down the tree; a component never changes its own props. When two parts must show the same data, the data belongs in their closest common parent, which passes it down to both. Keep each component small enough that its name says everything it does.',
    ),
  },
  'typescript-for-javascript-developers': {
    title: 'The types you already use',
    body: p(
      'Every JavaScript value already has a type at run time: a string, a number, an object with some keys. TypeScript writes those types down so the editor can check them before the code runs. Most of the time it infers them for you: <code>const total = 0</code> is a number without a word of annotation.',
      'Annotate where a value enters your code (function parameters, data from a request) and let inference do the rest. A type error is the compiler telling you about a case you had not thought of yet: read it as a question, not as noise.',
    ),
  },
  'node-apis-with-fastify': {
    title: 'HTTP in five minutes',
    body: p(
      'An HTTP request names a method (GET reads, POST creates, PUT and PATCH change, DELETE removes), a path and headers, and may carry a body. The answer has a status code: 2xx went well, 4xx means the client must change something, 5xx means the server failed.',
      'A good API is predictable: the same path answers the same shape, errors say which field was wrong, and a GET never changes data. Fastify helps by validating every request and reply against a schema you declare once beside the route.',
    ),
  },
  'accessible-front-end-engineering': {
    title: 'How people use the web',
    body: p(
      'People reach your pages with a mouse, a keyboard alone, a screen reader that speaks the page, voice commands, a magnifier at 400%, or a phone held in one hand. Each of them needs the same thing: to find, understand and operate every part of the page.',
      'Most barriers come from a few habits: clickable things that are not buttons or links, images without text alternatives, focus that disappears, and colour as the only signal. Fixing those habits early is cheaper than any audit later.',
    ),
  },
  'python-for-data-analysis': {
    title: 'Python for the analyst',
    body: p(
      'You need surprisingly little Python to analyse data: variables, lists and dictionaries, loops, functions, and how to read an error message. Everything else comes from libraries, above all pandas, which gives you tables you can filter, group and join in a line each.',
      'Work in small steps and look at the data after each one. Print the first rows, count the missing values, check the types of your columns. Most wrong results come from a column that was text when you thought it was a number.',
    ),
  },
  'machine-learning-foundations': {
    title: 'What it means for a machine to learn',
    body: p(
      'A model learns when its predictions on new examples get better with the examples it has seen. You give it inputs (features) and, for supervised learning, the right answers (labels); training adjusts its parameters to make fewer mistakes on those examples.',
      'The question that matters is how it does on data it has never seen. That is why we always keep a test set aside, and why a model that is perfect on its training data is usually a warning sign rather than a success.',
    ),
  },
  'sql-for-analysts': {
    title: 'Reading a SELECT statement',
    body: p(
      'A query reads in the order the database runs it, not the order it is written: FROM names the table, WHERE keeps the rows that match, SELECT picks the columns, and ORDER BY sorts what is left. LIMIT then keeps the first few.',
      'Write the FROM and WHERE first, run the query, and look at the rows before adding anything else. Name every column you need instead of using <code>*</code>: the query says what it is for, and keeps working when someone adds a column to the table.',
    ),
  },
  'building-with-large-language-models': {
    title: 'How a language model writes',
    body: p(
      'A large language model predicts the next piece of text (a token) from everything before it, again and again. It has learned which continuations are likely from a vast amount of text, which is why it writes fluently and also why it can state something false with full confidence.',
      'Treat its output as a draft to be checked. Give it the facts it needs in the prompt, ask for a format you can verify, and measure how often it is right on examples you know the answer to before you trust it with users.',
    ),
  },
  'cloud-foundations': {
    title: 'Why teams move to the cloud',
    body: p(
      'The cloud rents you computers, storage and networks by the minute, in data centres around the world. Instead of buying servers for your busiest day, you add capacity when you need it and hand it back when you do not.',
      'The trade is control for speed: the provider runs the hardware, and you still own your data, your configuration and your bill. Good cloud work starts with knowing what you run, where it runs and who may change it.',
    ),
  },
  'docker-and-kubernetes-in-practice': {
    title: 'What a container really is',
    body: p(
      'A container is an ordinary process that the Linux kernel gives its own view of the system: its own file tree, network and process list, and limits on memory and CPU. It is not a small virtual machine; it shares the host kernel.',
      'An image is the file tree the process starts from, built in layers from a Dockerfile. Because the image carries everything the program needs, the same image runs the same way on a laptop, in CI and in production.',
    ),
  },
  'ci-cd-pipelines': {
    title: 'Continuous integration in one page',
    body: p(
      'Continuous integration means everyone merges small changes into the main branch often, and every change is built and tested automatically. Problems show up within minutes of the change that caused them, while it is still fresh in its author’s mind.',
      'A pipeline earns trust by being fast and honest: it fails for real problems only, tells you which step failed and why, and is the one way code reaches production. A red pipeline is fixed before anything else is merged.',
    ),
  },
  'ux-research-essentials': {
    title: 'Asking the right research question',
    body: p(
      'Research starts with a decision the team has to make. “Do people like our app?” cannot be answered usefully; “Why do new users stop before creating their first project?” can, and its answer changes what you build next.',
      'Write the question down, list what you already believe, and agree who will act on the findings. A study designed around a real decision is smaller, faster and far more likely to be used.',
    ),
  },
  'design-systems-in-figma': {
    title: 'Why teams build design systems',
    body: p(
      'A design system is the shared set of decisions behind a product’s interface: colours, type, spacing, components and the rules for using them. It lets a team stop redrawing the same button and spend its time on the problems that are new.',
      'A system is a product with users, the designers and engineers who build with it. It succeeds when using it is easier than working around it, which is why documentation and support matter as much as the components themselves.',
    ),
  },
  'product-management-fundamentals': {
    title: 'What a product manager does',
    body: p(
      'A product manager makes sure the team builds the right thing: something customers value, the business can sustain, and the team can deliver. The work is deciding what to do next, and just as often what not to do.',
      'Product managers rarely have authority over the people they work with. They lead with clear problems, evidence from customers and data, and decisions that are written down with their reasons, so that anyone can challenge them.',
    ),
  },
  'writing-for-product-interfaces': {
    title: 'Why the words in an interface matter',
    body: p(
      'Interface text is read in a hurry, by people trying to get something done. A clear button label or error message saves them time; a vague one makes them stop, guess or give up. Words are part of the design, not decoration added at the end.',
      'Write for the task: say what will happen, in the reader’s words, in as few of them as it takes. Then test it, because what is obvious to the team that built a screen is rarely obvious to someone seeing it for the first time.',
    ),
  },
};
