import type { CourseSectionRow, LessonRow, VideoRow } from '@curio/db';
import type { TConsoleLesson, TConsoleOutline, TConsoleOutlineLesson } from '@curio/shared';
import { serializeConsoleVideo } from '#api/modules/videos/index.ts';
import type { LessonDetailRow, OutlineLessonRow } from './console-repository.ts';

/** A video lesson's duration is its video's once the video knows it; the stored one otherwise. */
const lessonDuration = (lesson: LessonRow, videoSeconds: number | null | undefined) =>
  lesson.kind === 'video' && videoSeconds != null ? Math.round(videoSeconds) : lesson.durationSeconds;

/** What the outline and the lesson's own reply both say of a lesson. */
const lessonBasics = (lesson: LessonRow, videoSeconds: number | null | undefined) => ({
  _id: lesson.id,
  sectionId: lesson.sectionId,
  title: lesson.title,
  kind: lesson.kind,
  status: lesson.status,
  freePreview: lesson.freePreview,
  durationSeconds: lessonDuration(lesson, videoSeconds),
  updatedAt: lesson.updatedAt.toISOString(),
});

function toOutlineLesson({ lesson, video }: OutlineLessonRow): TConsoleOutlineLesson {
  return {
    ...lessonBasics(lesson, video?.durationSeconds),
    video: video
      ? {
          _id: video.id,
          originalName: video.originalName,
          status: video.status,
          progress: video.progress,
          error: video.error,
          durationSeconds: video.durationSeconds,
        }
      : null,
    fileName: lesson.fileName,
  };
}

/** The outline: each section in order with its lessons in order. */
export function toConsoleOutline(
  course: { id: string; name: string; passPercent: number },
  sections: CourseSectionRow[],
  rows: OutlineLessonRow[],
): TConsoleOutline {
  return {
    course: { _id: course.id, name: course.name, passPercent: course.passPercent },
    sections: sections.map((section) => ({
      _id: section.id,
      title: section.title,
      lessons: rows.filter((row) => row.lesson.sectionId === section.id).map(toOutlineLesson),
      updatedAt: section.updatedAt.toISOString(),
    })),
  };
}

export function toConsoleLesson(
  { lesson, courseName }: LessonDetailRow,
  video: VideoRow | undefined,
  downloadMaxBytes: number,
): TConsoleLesson {
  return {
    ...lessonBasics(lesson, video?.durationSeconds),
    course: { _id: lesson.courseId, name: courseName },
    body: lesson.body,
    videoId: lesson.videoId,
    video: video ? serializeConsoleVideo(video) : null,
    file:
      lesson.fileKey && lesson.fileName
        ? { name: lesson.fileName, size: lesson.fileSize ?? 0, type: lesson.fileType ?? '' }
        : null,
    quiz: lesson.quiz.map((q) => ({
      _id: q.id,
      question: q.question,
      options: q.options,
      correctOption: q.correctOption,
    })),
    downloadMaxBytes,
    createdAt: lesson.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a lesson: its editable columns (the quiz with its answers). */
export function lessonSnapshot(lesson: LessonRow): Record<string, unknown> {
  const { id: _id, createdAt: _created, updatedAt: _updated, position: _position, ...fields } = lesson;
  return fields;
}
