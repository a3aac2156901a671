import { MESSAGES } from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TStubHandler } from '#web-test/api-stub.ts';
import { formatConsoleDate } from '#web/features/console/shell/lib/console-dates.ts';
import {
  designCategory,
  reactCourseRow,
  webCategory,
} from '#web/features/console/test/catalogue-fixtures.ts';
import { editorUser, pageOf } from '#web/features/console/test/operations-fixtures.ts';
import { openConsole, retryFailedRead } from '#web/features/console/test/open-console.ts';

beforeAll(async () => {
  await import('#web/features/console/catalogue/pages/courses-page.tsx');
});

const publishedRow = {
  ...reactCourseRow,
  _id: '3f2e1d0c-9b8a-4776-8554-433221100fed',
  name: 'Figma Basics',
  slug: 'figma-basics',
  status: 'published' as const,
  price: 0,
  category: { _id: designCategory._id, name: designCategory.name },
};

async function openCourses(
  list: TStubHandler = { data: pageOf([reactCourseRow, publishedRow]) },
  path = '/admin/courses',
) {
  const view = await openConsole(
    path,
    'Courses',
    {
      'GET /api/admin/categories?page=1&pageSize=100&sort=order': {
        data: pageOf([webCategory, designCategory]),
      },
      'GET /api/admin/courses?*': list,
    },
    editorUser,
  );
  return { ...view, asked: () => view.api.queriesOf('/api/admin/courses') };
}

describe('courses list', () => {
  it('shows every course of every status with its category and price, last changed first', async () => {
    const { asked } = await openCourses();
    const row = await screen.findByRole('row', { name: new RegExp(reactCourseRow.name) });
    expect(within(row).getByRole('link', { name: reactCourseRow.name })).toHaveAttribute(
      'href',
      `/admin/courses/${reactCourseRow._id}`,
    );
    expect(row).toHaveTextContent(webCategory.name);
    expect(row).toHaveTextContent('$49.50');
    expect(row).toHaveTextContent('Draft');
    expect(row).toHaveTextContent(formatConsoleDate(reactCourseRow.updatedAt));
    expect(screen.getByRole('row', { name: /Figma Basics/ })).toHaveTextContent('Published');
    expect(asked()).toEqual([{ page: '1', pageSize: '25', sort: '-updatedAt' }]);
    expect(screen.getByRole('link', { name: 'New course' })).toHaveAttribute('href', '/admin/courses/new');
  });

  it('sends the search, the category and the status filters', async () => {
    const { user, asked } = await openCourses();
    await screen.findByRole('row', { name: new RegExp(reactCourseRow.name) });
    const category = screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() =>
      expect(within(category).getByRole('option', { name: designCategory.name })).toBeInTheDocument(),
    );
    await user.selectOptions(category, designCategory._id);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'archived');
    await user.type(screen.getByLabelText('Search name or slug'), 'figma{Enter}');
    await waitFor(() =>
      expect(asked().at(-1)).toEqual({
        page: '1',
        pageSize: '25',
        sort: '-updatedAt',
        q: 'figma',
        category: designCategory._id,
        status: 'archived',
      }),
    );
  });

  it('sorts by price, then the other way, and pages on', async () => {
    const { user, asked } = await openCourses({ data: { ...pageOf([reactCourseRow]), total: 30 } });
    await screen.findByRole('row', { name: new RegExp(reactCourseRow.name) });
    await user.click(screen.getByRole('button', { name: /Price/ }));
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ sort: 'price' }));
    await user.click(screen.getByRole('button', { name: /Price/ }));
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ sort: '-price' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(asked().at(-1)).toMatchObject({ sort: '-price', page: '2' }));
  });

  it('says what to do when there is no course yet', async () => {
    await openCourses({ data: pageOf([]) });
    expect(
      await screen.findByText('No courses yet. Press New course to write the first one.'),
    ).toBeInTheDocument();
  });

  it('tells a filtered empty list from an empty catalogue', async () => {
    await openCourses({ data: pageOf([]) }, '/admin/courses?status=archived');
    expect(
      await screen.findByText('No course matches these filters. Clear the filters to see every course.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('archived');
  });

  it("shows the server's message and a retry when the list fails", async () => {
    const { user, asked } = await openCourses({ status: 500, message: MESSAGES.api.internal });
    await retryFailedRead(user, MESSAGES.api.internal, () => asked().length);
  });
});
