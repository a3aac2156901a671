import {
  AUTHORING_TEXTS as T,
  formatFileSize,
  LESSON_MESSAGES,
  MESSAGES,
  VIDEO_MESSAGES,
  type TConsoleLesson,
} from '@curio/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { TStubHandler } from '#web-test/api-stub.ts';
import { reactCourse } from '#web/features/console/test/catalogue-fixtures.ts';
import { fakeUploads } from '#web/features/console/test/fake-uploads.ts';
import { allowRichTextEditing } from '#web/features/console/test/jsdom-layout.ts';
import { aLesson, aVideo } from '#web/features/console/test/lesson-fixtures.ts';
import { editorUser } from '#web/features/console/test/operations-fixtures.ts';
import { findToast, openConsole } from '#web/features/console/test/open-console.ts';

vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  allowRichTextEditing();
  await import('#web/features/console/catalogue/pages/lesson-editor-page.tsx');
});

const CAPABILITIES = 'GET /api/admin/videos/capabilities';
const COURSE_VIDEOS = `GET /api/admin/courses/${reactCourse._id}/videos`;
const savedAt = '2026-03-06T12:00:00.000Z';
/** A state the video's poll (every 2 s) reaches: waited for, never slept for. */
const polled = { timeout: 8000 };

/** The editor of `lesson`, as an editor opens it; the server can prepare videos unless told otherwise. */
async function openLesson(lesson: TConsoleLesson, routes: Record<string, TStubHandler> = {}) {
  const uploads = fakeUploads();
  const view = await openConsole(
    `/admin/lessons/${lesson._id}`,
    lesson.title,
    {
      [`GET /api/admin/lessons/${lesson._id}`]: { data: lesson },
      [CAPABILITIES]: { data: { transcoding: true, maxUploadBytes: 1024 * 1024 * 1024 } },
      [COURSE_VIDEOS]: { data: [] },
      ...routes,
    },
    editorUser,
  );
  return { ...view, uploads };
}

const fileOf = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('a video lesson’s upload control', () => {
  it('uploads with a progress bar, attaches the video, then follows it every 2 s: Queued, Preparing 42%, Ready', async () => {
    const lesson = aLesson();
    const video = aVideo();
    const states = [
      video,
      aVideo({ status: 'transcoding', progress: 42 }),
      aVideo({ status: 'ready', progress: 100, durationSeconds: 4 }),
    ];
    const attached = aLesson({ videoId: video._id, video, updatedAt: savedAt });
    const PATCH = `PATCH /api/admin/lessons/${lesson._id}`;
    let current = lesson;
    let step = 0;
    const { user, uploads, api } = await openLesson(lesson, {
      [`GET /api/admin/lessons/${lesson._id}`]: () => ({ data: current }),
      [PATCH]: () => {
        current = attached;
        return { message: MESSAGES.admin.saved, data: attached };
      },
      // The server's state moves on when the test says so; the page reads it every 2 s.
      [`GET /api/admin/videos/${video._id}`]: () => ({ data: states[step] }),
    });
    const input = await screen.findByLabelText(T.videoInput);
    await waitFor(() => expect(input).toBeEnabled());
    await user.upload(input, fileOf('clip.mp4', 'video/mp4'));

    const [request] = uploads;
    expect(request).toMatchObject({ method: 'POST', url: `/api/admin/courses/${reactCourse._id}/videos` });
    expect(request?.headers['x-file-name']).toBe('clip.mp4');
    expect(request?.headers['content-type']).toBe('video/mp4');
    request?.progress(50);
    const bar = await screen.findByRole('progressbar', { name: T.uploading('clip.mp4') });
    await waitFor(() => expect(bar).toHaveAttribute('value', '50'));
    expect(screen.getByText(T.uploadProgress(50))).toBeInTheDocument();
    expect(input).toBeDisabled();

    request?.respond(201, video, VIDEO_MESSAGES.uploadStarted);
    expect(await findToast(VIDEO_MESSAGES.uploadStarted)).toBeInTheDocument();
    expect(api.find(PATCH).map((r) => r.body)).toEqual([{ videoId: video._id, version: lesson.updatedAt }]);
    expect(await screen.findByText('Queued')).toBeInTheDocument();
    step = 1;
    expect(
      await screen.findByText('Preparing 42%', { selector: '.status-badge' }, polled),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Preparing 42%' })).toHaveAttribute('value', '42');
    step = 2;
    expect(await screen.findByText('Ready', {}, polled)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: T.uploading('clip.mp4') })).not.toBeInTheDocument();
  });

  it('says a failed video’s reason and offers Retry, which queues it again', async () => {
    const failed = aVideo({ status: 'failed', error: 'The file has no video stream.' });
    const lesson = aLesson({ videoId: failed._id, video: failed });
    const RETRY = `POST /api/admin/videos/${failed._id}/retry`;
    const { user, api } = await openLesson(lesson, {
      [`GET /api/admin/videos/${failed._id}`]: { data: failed },
      [RETRY]: { message: VIDEO_MESSAGES.retried, data: aVideo({ _id: failed._id }) },
    });
    expect(await screen.findByText('Failed: The file has no video stream.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.retry }));
    expect(await screen.findByText('Queued')).toBeInTheDocument();
    expect(api.find(RETRY)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: T.retry })).not.toBeInTheDocument();
  });

  it('is off, and says why in words, when the server cannot prepare videos', async () => {
    await openLesson(aLesson(), { [CAPABILITIES]: { data: { transcoding: false, maxUploadBytes: 0 } } });
    expect(await screen.findByText(VIDEO_MESSAGES.transcodingUnavailable)).toBeInTheDocument();
    expect(screen.getByLabelText(T.videoInput)).toBeDisabled();
  });

  it('refuses a file that is not a video before sending it', async () => {
    const { uploads } = await openLesson(aLesson());
    const input = await screen.findByLabelText(T.videoInput);
    await waitFor(() => expect(input).toBeEnabled());
    // What the file dialog's filter lets through anyway ('All files').
    fireEvent.change(input, { target: { files: [fileOf('notes.pdf', 'application/pdf')] } });
    expect(await screen.findByText(VIDEO_MESSAGES.notAVideo)).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });

  it('attaches a ready video of the course instead of uploading one', async () => {
    const ready = aVideo({
      _id: '3c4d5e6f-0000-4000-8000-00000000000a',
      originalName: 'intro.mov',
      status: 'ready',
    });
    const lesson = aLesson();
    const PATCH = `PATCH /api/admin/lessons/${lesson._id}`;
    const attached = aLesson({ videoId: ready._id, video: ready, updatedAt: savedAt });
    let current = lesson;
    const { user, api } = await openLesson(lesson, {
      [`GET /api/admin/lessons/${lesson._id}`]: () => ({ data: current }),
      [COURSE_VIDEOS]: { data: [ready, aVideo()] },
      [PATCH]: () => {
        current = attached;
        return { data: attached };
      },
      [`GET /api/admin/videos/${ready._id}`]: { data: ready },
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: T.existingVideo }), 'intro.mov');
    await user.click(screen.getByRole('button', { name: T.useVideo }));
    expect(await screen.findByText(T.videoCurrent('intro.mov'))).toBeInTheDocument();
    expect(api.find(PATCH).map((r) => r.body)).toEqual([{ videoId: ready._id, version: lesson.updatedAt }]);
  });
});

describe('a download lesson’s file', () => {
  it('uploads the file with a progress bar and shows its name and size', async () => {
    const lesson = aLesson({ kind: 'download', title: 'Slides' });
    const { user, uploads } = await openLesson(lesson);
    expect(screen.getByText(T.noFile)).toBeInTheDocument();
    await user.upload(screen.getByLabelText(T.fileInput), fileOf('notes.pdf', 'application/pdf', 1234));
    const [request] = uploads;
    expect(request?.method).toBe('PUT');
    expect(request?.url).toBe(
      `/api/admin/lessons/${lesson._id}/file?${new URLSearchParams({ version: lesson.updatedAt }).toString()}`,
    );
    request?.progress(30);
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: T.uploading('notes.pdf') })).toHaveAttribute(
        'value',
        '30',
      ),
    );
    request?.respond(
      200,
      { ...lesson, file: { name: 'notes.pdf', size: 1234, type: 'application/pdf' }, updatedAt: savedAt },
      LESSON_MESSAGES.fileUploaded,
    );
    expect(await screen.findByText(T.fileCurrent('notes.pdf', formatFileSize(1234)))).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: T.uploading('notes.pdf') })).not.toBeInTheDocument();
  });

  it('says what the server refused, and refuses a type it never takes before sending', async () => {
    const lesson = aLesson({ kind: 'download', title: 'Slides' });
    const { user, uploads } = await openLesson(lesson);
    const input = screen.getByLabelText(T.fileInput);
    await user.upload(input, fileOf('big.pdf', 'application/pdf'));
    uploads[0]?.respond(413, null, LESSON_MESSAGES.fileTooLarge('200 MB'));
    expect(await screen.findByText(LESSON_MESSAGES.fileTooLarge('200 MB'))).toBeInTheDocument();
    // What the file dialog's filter lets through anyway ('All files').
    fireEvent.change(input, { target: { files: [fileOf('virus.exe', 'application/x-msdownload')] } });
    expect(await screen.findByText(LESSON_MESSAGES.fileTypeRefused)).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
  });
});

describe('publishing a lesson', () => {
  it('says what a lesson still needs when the server refuses, and publishes once it has it', async () => {
    const lesson = aLesson({ kind: 'text', title: 'Read me' });
    const PUBLISH = `POST /api/admin/lessons/${lesson._id}/publish`;
    let refuse = true;
    const { user, api } = await openLesson(lesson, {
      [PUBLISH]: () =>
        refuse
          ? { status: 409, message: LESSON_MESSAGES.needsContent.text }
          : {
              message: LESSON_MESSAGES.lessonPublished,
              data: { ...lesson, status: 'published', updatedAt: savedAt },
            },
    });
    const status = screen.getByRole('region', { name: T.status });
    expect(within(status).getByRole('button', { name: T.unpublish })).toBeDisabled();
    await user.click(within(status).getByRole('button', { name: T.publish }));
    expect(await within(status).findByRole('alert')).toHaveTextContent(LESSON_MESSAGES.needsContent.text);
    refuse = false;
    await user.click(within(status).getByRole('button', { name: T.publish }));
    expect(await within(status).findByText(T.published)).toBeInTheDocument();
    expect(api.find(PUBLISH).map((r) => r.body)).toEqual([
      { version: lesson.updatedAt },
      { version: lesson.updatedAt },
    ]);
    expect(within(status).getByRole('button', { name: T.publish })).toBeDisabled();
    expect(within(status).getByRole('button', { name: T.unpublish })).toBeEnabled();
  });
});
