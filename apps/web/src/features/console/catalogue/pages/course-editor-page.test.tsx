import {
  CERTIFICATE_MESSAGES,
  CONFLICT_MESSAGES as C,
  MESSAGES,
  ZAdminCourseCreateRequest,
  type TAdminCourse,
  type TAdminCourseUpdateRequest,
} from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TStubHandler } from '#web-test/api-stub.ts';
import { currentPath } from '#web-test/render-app.tsx';
import { UNSAVED_CHANGES_MESSAGE } from '#web/features/console/shell/components/unsaved-changes-dialog.tsx';
import { EMPTY_COURSE_FORM, toCourseRequest } from '#web/features/console/catalogue/lib/course-form.ts';
import { friendlyError } from '#web/features/console/shell/lib/zod-messages.ts';
import { reactCourse, webCategory } from '#web/features/console/test/catalogue-fixtures.ts';
import { allowRichTextEditing, layOutSortableRows } from '#web/features/console/test/jsdom-layout.ts';
import { editorUser, pageOf } from '#web/features/console/test/operations-fixtures.ts';
import { heldReply, openConsole, retryFailedRead } from '#web/features/console/test/open-console.ts';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  allowRichTextEditing();
  await import('#web/features/console/catalogue/pages/course-editor-page.tsx');
});

const CATEGORIES = 'GET /api/admin/categories?page=1&pageSize=100&sort=order';
const coursePath = `/api/admin/courses/${reactCourse._id}`;
const GET = `GET ${coursePath}`;
const PATCH = `PATCH ${coursePath}`;
const STATUS = `POST ${coursePath}/status`;
const DELETE = `DELETE ${coursePath}`;
const savedAt = '2026-03-06T12:00:00.000Z';

/** What the shared schema (through the console's error map) says about each field of an empty course. */
const emptyCourseIssues =
  ZAdminCourseCreateRequest.safeParse(toCourseRequest(EMPTY_COURSE_FORM), { error: friendlyError }).error
    ?.issues ?? [];
const messageFor = (field: string) =>
  emptyCourseIssues.find((issue) => issue.path.join('.') === field)?.message;
/** What any required text left empty gets (a curriculum title, a question, an option). */
const emptyText = messageFor('duration');

/** The server takes an edit and answers the course as it now is. */
const acceptsEdit: TStubHandler = ({ body }) => {
  const { version: _version, quiz, ...fields } = body as TAdminCourseUpdateRequest;
  const course: TAdminCourse = {
    ...reactCourse,
    ...fields,
    category: reactCourse.category,
    quiz: (quiz ?? []).map((question) => ({ _id: crypto.randomUUID(), ...question })),
    updatedAt: savedAt,
  };
  return { message: MESSAGES.admin.saved, data: course };
};

/** The editor of the fixture course, as an editor opens it. */
async function openEditor(routes: Record<string, TStubHandler> = {}, course: TAdminCourse = reactCourse) {
  const view = await openConsole(
    `/admin/courses/${course._id}`,
    course.name,
    {
      [CATEGORIES]: { data: pageOf([webCategory]) },
      [GET]: { data: course },
      [PATCH]: acceptsEdit,
      ...routes,
    },
    editorUser,
  );
  const form = within(screen.getByRole('form', { name: 'Course' }));
  // The category select is filled once the categories arrive.
  await waitFor(() => expect(form.getByRole('combobox', { name: 'Category' })).toHaveValue(webCategory._id));
  return { ...view, form };
}

const sentEdits = (api: { find: (key: string) => { body: unknown }[] }) =>
  api.find(PATCH).map((request) => request.body as TAdminCourseUpdateRequest);

describe('course editor', () => {
  it('fills every field from the course: basics, texts, curriculum, quiz answers, images and status', async () => {
    const { form } = await openEditor();
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(reactCourse.name);
    expect(form.getByRole('textbox', { name: /^Slug/ })).toHaveValue(reactCourse.slug);
    expect(form.getByRole('spinbutton', { name: 'Price (USD)' })).toHaveValue(49.5);
    expect(form.getByRole('spinbutton', { name: 'Lectures' })).toHaveValue(24);
    expect(form.getByRole('textbox', { name: 'Duration' })).toHaveValue('6 weeks');
    expect(form.getByRole('textbox', { name: 'Description' })).toHaveTextContent(
      'Build interfaces with React.',
    );
    expect(form.getByRole('textbox', { name: 'Entry 1 title' })).toHaveValue('Components');
    expect(form.getByRole('textbox', { name: 'Entry 1 content' })).toHaveTextContent('Props and state.');
    expect(form.getByRole('textbox', { name: 'Question 1' })).toHaveValue('What does JSX compile to?');
    const options = within(form.getByRole('group', { name: /Options of question 1/ }));
    expect(options.getByRole('textbox', { name: 'Option 2' })).toHaveValue('HTML strings');
    expect(options.getByRole('radio', { name: 'Option 1 is the correct answer' })).toBeChecked();
    expect(form.getByRole('img', { name: 'Course image 1' })).toHaveAttribute('src', reactCourse.images[0]);
    const status = screen.getByRole('region', { name: 'Status' });
    expect(status).toHaveTextContent('Draft Visitors do not see this course.');
    expect(within(status).getByRole('link', { name: 'Preview' })).toHaveAttribute(
      'href',
      `/course-preview/${reactCourse._id}`,
    );
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it("shows the course's category when the categories arrive after the course", async () => {
    const categories = heldReply({ data: pageOf([webCategory]) });
    await openConsole(
      `/admin/courses/${reactCourse._id}`,
      reactCourse.name,
      { [CATEGORIES]: categories.handler, [GET]: { data: reactCourse } },
      editorUser,
    );
    const category = screen.getByRole('combobox', { name: 'Category' });
    categories.release();
    await waitFor(() => expect(category).toHaveDisplayValue(webCategory.name));
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('saves every field with the version loaded; the status waits until the edits are saved', async () => {
    const { user, form, api } = await openEditor();
    const price = form.getByRole('spinbutton', { name: 'Price (USD)' });
    await user.clear(price);
    await user.type(price, '59.99');
    const grants = form.getByRole('checkbox', { name: CERTIFICATE_MESSAGES.grantsCertificateLabel });
    expect(grants).toBeChecked();
    await user.click(grants);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(screen.getByText('Save your changes first to change the status.')).toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MESSAGES.admin.saved)).toBeInTheDocument();
    const { _id: _quizId, ...question } = reactCourse.quiz[0] ?? { _id: '' };
    expect(sentEdits(api)).toEqual([
      {
        name: reactCourse.name,
        slug: reactCourse.slug,
        category: webCategory._id,
        images: reactCourse.images,
        duration: reactCourse.duration,
        lectures: reactCourse.lectures,
        videoLessons: reactCourse.videoLessons,
        skillLevel: reactCourse.skillLevel,
        studentsEnrolled: reactCourse.studentsEnrolled,
        description: reactCourse.description,
        feature: '',
        audience: '',
        overview: '',
        curriculum: reactCourse.curriculum,
        certificateDemo: '',
        price: 59.99,
        sortOrder: 0,
        passPercent: 70,
        grantsCertificate: false,
        quiz: [question],
        version: reactCourse.updatedAt,
      },
    ]);
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
  });

  it('says the first image is the cover, and uploads the certificate demo that the save then keeps', async () => {
    const certificate = '/uploads/content/0123456789abcdef.webp';
    const { user, form, api } = await openEditor({
      'POST /api/admin/uploads/images': {
        status: 201,
        message: MESSAGES.images.uploaded,
        data: { url: certificate },
      },
    });
    const images = within(form.getByRole('region', { name: 'Images' }));
    expect(images.getByText(MESSAGES.admin.courseImagesCover)).toBeInTheDocument();
    expect(images.getByText('Cover')).toBeInTheDocument();

    await user.upload(
      form.getByLabelText('Certificate demo file'),
      new File([new Uint8Array(64)], 'certificate.png', { type: 'image/png' }),
    );
    expect(await form.findByRole('img', { name: 'The certificate demo now' })).toHaveAttribute(
      'src',
      certificate,
    );
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    await screen.findByText(MESSAGES.admin.saved);
    expect(sentEdits(api)[0]?.certificateDemo).toBe(certificate);
  });

  it('adds, fills and removes curriculum entries, each title checked by the shared schema', async () => {
    const { user, form, api } = await openEditor();
    await user.click(form.getByRole('button', { name: 'Add curriculum entry' }));
    const title = form.getByRole('textbox', { name: 'Entry 2 title' });
    expect(title).toHaveFocus();
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(title).toHaveAccessibleDescription(emptyText));
    expect(api.find(PATCH)).toHaveLength(0);

    await user.type(title, 'Hooks');
    await user.click(form.getByRole('textbox', { name: 'Entry 2 content' }));
    await user.paste('useState and useEffect');
    await user.click(form.getByRole('button', { name: 'Remove entry 1' }));
    expect(form.getByRole('textbox', { name: 'Entry 1 title' })).toHaveValue('Hooks');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    await screen.findByText(MESSAGES.admin.saved);
    expect(sentEdits(api)[0]?.curriculum).toEqual([
      { title: 'Hooks', description: '<p>useState and useEffect</p>' },
    ]);
  });

  it('adds a quiz question with its options and correct answer; the answer follows a removed option', async () => {
    const { user, form, api } = await openEditor();
    await user.click(form.getByRole('button', { name: 'Add question' }));
    const question = form.getByRole('textbox', { name: 'Question 2' });
    expect(question).toHaveFocus();
    const options = within(form.getByRole('group', { name: /Options of question 2/ }));
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(question).toHaveAccessibleDescription(emptyText));
    expect(options.getByRole('textbox', { name: 'Option 1' })).toHaveAccessibleDescription(emptyText);
    // Two options is the least a question has: neither can be removed yet.
    expect(options.getByRole('button', { name: 'Remove option 1 of question 2' })).toBeDisabled();

    await user.type(question, 'Which hook holds state?');
    await user.type(options.getByRole('textbox', { name: 'Option 1' }), 'useRef');
    await user.type(options.getByRole('textbox', { name: 'Option 2' }), 'useMemo');
    await user.click(options.getByRole('button', { name: 'Add option' }));
    await user.type(options.getByRole('textbox', { name: 'Option 3' }), 'useState');
    await user.click(options.getByRole('radio', { name: 'Option 3 is the correct answer' }));
    await user.click(options.getByRole('button', { name: 'Remove option 1 of question 2' }));
    expect(options.getByRole('radio', { name: 'Option 2 is the correct answer' })).toBeChecked();

    await user.click(form.getByRole('button', { name: 'Save changes' }));
    await screen.findByText(MESSAGES.admin.saved);
    expect(sentEdits(api)[0]?.quiz?.[1]).toEqual({
      question: 'Which hook holds state?',
      options: ['useMemo', 'useState'],
      correctOption: 1,
    });
  });

  it('reorders quiz questions from the keyboard', async () => {
    const second = { ...reactCourse.quiz[0], _id: crypto.randomUUID(), question: 'What is a prop?' };
    const course = { ...reactCourse, quiz: [...reactCourse.quiz, second] } as TAdminCourse;
    const { user, form, api } = await openEditor({}, course);
    layOutSortableRows();
    form.getByRole('button', { name: 'Reorder question 1' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard(' ');
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: 'Question 1' })).toHaveValue('What is a prop?'),
    );
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    await screen.findByText(MESSAGES.admin.saved);
    expect(sentEdits(api)[0]?.quiz?.map((q) => q.question)).toEqual([
      'What is a prop?',
      'What does JSX compile to?',
    ]);
  });

  it('holds a navigation away from unsaved edits until the editor chooses to leave', async () => {
    const { user, form, router } = await openEditor({ 'GET /api/admin/courses?*': { data: pageOf([]) } });
    await user.type(form.getByRole('textbox', { name: 'Name' }), ' (2026)');
    await user.click(screen.getByRole('link', { name: '← All courses' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveTextContent(UNSAVED_CHANGES_MESSAGE);
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(currentPath(router)).toBe(`/admin/courses/${reactCourse._id}`);
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(`${reactCourse.name} (2026)`);

    await user.click(screen.getByRole('link', { name: '← All courses' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(currentPath(router)).toBe('/admin/courses'));
  });

  it('lets a saved course go without asking', async () => {
    const { user, router } = await openEditor({ 'GET /api/admin/courses?*': { data: pageOf([]) } });
    await user.click(screen.getByRole('link', { name: '← All courses' }));
    await waitFor(() => expect(currentPath(router)).toBe('/admin/courses'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("keeps a stale save's 409, names what changed, copies the typing, asks before reloading", async () => {
    const latest = { ...reactCourse, name: 'React from Zero (2026)', updatedAt: savedAt };
    let loads = 0;
    const { user, form } = await openEditor({
      [GET]: () => ({ data: (loads += 1) === 1 ? reactCourse : latest }),
      [PATCH]: { status: 409, message: MESSAGES.admin.staleEdit },
    });
    const duration = form.getByRole('textbox', { name: 'Duration' });
    await user.type(duration, ', part time');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(MESSAGES.admin.staleEdit);
    await waitFor(() => expect(notice).toHaveFocus());
    const changed = await within(notice).findByRole('list', { name: C.changedFields });
    expect(
      within(changed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Name']);
    // The comparison read the course without touching the form.
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(reactCourse.name);

    await user.click(within(notice).getByRole('button', { name: C.copy }));
    expect(await screen.findByText(C.copied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      `${C.copyHeading}\n\nDuration: ${reactCourse.duration}, part time`,
    );
    expect(duration).toHaveValue(`${reactCourse.duration}, part time`);

    await user.click(within(notice).getByRole('button', { name: C.reloadDiscard }));
    const ask = screen.getByRole('dialog', { name: C.discardTitle });
    expect(ask).toHaveTextContent(C.discardBody('Duration'));
    await user.click(within(ask).getByRole('button', { name: C.discardConfirm }));
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(latest.name));
    expect(duration).toHaveValue(reactCourse.duration);
    expect(screen.queryByText(MESSAGES.admin.staleEdit)).not.toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('puts a taken slug under the slug field', async () => {
    const { user, form } = await openEditor({
      [PATCH]: { status: 409, message: MESSAGES.admin.courseSlugTaken },
    });
    const slug = form.getByRole('textbox', { name: /^Slug/ });
    await user.clear(slug);
    await user.type(slug, 'node');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(slug).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.admin.courseSlugTaken)),
    );
    expect(slug).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('publishes the saved course with its version, then links to it on the site', async () => {
    const { user, api } = await openEditor({
      [STATUS]: ({ body }) => ({
        message: MESSAGES.admin.courseStatusChanged,
        data: { ...reactCourse, status: (body as { status: 'published' }).status, updatedAt: savedAt },
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(MESSAGES.admin.courseStatusChanged)).toBeInTheDocument();
    expect(api.find(STATUS).map((r) => r.body)).toEqual([
      { status: 'published', version: reactCourse.updatedAt },
    ]);
    const status = screen.getByRole('region', { name: 'Status' });
    expect(status).toHaveTextContent('Published Visitors see this course.');
    expect(within(status).getByRole('link', { name: 'Open on the site' })).toHaveAttribute(
      'href',
      `/coursesdetails/${reactCourse.slug}`,
    );
    // The three moves keep their places: Publish, now the course's status, is greyed out where it was.
    expect(within(status).getByRole('button', { name: 'Publish' })).toBeDisabled();
    expect(within(status).getByRole('button', { name: 'Move to draft' })).toBeEnabled();
    expect(within(status).getByRole('button', { name: 'Archive' })).toBeEnabled();
  });

  it('asks before deleting, then goes back to the list', async () => {
    const { user, api, router } = await openEditor({
      [DELETE]: { message: MESSAGES.admin.deleted },
      'GET /api/admin/courses?*': { data: pageOf([]) },
    });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this course?' });
    expect(dialog).toHaveTextContent(`“${reactCourse.name}” and its quiz will be deleted for good.`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.find(DELETE)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete course' }));
    expect(await screen.findByText(MESSAGES.admin.deleted)).toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe('/admin/courses'));
  });

  it('says a course with orders is archived rather than deleted, and shows the refusal', async () => {
    const { user } = await openEditor(
      { [DELETE]: { status: 409, message: MESSAGES.admin.courseHasOrders } },
      { ...reactCourse, hasOrders: true },
    );
    expect(screen.getByText('This course has orders: archive it rather than delete it.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete course' }));
    expect(await screen.findByText(MESSAGES.admin.courseHasOrders)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when the course cannot be loaded, with a retry and the way back', async () => {
    const { user, api } = await openConsole(
      `/admin/courses/${reactCourse._id}`,
      'Course',
      { [GET]: { status: 500, message: MESSAGES.api.internal } },
      editorUser,
    );
    await retryFailedRead(user, MESSAGES.api.internal, () => api.find(GET).length);
    expect(screen.getByRole('link', { name: '← All courses' })).toHaveAttribute('href', '/admin/courses');
  });
});

describe('a new course', () => {
  const created: TAdminCourse = {
    ...reactCourse,
    _id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    name: 'Node APIs',
    slug: 'node-apis',
    images: [],
    curriculum: [],
    quiz: [],
    updatedAt: savedAt,
  };

  async function openNew() {
    const view = await openConsole(
      '/admin/courses/new',
      'New course',
      {
        [CATEGORIES]: { data: pageOf([webCategory]) },
        'POST /api/admin/courses': { status: 201, message: MESSAGES.admin.courseCreated, data: created },
        [`GET /api/admin/courses/${created._id}`]: { data: created },
      },
      editorUser,
    );
    return { ...view, form: within(screen.getByRole('form', { name: 'Course' })) };
  }

  it("shows the shared schema's message under each missing field and sends nothing", async () => {
    const { user, form, api } = await openNew();
    expect(form.getByText('Save the course first to add images.')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Create course' }));
    const name = form.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription(messageFor('name')));
    expect(name).toHaveFocus();
    expect(form.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription(
      messageFor('category'),
    );
    expect(form.getByRole('textbox', { name: 'Duration' })).toHaveAccessibleDescription(
      messageFor('duration'),
    );
    expect(form.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      messageFor('description'),
    );
    expect(form.getByRole('textbox', { name: 'Description' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.find('POST /api/admin/courses')).toHaveLength(0);
  });

  it('suggests the slug from the name, creates a draft and opens its own page', async () => {
    const { user, form, api, router } = await openNew();
    await user.type(form.getByRole('textbox', { name: 'Name' }), 'Node APIs');
    expect(form.getByRole('textbox', { name: /^Slug/ })).toHaveValue('node-apis');
    await waitFor(() =>
      expect(within(form.getByRole('combobox', { name: 'Category' })).getAllByRole('option')).toHaveLength(2),
    );
    await user.selectOptions(form.getByRole('combobox', { name: 'Category' }), webCategory._id);
    await user.type(form.getByRole('textbox', { name: 'Duration' }), '4 weeks');
    await user.type(form.getByRole('textbox', { name: 'Skill level' }), 'Intermediate');
    const price = form.getByRole('spinbutton', { name: 'Price (USD)' });
    await user.clear(price);
    await user.type(price, '59');
    await user.click(form.getByRole('textbox', { name: 'Description' }));
    await user.paste('Build HTTP APIs with Node.');
    await user.click(form.getByRole('button', { name: 'Create course' }));

    expect(await screen.findByText(MESSAGES.admin.courseCreated)).toBeInTheDocument();
    expect(api.find('POST /api/admin/courses').map((r) => r.body)).toEqual([
      expect.objectContaining({
        name: 'Node APIs',
        slug: 'node-apis',
        category: webCategory._id,
        duration: '4 weeks',
        skillLevel: 'Intermediate',
        price: 59,
        description: '<p>Build HTTP APIs with Node.</p>',
        status: 'draft',
        curriculum: [],
        quiz: [],
      }),
    ]);
    await waitFor(() => expect(currentPath(router)).toBe(`/admin/courses/${created._id}`));
    expect(await screen.findByRole('heading', { level: 1, name: created.name })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
