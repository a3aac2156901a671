import type { TSiteSettings } from '@curio/shared';

/** Demo brand and contact details: the site settings a fresh install starts with (docs/product.md#console). */
export const DEMO_SITE_SETTINGS: TSiteSettings = {
  brand: 'Curio',
  tagline:
    'Study hard what interests you most in the most undisciplined, irreverent and original manner possible.',
  contact: {
    address: '27, 2nd Floor, 19th Main Road, Sector 3, HSR Layout, Bangalore, India, 560102',
    phones: ['+91 80 4718 2290', '+91 98450 61732'],
    email: 'info@curio.example',
  },
  socialLinks: [
    { label: 'Facebook', url: 'https://www.facebook.com/curio.learning' },
    { label: 'X', url: 'https://x.com/curio_learning' },
    { label: 'LinkedIn', url: 'https://www.linkedin.com/company/curio-learning' },
    { label: 'Instagram', url: 'https://www.instagram.com/curio.learning' },
    { label: 'YouTube', url: 'https://www.youtube.com/@curio-learning' },
    { label: 'GitHub', url: 'https://github.com/curio-learning' },
  ],
  founder: {
    name: 'Meera Raghunathan',
    photo: '/images/founder.svg',
    socialLinks: [
      { label: 'LinkedIn', url: 'https://www.linkedin.com/in/meera-raghunathan-curio' },
      { label: 'X', url: 'https://x.com/meera_curio' },
    ],
  },
};
