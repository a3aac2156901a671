import type { TPublicSite, TUser } from '@curio/shared';

export const testUser: TUser = {
  _id: '2d0f4b8e-5c1a-4e8e-9a37-0c8f2b6d1e11',
  name: 'Asha Verma Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  profileImage: null,
  role: 'user',
  notificationPreferences: { orderUpdates: true, courseUpdates: false, newsletter: true },
  createdAt: '2025-01-05T10:00:00.000Z',
  updatedAt: '2025-01-05T10:00:00.000Z',
};

export const testSite: TPublicSite = {
  brand: 'Curio',
  tagline:
    'Study hard what interests you most in the most undisciplined, irreverent and original manner possible.',
  contact: {
    address: 'HSR Layout, Bangalore, India, 560102',
    phones: ['+91 80 0000 0000'],
    email: 'info@example.com',
  },
  socialLinks: [
    { label: 'Facebook', url: 'https://facebook.example/curio' },
    { label: 'X', url: 'https://x.example/curio' },
    { label: 'LinkedIn', url: 'https://linkedin.example/curio' },
    { label: 'Instagram', url: 'https://instagram.example/curio' },
    { label: 'YouTube', url: 'https://youtube.example/curio' },
    { label: 'GitHub', url: 'https://github.example/curio' },
  ],
  founder: {
    name: 'Meera Raghunathan',
    photo: '/images/founder.svg',
    socialLinks: [
      { label: 'LinkedIn', url: 'https://linkedin.example/meera' },
      { label: 'X', url: 'https://x.example/meera' },
    ],
  },
  payments: { mode: 'manual' },
};

/** Puts a logged-in session where the app looks for it (ADR 003 keys). */
export function storeSession(user: TUser = testUser, token = 'token-1'): void {
  localStorage.setItem('curio.user', JSON.stringify(user));
  localStorage.setItem('curio.token', token);
}
