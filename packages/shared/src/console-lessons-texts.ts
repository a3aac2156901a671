// zod-free: the words of the console's lesson authoring (docs/product.md#authoring), the API's and the
// pages'.
import { countText } from './plurals.ts';
import { LESSON_KIND_LABELS, type TLessonKind } from './learning-texts.ts';

/** Files a download lesson may hold, by extension (the storage's private media kinds, videos aside). */
export const DOWNLOAD_FILE_EXTENSIONS = [
  'pdf',
  'zip',
  'txt',
  'csv',
  'docx',
  'xlsx',
  'pptx',
  'epub',
  'mp3',
] as const;
export type TDownloadFileExtension = (typeof DOWNLOAD_FILE_EXTENSIONS)[number];
/** The download upload's default limit (DOWNLOAD_UPLOAD_MAX_BYTES). */
export const DEFAULT_DOWNLOAD_UPLOAD_MAX_BYTES = 200 * 1024 * 1024;

/** The API's answers and refusals. */
export const LESSON_MESSAGES = {
  sectionNotFound: 'Section not found',
  lessonNotFound: 'Lesson not found',
  sectionCreated: 'Section added',
  lessonCreated: 'Lesson added',
  sectionDeleted: (lessons: number) =>
    lessons === 0 ? 'Section deleted' : `Section deleted with its ${countText(lessons, 'lesson')}`,
  lessonDeleted: 'Lesson deleted',
  orderSaved: 'Order saved',
  orderMismatch:
    'The order must name every section and every lesson of this course exactly once. Reload the outline and move them again.',
  lessonPublished: 'Lesson published',
  lessonUnpublished: 'Lesson unpublished: learners no longer see it',
  fileUploaded: 'File uploaded',
  /** Publishing a lesson without what its kind needs (409): says what is missing. */
  needsContent: {
    video: 'Attach a video that is ready before publishing this lesson.',
    download: 'Upload the file learners download before publishing this lesson.',
    quiz: 'Add at least one question before publishing this quiz.',
    text: 'Write the lesson’s text before publishing it.',
  } satisfies Record<TLessonKind, string>,
  durationFromVideo: 'A video lesson’s duration comes from its video.',
  videoNotInCourse: 'Choose a video of this course.',
  videoOnlyForVideoLessons: 'Only a video lesson shows a video.',
  quizOnlyForQuizLessons: 'Only a quiz lesson has questions.',
  quizIdsRepeated: 'Each question needs its own id.',
  fileOnlyForDownloads: 'Only a download lesson holds a file.',
  fileNameMissing: 'Name the file in the X-File-Name header (URI-encoded).',
  fileTypeRefused: `Upload a ${DOWNLOAD_FILE_EXTENSIONS.map((e) => e.toUpperCase()).join(', ')} file.`,
  fileTooLarge: (limit: string) => `This file is larger than ${limit}. Upload a smaller file.`,
  fileEmpty: 'This file is empty. Choose another one.',
  passPercent: 'A pass mark from 1 to 100%.',
} as const;

/** The console's Lessons page and lesson editor. */
export const AUTHORING_TEXTS = {
  lessonsLink: 'Lessons',
  lessonsLinkHint: 'Sections and lessons of this course',
  pageTitle: (course: string) => `Lessons: ${course}`,
  pageFallbackTitle: 'Lessons',
  pageDescription:
    'Sections and lessons in the order learners follow them. Drag a handle, or focus it and press Space, then the arrow keys, to move a section or a lesson (also into another section).',
  backToCourse: '← Back to the course',
  backToLessons: '← All lessons of the course',
  loadingOutline: 'Loading the lessons…',
  loadingLesson: 'Loading the lesson…',
  emptyOutline: 'No sections yet. Add the first section below, then its lessons.',
  emptySection: 'No lessons in this section yet.',
  addSectionHeading: 'Add a section',
  sectionTitle: 'Section title',
  addSection: 'Add section',
  rename: 'Rename',
  renameSection: (title: string) => `Rename section ${title}`,
  newSectionTitle: (title: string) => `New title for ${title}`,
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  deleteSection: (title: string) => `Delete section ${title}`,
  deleteSectionTitle: 'Delete this section?',
  deleteSectionBody: (title: string, lessons: number) =>
    lessons === 0
      ? `“${title}” has no lessons. It will be deleted.`
      : `“${title}” and its ${countText(lessons, 'lesson')} will be deleted for good, with the progress learners made in them.`,
  deleteSectionConfirm: 'Delete section',
  deleteSectionFailed: 'The section could not be deleted. Try again.',
  addFailed: 'It could not be added. Try again.',
  renameFailed: 'The section could not be renamed. Try again.',
  lessonCount: (n: number) => countText(n, 'lesson'),
  newLessonTitle: (section: string) => `New lesson title in ${section}`,
  newLessonKind: (section: string) => `Kind of the new lesson in ${section}`,
  addLesson: 'Add lesson',
  kindLabel: (kind: TLessonKind) => LESSON_KIND_LABELS[kind],
  preview: 'Preview',
  draft: 'Draft',
  published: 'Published',
  noVideo: 'No video',
  noFile: 'No file',
  videoState: (
    status: 'queued' | 'transcoding' | 'ready' | 'failed',
    progress: number,
    error: string | null,
  ) => {
    if (status === 'queued') return 'Queued';
    if (status === 'transcoding') return `Preparing ${progress}%`;
    if (status === 'ready') return 'Ready';
    return `Failed: ${error ?? 'the video could not be prepared'}`;
  },
  // Reordering (drag and keyboard), read by screen readers.
  dragInstructions:
    'To move, press Space or Enter to pick up, the arrow keys to move (a lesson also into the next or previous section), Space or Enter to drop, Escape to cancel.',
  reorderSection: (title: string) => `Move section ${title}`,
  reorderLesson: (title: string) => `Move lesson ${title}`,
  pickedUpSection: (title: string, position: number, total: number) =>
    `Picked up section ${title}, position ${position} of ${total}.`,
  pickedUpLesson: (title: string, position: number, total: number, section: string) =>
    `Picked up lesson ${title}, position ${position} of ${total} in ${section}.`,
  sectionAt: (title: string, position: number, total: number) =>
    `Section ${title} is at position ${position} of ${total}.`,
  lessonAt: (title: string, position: number, total: number, section: string) =>
    `Lesson ${title} is at position ${position} of ${total} in ${section}.`,
  dropped: (what: string) => `${what} dropped. Saving the order.`,
  cancelled: (what: string) => `Moving ${what} was cancelled; it is back where it was.`,
  orderFailed: 'The new order could not be saved. Try again.',
  // The lesson editor
  basicsHeading: (kind: TLessonKind) => `${LESSON_KIND_LABELS[kind]} lesson`,
  lessonTitle: 'Title',
  kind: 'Kind',
  freePreview: 'Free preview',
  freePreviewHint: 'Every visitor may open this lesson, signed in or not.',
  durationMinutes: 'Duration (minutes)',
  durationHint: 'How long the lesson takes; learners see it in the outline.',
  videoDuration: (duration: string) => `Duration: ${duration} (from the video)`,
  content: 'Content',
  notes: 'Notes',
  notesHint: 'Optional: shown under the lesson.',
  saveChanges: 'Save changes',
  unsaved: 'Unsaved changes',
  saveFailed: 'The lesson could not be saved. Try again.',
  status: 'Status',
  publish: 'Publish',
  unpublish: 'Unpublish',
  publishedNote: 'Learners who may open the course see this lesson.',
  draftNote: 'Learners do not see this lesson.',
  saveFirst: 'Save your changes first to publish or unpublish.',
  statusFailed: 'The status could not be changed. Try again.',
  deleteLesson: 'Delete lesson',
  deleteLessonTitle: 'Delete this lesson?',
  deleteLessonBody: (title: string) =>
    `“${title}” will be deleted for good, with its file and the progress learners made in it. Its video stays with the course.`,
  deleteFailed: 'The lesson could not be deleted. Try again.',
  // Download
  fileHeading: 'File',
  fileInput: 'Choose a file to upload',
  fileHint: (limit: string) =>
    `${DOWNLOAD_FILE_EXTENSIONS.map((e) => e.toUpperCase()).join(', ')}; up to ${limit}. A new file replaces the old one.`,
  fileCurrent: (name: string, size: string) => `${name} (${size})`,
  uploading: (name: string) => `Uploading ${name}`,
  uploadProgress: (percent: number) => `${percent}% uploaded`,
  uploadFailed: 'The upload failed. Check your connection and try again.',
  // Quiz
  quizHeading: 'Questions',
  quizEmpty: 'No questions yet. Learners pass the quiz at the course’s pass mark.',
  // Video
  videoHeading: 'Video',
  videoInput: 'Choose a video to upload',
  videoHint: (limit: string) => `MP4, MOV, WebM or MKV; up to ${limit}.`,
  videoCurrent: (name: string) => `Video: ${name}`,
  videoPreparing: 'The video is being prepared for streaming. This page follows its progress.',
  retry: 'Retry',
  existingVideo: 'Or choose a ready video of this course',
  noExistingVideo: 'No other video of this course is ready.',
  chooseVideo: 'Choose a video',
  useVideo: 'Use this video',
  videoAttached: 'Video attached',
  videoReadFailed: 'The video’s state could not be read. It is checked again in a moment.',
  capabilitiesLoading: 'Checking whether this server can prepare videos…',
  captionsHeading: 'Captions',
  captionsNone: 'No captions yet.',
  captionsFile: 'Captions file (.vtt)',
  captionsLang: 'Language code',
  captionsLangHint: 'e.g. en, hi, fr',
  captionsLabel: 'Label',
  captionsLabelHint: 'What learners see, e.g. English',
  captionsAdd: 'Add captions',
  captionsRemove: (label: string) => `Remove captions ${label}`,
  captionsFailed: 'The captions could not be saved. Try again.',
  // Pass mark (the course editor)
  passPercent: 'Pass mark (%)',
  passPercentHint: 'A quiz lesson is passed at this share of right answers.',
} as const;
