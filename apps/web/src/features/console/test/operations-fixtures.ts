import type {
  TAdminOrder,
  TAdminReview,
  TAdminUserDetail,
  TAuditEntry,
  TBroadcast,
  TConsolePage,
  TDashboard,
  TInboxJobApplication,
  TInboxLead,
  TUser,
} from '@curio/shared';
import { manualPayment } from '#web-test/commerce-fixtures.ts';
import { testUser } from '#web-test/fixtures.ts';

/**
 * The console's operations pages in unit tests: an admin and an editor, an order with its timeline, a lead, a
 * review, a learner's account, an audit entry, a broadcast and the dashboard.
 */
export const adminUser: TUser = {
  ...testUser,
  name: 'Ada Admin',
  email: 'admin@curio.example',
  role: 'admin',
};

export const editorUser: TUser = {
  ...testUser,
  _id: '4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b',
  name: 'Eddie Editor',
  email: 'editor@curio.example',
  role: 'editor',
};

export const learner = {
  _id: '7b7c3a51-3a0e-4f77-9d4f-0a3c8a1b2c01',
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
};

export const pendingOrder: TAdminOrder = {
  _id: '0f8e5f0c-4a43-4c8b-9d1e-5b7a9f3e2d10',
  reference: 'CUR-0F8E5F0C',
  address: {
    name: 'Ravi Kumar',
    fullAddress: '14 Residency Road, Bangalore 560025',
    landmark: 'Opposite the park',
    mobile: '9812345678',
  },
  payment: manualPayment(148.5),
  status: 'pending',
  courses: [
    {
      course: {
        _id: '5a1b2c3d-1111-4222-8333-944455556666',
        name: 'React from Zero',
        slug: 'react',
        images: [],
      },
      quantity: 2,
      price: 49.5,
    },
    {
      course: { _id: null, name: 'Retired Course', slug: 'retired', images: [] },
      quantity: 1,
      price: 49.5,
    },
  ],
  createdAt: '2026-03-02T09:15:00.000Z',
  updatedAt: '2026-03-02T09:15:00.000Z',
  learner,
  timeline: [
    {
      _id: '3c2b1a00-0000-4000-8000-000000000001',
      from: null,
      to: 'pending',
      actor: { _id: learner._id, email: learner.email },
      note: null,
      createdAt: '2026-03-02T09:15:00.000Z',
    },
  ],
  paymentDetails: {
    provider: null,
    reference: null,
    sessionId: null,
    mismatch: null,
    refundable: 0,
    canRefund: false,
    canMarkPaid: true,
  },
  refunds: [],
};

export const newLead: TInboxLead = {
  _id: '9d8c7b6a-5f4e-4d3c-8b2a-190807060504',
  name: 'Meena Iyer',
  email: 'meena@example.com',
  comment: 'We would like a cloud course for 30 people.\nCan you call us?',
  source: 'Cloud Lab',
  createdAt: '2026-03-01T08:00:00.000Z',
  status: 'new',
  note: null,
  updatedAt: '2026-03-01T08:00:00.000Z',
};

export const visibleReview: TAdminReview = {
  _id: '1e2d3c4b-5a69-4877-8695-a4b3c2d1e0f9',
  rating: 4,
  comment: '<p>Very <em>practical</em></p>',
  author: learner,
  course: { _id: '5a1b2c3d-1111-4222-8333-944455556666', name: 'React from Zero', slug: 'react' },
  hidden: false,
  hiddenAt: null,
  hiddenReason: null,
  createdAt: '2026-02-10T12:00:00.000Z',
  updatedAt: '2026-02-10T12:00:00.000Z',
};

export const pageOf = <T>(items: T[]): TConsolePage<T> => ({
  items,
  total: items.length,
  totalCapped: false,
  page: 1,
  pageSize: 25,
});

export const jobApplication: TInboxJobApplication = {
  _id: '8a7b6c5d-4e3f-4a1b-9c8d-7e6f5a4b3c2d',
  jobId: '6f5e4d3c-2b1a-4098-8776-655443322110',
  jobTitle: 'Cloud Engineer',
  name: 'Kiran Rao',
  email: 'kiran@example.com',
  phone: '9876501234',
  coverLetter: 'I have run Kubernetes clusters for five years.',
  createdAt: '2026-03-01T09:00:00.000Z',
  status: 'in_progress',
  note: 'Call on Monday',
  updatedAt: '2026-03-02T09:00:00.000Z',
};

/** The learner as the console's users list and user page show them: one order. */
export const learnerAccount: TAdminUserDetail = {
  ...learner,
  phone: '9812345678',
  role: 'user',
  disabled: false,
  orderCount: 1,
  createdAt: '2026-01-15T08:00:00.000Z',
  updatedAt: '2026-01-15T08:00:00.000Z',
  orders: [
    {
      _id: pendingOrder._id,
      reference: pendingOrder.reference,
      status: pendingOrder.status,
      amount: pendingOrder.payment.amount,
      createdAt: pendingOrder.createdAt,
    },
  ],
};

/** An admin renaming a category: one changed field, one unchanged. */
export const auditEntry: TAuditEntry = {
  _id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
  actorId: adminUser._id,
  actorName: adminUser.name,
  actorEmail: adminUser.email,
  actorIp: '203.0.113.7',
  action: 'update',
  entity: 'category',
  entityId: '6c5d4e3f-2a1b-4c0d-8e9f-0a1b2c3d4e5f',
  entityName: 'Web development',
  before: { name: 'Web', sortOrder: 1 },
  after: { name: 'Web development', sortOrder: 1 },
  createdAt: '2026-03-04T11:30:00.000Z',
};

export const sentBroadcast: TBroadcast = {
  _id: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e',
  title: 'New cloud course',
  message: 'Cloud Lab opens on 1 April.',
  link: '/course',
  createdAt: '2026-03-03T07:00:00.000Z',
};

/** Three days of a (shortened) window: one quiet day, the busiest on 3 Mar. */
export const dashboard: TDashboard = {
  from: '2026-03-01',
  to: '2026-03-03',
  days: 3,
  timeZone: 'UTC',
  revenue: { cents: 24750, formatted: '$247.50' },
  ordersByStatus: { pending: 1, confirmed: 2, completed: 1, cancelled: 1, refunded: 0 },
  series: [
    { date: '2026-03-01', orders: 1, revenueCents: 4950 },
    { date: '2026-03-02', orders: 0, revenueCents: 0 },
    { date: '2026-03-03', orders: 4, revenueCents: 19800 },
  ],
  newLearners: 7,
  waiting: { leads: 2, jobApplications: 1, trainerApplications: 0 },
  newReviews: 3,
  topCourses: [{ ...visibleReview.course, units: 5, revenueCents: 24750 }],
};
