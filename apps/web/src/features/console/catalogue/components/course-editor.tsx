import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '#web/lib/toast.ts';
import { MESSAGES, type TAdminCourse } from '@curio/shared';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { applyServerErrors } from '#web/lib/form.ts';
import { toastError } from '#web/lib/notify.ts';
import { paths } from '#web/lib/paths.ts';
import { useAdminCategories } from '#web/features/console/catalogue/api/categories.ts';
import {
  fetchAdminCourse,
  useCreateCourse,
  useUpdateCourse,
} from '#web/features/console/catalogue/api/courses.ts';
import {
  courseConflictFields,
  courseFormResolver,
  EMPTY_COURSE_FORM,
  toCourseForm,
  toCourseUpdate,
  type TCourseFields,
  type TCourseFormValues,
  type TCourseRequest,
} from '#web/features/console/catalogue/lib/course-form.ts';
import { useUnsavedGuard } from '#web/features/console/shell/lib/use-unsaved-guard.ts';
import {
  formCompare,
  useConflictNotice,
} from '#web/features/console/shell/components/use-conflict-notice.tsx';
import { CourseBasicsFields } from './course-basics-fields.tsx';
import { CourseCurriculumField } from './course-curriculum-field.tsx';
import { CourseImagesField } from './course-images-field.tsx';
import { CourseQuizField } from './quiz-questions-field.tsx';
import { CourseRichField } from './course-rich-field.tsx';
import { CourseStatusActions } from './course-status-actions.tsx';

type TCourseEditorProps = {
  /** The course as loaded; none for a new course. */
  course?: TAdminCourse;
  /** Reads the course again after a stale save (the edits in progress are replaced). */
  onReload?: () => Promise<TAdminCourse | undefined>;
};

/** The form of every course field (docs/product.md#catalogue), saved with the version it was loaded at. */
export function CourseEditor({ course: loaded, onReload }: TCourseEditorProps) {
  const [course, setCourse] = useState(loaded);
  const [isReloading, setIsReloading] = useState(false);
  const navigate = useNavigate();
  const form = useForm<TCourseFormValues, unknown, TCourseRequest>({
    resolver: courseFormResolver,
    defaultValues: loaded ? toCourseForm(loaded) : EMPTY_COURSE_FORM,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const create = useCreateCourse();
  const update = useUpdateCourse(course?._id ?? '');
  const { isDirty } = form.formState;
  const guard = useUnsavedGuard(isDirty);
  const categories = useAdminCategories();
  const categoryName = (id: string) => categories.data?.items.find((category) => category._id === id)?.name;
  // A stale save names what the other save changed, read from the server without touching the form.
  const latest = course && (async () => toCourseForm(await fetchAdminCourse(course._id)));
  const conflict = useConflictNotice(
    () => reload(),
    isReloading,
    formCompare(form, courseConflictFields(categoryName), latest),
  );

  const onSaved = (saved: TAdminCourse, message: string) => {
    setCourse(saved);
    form.reset(toCourseForm(saved));
    toast.success(message || MESSAGES.admin.saved);
  };

  const onSaveError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) {
      if (error.message === MESSAGES.admin.courseSlugTaken) {
        form.setError('slug', { type: 'server', message: error.message }, { shouldFocus: true });
      } else conflict.show(error.message);
      return;
    }
    if (applyServerErrors(form, error)) return;
    toastError(error, 'The course could not be saved. Try again.');
  };

  const onSubmit = form.handleSubmit(({ status: _status, ...fields }: TCourseRequest) => {
    const body: TCourseFields = fields;
    if (!course) {
      create.mutate(body, {
        onSuccess: ({ data, message }) => {
          // The course's own page mounts a fresh editor for it: this one must not grow an image upload
          // (or anything else) in the moment before it unmounts, or what is done there is lost.
          form.reset(toCourseForm(data));
          toast.success(message || MESSAGES.admin.saved);
          void navigate(paths.admin.course.to(data._id), { replace: true });
        },
        onError: onSaveError,
      });
      return;
    }
    update.mutate(toCourseUpdate(body, course.updatedAt), {
      onSuccess: ({ data, message }) => onSaved(data, message),
      onError: onSaveError,
    });
  });

  /** Reload after a 409: the latest version replaces the edits; the notice stays until one is read. */
  const reload = async () => {
    setIsReloading(true);
    let latest: TAdminCourse | undefined;
    try {
      latest = await onReload?.();
    } catch (error) {
      toastError(error, 'The course could not be reloaded. Try again.');
    } finally {
      setIsReloading(false);
    }
    if (!latest) throw new Error('The course was not reloaded.');
    setCourse(latest);
    form.reset(toCourseForm(latest));
  };

  const isSaving = create.isPending || update.isPending;

  return (
    <FormProvider {...form}>
      {guard}
      {conflict.notice}
      <div className="course-editor">
        <form
          className="course-form"
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          aria-label="Course"
        >
          <CourseBasicsFields isNew={!course} />
          <section className="console-panel" aria-labelledby="course-texts">
            <h2 id="course-texts" className="console-panel__title">
              Texts
            </h2>
            <CourseRichField name="description" label="Description" />
            <CourseRichField name="feature" label="Features" hint="What the course offers: optional." />
            <CourseRichField name="audience" label="Who it is for" hint="Optional." />
            <CourseRichField name="overview" label="Overview" hint="Optional." />
          </section>
          <CourseCurriculumField />
          <CourseQuizField />
          <CourseImagesField courseId={course?._id} />
          <div className="course-form__save">
            <Button type="submit" isLoading={isSaving}>
              {course ? 'Save changes' : 'Create course'}
            </Button>
            {isDirty && <span className="console-note">Unsaved changes</span>}
          </div>
        </form>
        {course && (
          <aside className="course-editor__side">
            <CourseStatusActions
              course={course}
              isDirty={isDirty}
              onChanged={setCourse}
              onStale={conflict.show}
              onDeleted={() => form.reset()}
            />
          </aside>
        )}
      </div>
    </FormProvider>
  );
}
