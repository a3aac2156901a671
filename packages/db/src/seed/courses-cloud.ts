import { p, ul, type SeedCategory } from './courses-types.ts';

/**
 * Exactly three courses: the catalogue's "exactly 3 courses" carousel rule (docs/product.md#rules) shows on
 * this tab.
 */
export const CLOUD_AND_DEVOPS: SeedCategory = {
  name: 'Cloud & DevOps',
  palette: ['#1d4ed8', '#f97316'],
  glyph: '{ }',
  courses: [
    {
      slug: 'cloud-foundations',
      name: 'Cloud Foundations: Compute, Storage and Networking',
      duration: '6 weeks',
      lectures: 48,
      videoLessons: 36,
      skillLevel: 'Beginner',
      studentsEnrolled: 1540,
      priceCents: 7400,
      description: p(
        'Learn the building blocks every cloud provider shares: virtual machines, object storage, managed databases, networks and identity. You deploy a small web application in guided labs and learn to keep the monthly bill under control.',
      ),
      feature: ul(
        'Provider-neutral concepts with labs on a real cloud account',
        'Networking explained with diagrams you will keep',
        'Identity and least-privilege access from day one',
        'A cost-estimation worksheet',
      ),
      audience: ul(
        'IT professionals moving from on-premise systems',
        'Developers deploying their first service',
        'Students preparing for an entry-level cloud certification',
      ),
      overview:
        '<h3>Confidence in the console</h3>' +
        p(
          'After six weeks you will know what each core service does, when to choose it and how to tear everything down so nothing bills you by surprise.',
        ),
      curriculum: [
        { title: 'Why the cloud', description: p('Shared responsibility, regions and pricing models.') },
        { title: 'Compute', description: p('Virtual machines, containers and serverless functions.') },
        { title: 'Storage and databases', description: p('Object, block and managed relational storage.') },
        { title: 'Networking', description: p('Virtual networks, subnets, load balancers and DNS.') },
        { title: 'Identity and security', description: p('Users, roles, policies and secrets.') },
        { title: 'Costs and clean-up', description: p('Budgets, alerts and infrastructure hygiene.') },
      ],
      quiz: [
        {
          question: 'In the shared responsibility model, who patches a managed database engine?',
          options: ['The customer', 'The cloud provider', 'Nobody', 'The end user'],
          answer: 1,
        },
        {
          question: 'Which storage type suits images and backups served over HTTP?',
          options: ['Object storage', 'Block storage', 'A local disk', 'RAM'],
          answer: 0,
        },
        {
          question: 'What does a load balancer do?',
          options: [
            'Encrypts disks',
            'Stores logs',
            'Spreads incoming traffic across healthy instances',
            'Compresses images',
          ],
          answer: 2,
        },
        {
          question: 'What is the principle of least privilege?',
          options: [
            'Give every user admin rights',
            'Share one account per team',
            'Rotate passwords yearly',
            'Grant only the permissions a task needs',
          ],
          answer: 3,
        },
        {
          question: 'What is a region?',
          options: [
            'A geographic area with several data centres',
            'A billing account',
            'A virtual network',
            'A type of virtual machine',
          ],
          answer: 0,
        },
      ],
      reviews: [
        {
          by: 'hannah',
          rating: 5,
          comment: 'Clear, neutral and practical. The networking diagrams are on my wall now.',
          daysAgo: 16,
        },
        {
          by: 'rahul',
          rating: 4,
          comment: 'Good foundations. I would have liked one more lab on databases.',
          daysAgo: 58,
        },
      ],
    },
    {
      slug: 'docker-and-kubernetes-in-practice',
      name: 'Docker and Kubernetes in Practice',
      duration: '8 weeks',
      lectures: 60,
      videoLessons: 46,
      skillLevel: 'Intermediate',
      studentsEnrolled: 1310,
      priceCents: 9900,
      description: p(
        'Package applications in containers and run them reliably on Kubernetes. You write efficient Dockerfiles, compose local environments, then deploy, scale and debug a three-service application on a cluster.',
      ),
      feature: ul(
        'Small, secure images with multi-stage builds',
        'Deployments, services, config maps and secrets explained by doing',
        'Debugging sessions on deliberately broken clusters',
        'Rolling updates and rollbacks without downtime',
      ),
      audience: ul('Developers and system administrators', 'Teams adopting containers for the first time'),
      overview:
        '<h3>Containers you can trust</h3>' +
        p(
          'You will leave able to read any Kubernetes manifest, explain what it does and fix it when a pod refuses to start at two in the morning.',
        ),
      curriculum: [
        { title: 'Containers from scratch', description: p('Images, layers and the container lifecycle.') },
        { title: 'Writing Dockerfiles', description: p('Caching, multi-stage builds and non-root users.') },
        { title: 'Local stacks with Compose', description: p('Networks, volumes and service dependencies.') },
        { title: 'Kubernetes objects', description: p('Pods, deployments, services and ingress.') },
        { title: 'Configuration and secrets', description: p('Config maps, secrets and environment.') },
        { title: 'Operating the cluster', description: p('Probes, scaling, rollouts and troubleshooting.') },
      ],
      quiz: [
        {
          question: 'What does a multi-stage Docker build help with?',
          options: ['Smaller final images', 'Faster networks', 'More CPU', 'Automatic scaling'],
          answer: 0,
        },
        {
          question: 'Which Kubernetes object keeps a set number of pod replicas running?',
          options: ['Service', 'ConfigMap', 'Deployment', 'Namespace'],
          answer: 2,
        },
        {
          question: 'What gives a stable address to a changing set of pods?',
          options: ['A Service', 'A Volume', 'A Secret', 'A Job'],
          answer: 0,
        },
        {
          question: 'What does a readiness probe decide?',
          options: [
            'Whether to restart the container',
            'Whether the pod receives traffic',
            'How much memory to allocate',
            'Which node to use',
          ],
          answer: 1,
        },
        {
          question: 'Why run a container as a non-root user?',
          options: [
            'It is faster',
            'It is required by Docker',
            'It uses less disk',
            'It limits the damage of a compromise',
          ],
          answer: 3,
        },
      ],
      reviews: [
        {
          by: 'kenji',
          rating: 5,
          comment: 'The broken-cluster debugging sessions are genius. I feel ready for on-call.',
          daysAgo: 11,
        },
        {
          by: 'daniel',
          rating: 5,
          comment: '<ul><li>Great Dockerfile tips</li><li>Clear Kubernetes explanations</li></ul>',
          daysAgo: 44,
        },
        {
          by: 'meera',
          rating: 4,
          comment: 'A lot of material, but well organised. Plan for the full eight weeks.',
          daysAgo: 81,
        },
      ],
    },
    {
      slug: 'ci-cd-pipelines',
      name: 'CI/CD Pipelines That Teams Trust',
      duration: '4 weeks',
      lectures: 32,
      videoLessons: 24,
      skillLevel: 'Intermediate',
      studentsEnrolled: 870,
      priceCents: 6450,
      description: p(
        'Automate building, testing and releasing software so every merge is safe to ship. You design a pipeline with fast feedback, parallel tests, artefact caching and staged deployments with automatic rollback.',
      ),
      feature: ul(
        'Pipeline-as-code examples for popular CI services',
        'Flaky-test triage and quarantine strategies',
        'Blue-green and canary releases explained with real traffic numbers',
      ),
      audience: ul(
        'Developers who maintain a build',
        'Team leads who want to release more often with less stress',
      ),
      overview:
        '<h3>Release on a Tuesday afternoon</h3>' +
        p(
          'A good pipeline makes releasing boring. This course shows how to get there one improvement at a time.',
        ),
      curriculum: [
        { title: 'Continuous integration basics', description: p('Triggers, jobs, stages and artefacts.') },
        { title: 'Fast feedback', description: p('Caching, parallelism and test selection.') },
        { title: 'Quality gates', description: p('Linting, type checks, coverage and security scans.') },
        { title: 'Deployment strategies', description: p('Rolling, blue-green and canary releases.') },
        { title: 'Observability after release', description: p('Health checks, alerts and rollbacks.') },
      ],
      quiz: [
        {
          question: 'What is the main goal of continuous integration?',
          options: [
            'Merging and testing changes often to catch problems early',
            'Deploying once a year',
            'Writing fewer tests',
            'Avoiding code review',
          ],
          answer: 0,
        },
        {
          question: 'In a canary release, the new version first receives…',
          options: ['All traffic', 'No traffic ever', 'A small share of traffic', 'Only admin traffic'],
          answer: 2,
        },
        {
          question: 'What should happen to a flaky test?',
          options: [
            'Ignore it forever',
            'Delete the feature',
            'Retry until green and move on',
            'Quarantine it and fix the cause',
          ],
          answer: 3,
        },
        {
          question: 'Why cache dependencies between pipeline runs?',
          options: ['To shorten build time', 'To save logs', 'To skip tests', 'To hide secrets'],
          answer: 0,
        },
        {
          question: 'What does blue-green deployment keep ready?',
          options: [
            'Two database copies',
            'The previous environment to switch back to',
            'A backup laptop',
            'A manual checklist',
          ],
          answer: 1,
        },
      ],
      reviews: [
        {
          by: 'sofia',
          rating: 5,
          comment: 'Our pipeline went from 25 minutes to 7. The caching module paid for the course.',
          daysAgo: 6,
        },
        {
          by: 'hannah',
          rating: 4,
          comment: 'Solid and practical. Examples for more CI services would be nice.',
          daysAgo: 29,
        },
      ],
    },
  ],
};
