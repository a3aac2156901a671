import {
  AUTHORING_TEXTS as T,
  LESSON_MESSAGES,
  MESSAGES,
  type TConsoleOutline,
  type TOutlineOrderRequest,
} from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TStubHandler } from '#web-test/api-stub.ts';
import { reactCourse } from '#web/features/console/test/catalogue-fixtures.ts';
import {
  aLesson,
  courseOutline,
  jsxLesson,
  setupLesson,
  welcomeLesson,
} from '#web/features/console/test/lesson-fixtures.ts';
import { editorUser } from '#web/features/console/test/operations-fixtures.ts';
import { heldReply, openConsole, retryFailedRead } from '#web/features/console/test/open-console.ts';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  await import('#web/features/console/catalogue/pages/course-lessons-page.tsx');
});

const OUTLINE = `GET /api/admin/courses/${reactCourse._id}/outline`;
const ORDER = `PUT /api/admin/courses/${reactCourse._id}/outline/order`;
const SECTIONS = `POST /api/admin/courses/${reactCourse._id}/sections`;
const [intro, basics] = courseOutline.sections as [
  TConsoleOutline['sections'][number],
  TConsoleOutline['sections'][number],
];
const TITLE = T.pageTitle(reactCourse.name);

/** The Lessons page as an editor opens it; the server keeps the outline and answers the order route. */
async function openLessons(routes: Record<string, TStubHandler> = {}) {
  let outline = courseOutline;
  const view = await openConsole(
    `/admin/courses/${reactCourse._id}/lessons`,
    TITLE,
    {
      [OUTLINE]: () => ({ data: outline }),
      [ORDER]: ({ body }) => {
        const { sections } = body as TOutlineOrderRequest;
        const lessons = new Map(outline.sections.flatMap((s) => s.lessons).map((l) => [l._id, l]));
        outline = {
          ...outline,
          sections: sections.map(({ id, lessons: ids }) => ({
            ...(outline.sections.find((s) => s._id === id) ?? intro),
            lessons: ids.flatMap((lessonId) => lessons.get(lessonId) ?? []),
          })),
        };
        return { message: LESSON_MESSAGES.orderSaved, data: outline };
      },
      ...routes,
    },
    editorUser,
  );
  await screen.findByRole('link', { name: welcomeLesson.title });
  return view;
}

/** The lesson titles of each section on screen, in order. */
const sectionsOnScreen = () =>
  [...document.querySelectorAll('.outline-section')].map((section) => [
    section.querySelector('.outline-section__title')?.textContent,
    [...section.querySelectorAll('.outline-lesson__title')].map((link) => link.textContent),
  ]);

const announced = () => document.querySelector('[aria-live="assertive"]')?.textContent ?? '';

describe('a course’s Lessons page', () => {
  it('says it is loading, then lists each section’s lessons with kind, duration, preview, status and video state', async () => {
    const reply = heldReply({ data: courseOutline });
    await openConsole(
      `/admin/courses/${reactCourse._id}/lessons`,
      T.pageFallbackTitle,
      { [OUTLINE]: reply.handler },
      editorUser,
    );
    expect(screen.getByRole('status')).toHaveTextContent(T.loadingOutline);
    reply.release();
    await screen.findByRole('heading', { level: 1, name: TITLE });
    expect(sectionsOnScreen()).toEqual([
      ['Introduction', ['Welcome', 'Set up']],
      ['Basics', ['JSX']],
    ]);
    const welcome = screen.getByRole('link', { name: 'Welcome' }).closest('li') as HTMLElement;
    for (const text of ['Video', '2:05', T.preview, T.published, 'Preparing 42%'])
      expect(within(welcome).getByText(text)).toBeInTheDocument();
    const setup = screen.getByRole('link', { name: 'Set up' }).closest('li') as HTMLElement;
    for (const text of ['Download', T.draft, 'setup.pdf'])
      expect(within(setup).getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Welcome' })).toHaveAttribute(
      'href',
      `/admin/lessons/${welcomeLesson._id}`,
    );
    expect(screen.getByText(T.lessonCount(2))).toBeInTheDocument();
  });

  it("shows a failed load with the server's message and a retry", async () => {
    const { user, api } = await openConsole(
      `/admin/courses/${reactCourse._id}/lessons`,
      T.pageFallbackTitle,
      { [OUTLINE]: { status: 500, message: MESSAGES.api.internal } },
      editorUser,
    );
    await retryFailedRead(user, MESSAGES.api.internal, () => api.find(OUTLINE).length);
  });

  it('says what to do with no section yet, and adds the first one', async () => {
    const empty = { ...courseOutline, sections: [] };
    const withOne = { ...courseOutline, sections: [{ ...basics, title: 'Week 1', lessons: [] }] };
    const { user, api } = await openConsole(
      `/admin/courses/${reactCourse._id}/lessons`,
      TITLE,
      {
        [OUTLINE]: { data: empty },
        [SECTIONS]: { status: 201, message: LESSON_MESSAGES.sectionCreated, data: withOne },
      },
      editorUser,
    );
    expect(await screen.findByText(T.emptyOutline)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: T.sectionTitle }), 'Week 1{Enter}');
    expect(await screen.findByRole('heading', { name: 'Week 1' })).toBeInTheDocument();
    expect(api.find(SECTIONS).map((r) => r.body)).toEqual([{ title: 'Week 1' }]);
    expect(screen.getByText(T.emptySection)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: T.sectionTitle })).toHaveValue('');
  });

  it('moves a lesson from the keyboard into the next section, announcing each step, and saves the whole outline', async () => {
    const { user, api } = await openLessons();
    const handle = screen.getByRole('button', { name: T.reorderLesson('Set up') });
    handle.focus();
    await user.keyboard(' ');
    expect(announced()).toBe(T.pickedUpLesson('Set up', 2, 2, 'Introduction'));
    await user.keyboard('{ArrowDown}');
    expect(announced()).toBe(T.lessonAt('Set up', 1, 2, 'Basics'));
    expect(sectionsOnScreen()).toEqual([
      ['Introduction', ['Welcome']],
      ['Basics', ['Set up', 'JSX']],
    ]);
    // The keyboard stays on the lesson it moves, now in the other section.
    expect(screen.getByRole('button', { name: T.reorderLesson('Set up') })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(announced()).toBe(T.lessonAt('Set up', 2, 2, 'Basics'));
    await user.keyboard(' ');
    expect(await screen.findByText(LESSON_MESSAGES.orderSaved)).toBeInTheDocument();
    expect(api.find(ORDER).map((r) => r.body)).toEqual([
      {
        sections: [
          { id: intro._id, lessons: [welcomeLesson._id] },
          { id: basics._id, lessons: [jsxLesson._id, setupLesson._id] },
        ],
      },
    ]);
    await waitFor(() =>
      expect(sectionsOnScreen()).toEqual([
        ['Introduction', ['Welcome']],
        ['Basics', ['JSX', 'Set up']],
      ]),
    );
  });

  it('moves a section from the keyboard; Escape puts an item back and saves nothing', async () => {
    const { user, api } = await openLessons();
    screen.getByRole('button', { name: T.reorderLesson('Welcome') }).focus();
    await user.keyboard(' {ArrowDown}{Escape}');
    expect(announced()).toBe(T.cancelled('lesson welcome'));
    expect(sectionsOnScreen()[0]).toEqual(['Introduction', ['Welcome', 'Set up']]);
    expect(api.find(ORDER)).toHaveLength(0);

    screen.getByRole('button', { name: T.reorderSection('Basics') }).focus();
    await user.keyboard(' ');
    expect(announced()).toBe(T.pickedUpSection('Basics', 2, 2));
    await user.keyboard('{ArrowUp}');
    expect(announced()).toBe(T.sectionAt('Basics', 1, 2));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.find(ORDER)).toHaveLength(1));
    expect((api.find(ORDER)[0]?.body as TOutlineOrderRequest).sections.map((s) => s.id)).toEqual([
      basics._id,
      intro._id,
    ]);
  });

  it('puts the saved order back when the server refuses the new one, and says why', async () => {
    const { user } = await openLessons({ [ORDER]: { status: 400, message: LESSON_MESSAGES.orderMismatch } });
    screen.getByRole('button', { name: T.reorderLesson('Welcome') }).focus();
    await user.keyboard(' {ArrowDown} ');
    expect(await screen.findByText(LESSON_MESSAGES.orderMismatch)).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.stringify(sectionsOnScreen()[0])).toEqual(
        JSON.stringify(['Introduction', ['Welcome', 'Set up']]),
      ),
    );
  });

  it('asks before deleting a section, saying how many lessons go with it', async () => {
    const DELETE = `DELETE /api/admin/sections/${intro._id}`;
    const { user, api } = await openLessons({
      [DELETE]: {
        message: LESSON_MESSAGES.sectionDeleted(2),
        data: { ...courseOutline, sections: [basics] },
      },
    });
    await user.click(screen.getByRole('button', { name: T.deleteSection('Introduction') }));
    const dialog = screen.getByRole('dialog', { name: T.deleteSectionTitle });
    expect(dialog).toHaveTextContent(T.deleteSectionBody('Introduction', 2));
    await user.click(within(dialog).getByRole('button', { name: T.cancel }));
    expect(api.find(DELETE)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: T.deleteSection('Introduction') }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: T.deleteSectionConfirm }),
    );
    expect(await screen.findByText(LESSON_MESSAGES.sectionDeleted(2))).toBeInTheDocument();
    await waitFor(() => expect(sectionsOnScreen()).toEqual([['Basics', ['JSX']]]));
  });

  it('renames a section in place with its version, and adds a lesson of the kind chosen', async () => {
    const RENAME = `PATCH /api/admin/sections/${basics._id}`;
    const ADD = `POST /api/admin/sections/${basics._id}/lessons`;
    const { user, api } = await openLessons({
      [RENAME]: { message: MESSAGES.admin.saved, data: courseOutline },
      [ADD]: {
        status: 201,
        message: LESSON_MESSAGES.lessonCreated,
        data: aLesson({ title: 'Props', kind: 'quiz', sectionId: basics._id }),
      },
    });
    await user.click(screen.getByRole('button', { name: T.renameSection('Basics') }));
    const field = screen.getByRole('textbox', { name: T.newSectionTitle('Basics') });
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'Fundamentals{Enter}');
    await waitFor(() =>
      expect(api.find(RENAME).map((r) => r.body)).toEqual([
        { title: 'Fundamentals', version: basics.updatedAt },
      ]),
    );
    await user.type(screen.getByRole('textbox', { name: T.newLessonTitle('Basics') }), 'Props');
    await user.selectOptions(screen.getByRole('combobox', { name: T.newLessonKind('Basics') }), 'quiz');
    await user.click(
      within(
        screen.getByRole('textbox', { name: T.newLessonTitle('Basics') }).closest('form') as HTMLElement,
      ).getByRole('button', { name: T.addLesson }),
    );
    await waitFor(() => expect(api.find(ADD).map((r) => r.body)).toEqual([{ title: 'Props', kind: 'quiz' }]));
  });
});
