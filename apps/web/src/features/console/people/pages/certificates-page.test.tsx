import { CERTIFICATE_MESSAGES as T } from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { currentPath } from '#web-test/render-app.tsx';
import {
  certificateRow,
  learnerAccount,
  validCertificate,
} from '#web/features/console/test/certificate-fixtures.ts';
import { pageOf } from '#web/features/console/test/operations-fixtures.ts';
import { findToast, openConsole } from '#web/features/console/test/open-console.ts';

beforeAll(async () => {
  await import('#web/features/console/people/pages/certificates-page.tsx');
});

const LIST = 'GET /api/admin/certificates?*';
const COURSES = 'GET /api/admin/courses?*';
const courseOptions = {
  data: pageOf([{ _id: certificateRow.course._id, name: certificateRow.course.name }]),
};

describe('certificates in the console /admin/certificates', () => {
  it('lists them, filters by course, status and days, searches the learner', async () => {
    const { user, api } = await openConsole('/admin/certificates', T.consoleTitle, {
      [LIST]: { data: pageOf([certificateRow]) },
      [COURSES]: courseOptions,
    });
    const table = within(await screen.findByRole('table', { name: T.consoleTitle }));
    const row = within(table.getByRole('row', { name: /Asha Verma/ }));
    expect(row.getByRole('link', { name: 'Asha Verma' })).toHaveAttribute(
      'href',
      `/admin/certificates/${certificateRow._id}`,
    );
    expect(row.getByText('Valid')).toBeInTheDocument();
    expect(row.getByText('Course completed')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'revoked');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Course' }),
      certificateRow.course._id,
    );
    await user.type(screen.getByRole('searchbox', { name: /Search learner/ }), 'asha');
    await waitFor(() =>
      expect(api.queriesOf('/api/admin/certificates').at(-1)).toMatchObject({
        status: 'revoked',
        course: certificateRow.course._id,
        q: 'asha',
        sort: '-issuedAt',
      }),
    );
  });

  it('issues one by hand: a learner found by name, a course, one press; then opens it', async () => {
    const { user, api, router } = await openConsole('/admin/certificates', T.consoleTitle, {
      [LIST]: { data: pageOf([]) },
      [COURSES]: courseOptions,
      'GET /api/admin/users?*': { data: pageOf([learnerAccount]) },
      'POST /api/admin/certificates': { status: 201, data: validCertificate, message: T.issued },
      [`GET /api/admin/certificates/${validCertificate._id}`]: { data: validCertificate },
    });
    await user.click(screen.getByRole('button', { name: T.issueTitle }));
    const form = within(await screen.findByRole('region', { name: T.issueTitle }));
    // Nothing chosen: each field says what it needs, and nothing is sent.
    await user.click(form.getByRole('button', { name: T.issueButton }));
    expect(form.getByText(T.userNotFound)).toBeInTheDocument();
    expect(api.find('POST /api/admin/certificates')).toHaveLength(0);

    await user.type(form.getByRole('textbox', { name: 'Learner' }), 'Asha');
    await user.click(await form.findByRole('radio', { name: /Asha Verma/ }));
    await user.selectOptions(form.getByRole('combobox', { name: 'Course' }), certificateRow.course._id);
    await user.dblClick(form.getByRole('button', { name: T.issueButton }));
    expect(await findToast(T.issued)).toBeInTheDocument();
    expect(api.find('POST /api/admin/certificates').map((request) => request.body)).toEqual([
      { userId: learnerAccount._id, courseId: certificateRow.course._id },
    ]);
    await waitFor(() => expect(currentPath(router)).toBe(`/admin/certificates/${validCertificate._id}`));
  });
});
