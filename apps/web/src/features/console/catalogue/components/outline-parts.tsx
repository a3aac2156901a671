import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  AUTHORING_TEXTS as T,
  formatLessonDuration,
  LESSON_KIND_VALUES,
  MESSAGES,
  ZLessonCreateRequest,
  ZSectionCreateRequest,
  type TConsoleOutlineLesson,
  type TConsoleOutlineSection,
  type TLessonCreateRequest,
  type TSectionCreateRequest,
} from '@curio/shared';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/select-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { applyServerErrors, schemaResolver } from '#web/lib/form.ts';
import { toastError } from '#web/lib/notify.ts';
import { paths } from '#web/lib/paths.ts';
import { toast } from '#web/lib/toast.ts';
import {
  useAddLesson,
  useAddSection,
  useRenameSection,
} from '#web/features/console/catalogue/api/lessons.ts';
import { isConflict } from '#web/features/console/shell/api/console-api.ts';
import { StatusBadge } from '#web/features/console/shell/components/status-badge.tsx';
import { friendlyError } from '#web/features/console/shell/lib/zod-messages.ts';
import { useInlineRename } from '#web/features/console/catalogue/lib/use-inline-rename.ts';
import { videoStateBadge } from '#web/features/console/catalogue/lib/lesson-states.ts';

/** 'Add a section': it goes last. */
export function AddSectionForm({ courseId }: { courseId: string }) {
  const form = useForm<TSectionCreateRequest>({
    resolver: schemaResolver(ZSectionCreateRequest, { error: friendlyError }),
    defaultValues: { title: '' },
  });
  const add = useAddSection(courseId);
  const onSubmit = form.handleSubmit(({ title }) =>
    add.mutate(title, {
      onSuccess: ({ message }) => {
        toast.success(message);
        form.reset({ title: '' });
      },
      onError: (error) => {
        if (!applyServerErrors(form, error)) toastError(error, T.addFailed);
      },
    }),
  );
  return (
    <form
      className="outline-add"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={T.addSectionHeading}
    >
      <TextField
        label={T.sectionTitle}
        autoComplete="off"
        {...form.register('title', { onChange: () => form.clearErrors('title') })}
        error={form.formState.errors.title?.message}
      />
      <Button type="submit" isLoading={add.isPending}>
        {T.addSection}
      </Button>
    </form>
  );
}

type TSectionHeadProps = {
  courseId: string;
  section: TConsoleOutlineSection;
  handle: ReactNode;
  onDelete: (section: TConsoleOutlineSection) => void;
  /** A rename refused as stale: the page shows the notice with its Reload. */
  onStale: (message: string) => void;
};

/** A section's top line: handle, title (renamed in place), how many lessons, delete. */
export function SectionHead({ courseId, section, handle, onDelete, onStale }: TSectionHeadProps) {
  const { isEditing, buttonRef: renameButton, start: startRename, end: endRename } = useInlineRename();
  return (
    <div className="outline-section__head">
      {handle}
      {isEditing ? (
        <RenameSectionForm courseId={courseId} section={section} onDone={endRename} onStale={onStale} />
      ) : (
        <>
          <h2 className="outline-section__title">{section.title}</h2>
          <span className="console-note">{T.lessonCount(section.lessons.length)}</span>
          <div className="outline-section__actions">
            <Button
              ref={renameButton}
              variant="secondary"
              onClick={startRename}
              aria-label={T.renameSection(section.title)}
            >
              {T.rename}
            </Button>
            <Button
              variant="ghost"
              onClick={() => onDelete(section)}
              aria-label={T.deleteSection(section.title)}
            >
              {T.delete}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

type TRenameSectionFormProps = Omit<TSectionHeadProps, 'handle' | 'onDelete'> & { onDone: () => void };

function RenameSectionForm({ courseId, section, onDone, onStale }: TRenameSectionFormProps) {
  const form = useForm<TSectionCreateRequest>({
    resolver: schemaResolver(ZSectionCreateRequest, { error: friendlyError }),
    defaultValues: { title: section.title },
  });
  const rename = useRenameSection(courseId);
  const { setFocus } = form;
  useEffect(() => setFocus('title'), [setFocus]);
  const onSubmit = form.handleSubmit(({ title }) =>
    rename.mutate(
      { sectionId: section._id, title, version: section.updatedAt },
      {
        onSuccess: ({ message }) => {
          toast.success(message || MESSAGES.admin.saved);
          onDone();
        },
        onError: (error) => {
          if (applyServerErrors(form, error)) return;
          if (isConflict(error)) onStale(error.message);
          else toastError(error, T.renameFailed);
        },
      },
    ),
  );
  return (
    <form className="outline-section__rename" onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField
        label={T.newSectionTitle(section.title)}
        autoComplete="off"
        {...form.register('title', { onChange: () => form.clearErrors('title') })}
        error={form.formState.errors.title?.message}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onDone();
        }}
      />
      <Button type="submit" isLoading={rename.isPending}>
        {T.save}
      </Button>
      <Button variant="ghost" onClick={onDone}>
        {T.cancel}
      </Button>
    </form>
  );
}

const KIND_OPTIONS = LESSON_KIND_VALUES.map((kind) => ({ value: kind, label: T.kindLabel(kind) }));

/** A new lesson at the end of a section: its title and kind; it starts as a draft. */
export function AddLessonForm({ courseId, section }: { courseId: string; section: TConsoleOutlineSection }) {
  const form = useForm<TLessonCreateRequest>({
    resolver: schemaResolver(ZLessonCreateRequest, { error: friendlyError }),
    defaultValues: { title: '', kind: 'video' },
  });
  const add = useAddLesson(courseId);
  const onSubmit = form.handleSubmit((body) =>
    add.mutate(
      { sectionId: section._id, ...body },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          form.reset({ title: '', kind: body.kind });
        },
        onError: (error) => {
          if (!applyServerErrors(form, error)) toastError(error, T.addFailed);
        },
      },
    ),
  );
  return (
    <form className="outline-add outline-add--lesson" onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField
        label={T.newLessonTitle(section.title)}
        autoComplete="off"
        {...form.register('title', { onChange: () => form.clearErrors('title') })}
        error={form.formState.errors.title?.message}
      />
      <SelectField label={T.newLessonKind(section.title)} options={KIND_OPTIONS} {...form.register('kind')} />
      <Button type="submit" variant="secondary" isLoading={add.isPending}>
        {T.addLesson}
      </Button>
    </form>
  );
}

/** What a lesson's row says of its content: the video's state, or the download's file. */
function contentState(lesson: TConsoleOutlineLesson) {
  if (lesson.kind === 'video')
    return lesson.video ? (
      <StatusBadge {...videoStateBadge(lesson.video)} />
    ) : (
      <StatusBadge label={T.noVideo} tone="warning" />
    );
  if (lesson.kind === 'download')
    return lesson.fileName ? (
      <span className="outline-lesson__file">{lesson.fileName}</span>
    ) : (
      <StatusBadge label={T.noFile} tone="warning" />
    );
  return null;
}

/** One lesson of the outline: handle, title (opens its editor), kind, duration, preview, status, content. */
export function OutlineLessonRow({ lesson, handle }: { lesson: TConsoleOutlineLesson; handle: ReactNode }) {
  return (
    <div className="outline-lesson__row">
      {handle}
      <Link className="outline-lesson__title" to={paths.admin.lesson.to(lesson._id)}>
        {lesson.title}
      </Link>
      <span className="outline-lesson__facts">
        <span>{T.kindLabel(lesson.kind)}</span>
        <span>{formatLessonDuration(lesson.durationSeconds)}</span>
        {lesson.freePreview && <StatusBadge label={T.preview} tone="info" />}
        <StatusBadge {...lessonStatusBadge(lesson.status)} />
        {contentState(lesson)}
      </span>
    </div>
  );
}

export const lessonStatusBadge = (status: TConsoleOutlineLesson['status']) =>
  status === 'published'
    ? ({ label: T.published, tone: 'success' } as const)
    : ({ label: T.draft, tone: 'warning' } as const);
