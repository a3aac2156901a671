import { GENERAL_ENQUIRY } from '@curio/shared';
import { describe, expect, it } from 'vitest';
import { jobApplication, newLead } from '#web/features/console/test/operations-fixtures.ts';
import { inboxKindOf, inboxOriginOf, inboxQueryList } from './inbox-kinds.ts';

const list = (filters: Record<string, string>) => ({
  page: 2,
  pageSize: 25,
  sort: '-createdAt',
  q: 'meena',
  filters,
});

describe('inbox kinds', () => {
  it('reads the tab from ?kind=, the enquiries when it is missing or unknown', () => {
    expect(inboxKindOf('job-applications')).toBe('job-applications');
    expect(inboxKindOf('trainer-applications')).toBe('trainer-applications');
    expect(inboxKindOf(null)).toBe('leads');
    expect(inboxKindOf('orders')).toBe('leads');
  });

  it("sends each list only its own filters: never ?kind=, never another tab's filter", () => {
    const fromUrl = list({ kind: 'leads', status: 'new', source: 'Cloud Lab', job: 'x' });
    expect(inboxQueryList('leads', fromUrl)).toEqual(list({ status: 'new', source: 'Cloud Lab' }));
    expect(inboxQueryList('job-applications', fromUrl)).toEqual(list({ status: 'new', job: 'x' }));
    expect(inboxQueryList('trainer-applications', fromUrl)).toEqual(list({ status: 'new' }));
  });

  it('says where each came from: the service, the job, the contact page', () => {
    expect(inboxOriginOf(newLead)).toBe('Cloud Lab');
    expect(inboxOriginOf({ ...newLead, source: null })).toBe(GENERAL_ENQUIRY);
    expect(inboxOriginOf(jobApplication)).toBe('Cloud Engineer');
  });
});
