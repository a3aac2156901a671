import type { TService, TSlideItem } from '@curio/shared';

/** Replies the services tests stub the API with (test-only; nothing in the app imports this). */
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const testServices: TService[] = [
  {
    _id: id(1),
    title: 'Cloud Migration Bootcamp',
    image: '/images/services/cloud.svg',
    shortdescription: 'Move teams from on-premise habits to cloud-native practice.',
    description: '<p>Eight weeks of <strong>hands-on</strong> labs.</p><script>alert(1)</script>',
    tags: ['AWS', 'Terraform', 'Kubernetes'],
  },
  {
    _id: id(2),
    title: 'Secure Coding Workshop',
    image: '/images/services/secure.svg',
    shortdescription: 'Find and fix the OWASP Top 10 in your own code.',
    description: '<p>Two days.</p>',
    tags: [],
  },
];

export const slideItems = (prefix: string, n: number): TSlideItem[] =>
  Array.from({ length: n }, (_, i) => ({
    _id: id(100 + i),
    title: `${prefix} ${i + 1}`,
    image: `/images/${prefix.toLowerCase()}-${i + 1}.svg`,
    description: `About ${prefix} ${i + 1}.`,
  }));
