import type { TConsoleLesson, TConsoleOutline, TConsoleOutlineLesson, TConsoleVideo } from '@curio/shared';
import { reactCourse } from './catalogue-fixtures.ts';

/** The console's lesson authoring in unit tests: the fixture course with two sections and three lessons. */
const at = '2026-03-01T10:00:00.000Z';
const introId = '1a2b3c4d-0000-4000-8000-000000000001';
const basicsId = '1a2b3c4d-0000-4000-8000-000000000002';

const outlineLesson = (
  n: number,
  sectionId: string,
  fields: Partial<TConsoleOutlineLesson>,
): TConsoleOutlineLesson => ({
  _id: `2b3c4d5e-0000-4000-8000-00000000000${String(n)}`,
  sectionId,
  title: `Lesson ${String(n)}`,
  kind: 'text',
  status: 'draft',
  freePreview: false,
  durationSeconds: 0,
  video: null,
  fileName: null,
  updatedAt: at,
  ...fields,
});

export const welcomeLesson = outlineLesson(1, introId, {
  title: 'Welcome',
  kind: 'video',
  status: 'published',
  freePreview: true,
  durationSeconds: 125,
  video: {
    _id: '3c4d5e6f-0000-4000-8000-000000000001',
    originalName: 'welcome.mp4',
    status: 'transcoding',
    progress: 42,
    error: null,
    durationSeconds: null,
  },
});
export const setupLesson = outlineLesson(2, introId, {
  title: 'Set up',
  kind: 'download',
  fileName: 'setup.pdf',
});
export const jsxLesson = outlineLesson(3, basicsId, { title: 'JSX', durationSeconds: 600 });

export const courseOutline: TConsoleOutline = {
  course: { _id: reactCourse._id, name: reactCourse.name, passPercent: 70 },
  sections: [
    { _id: introId, title: 'Introduction', lessons: [welcomeLesson, setupLesson], updatedAt: at },
    { _id: basicsId, title: 'Basics', lessons: [jsxLesson], updatedAt: at },
  ],
};

export const aVideo = (fields: Partial<TConsoleVideo> = {}): TConsoleVideo => ({
  _id: '3c4d5e6f-0000-4000-8000-000000000009',
  courseId: reactCourse._id,
  originalName: 'clip.mp4',
  originalSize: 2_000_000,
  status: 'queued',
  progress: 0,
  error: null,
  durationSeconds: null,
  width: null,
  height: null,
  renditions: [],
  captions: [],
  createdAt: at,
  updatedAt: at,
  ...fields,
});

export const aLesson = (fields: Partial<TConsoleLesson> = {}): TConsoleLesson => ({
  _id: '2b3c4d5e-0000-4000-8000-000000000009',
  course: { _id: reactCourse._id, name: reactCourse.name },
  sectionId: introId,
  title: 'Tour',
  kind: 'video',
  status: 'draft',
  freePreview: false,
  durationSeconds: 0,
  body: '',
  videoId: null,
  video: null,
  file: null,
  quiz: [],
  downloadMaxBytes: 200 * 1024 * 1024,
  createdAt: at,
  updatedAt: at,
  ...fields,
});
