import '#web/features/console/catalogue/catalogue.css';
import '#web/features/console/catalogue/lessons.css';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { AUTHORING_TEXTS as T, LESSON_MESSAGES, type TConsoleOutlineSection } from '@curio/shared';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { toastError } from '#web/lib/notify.ts';
import { paths } from '#web/lib/paths.ts';
import { toast } from '#web/lib/toast.ts';
import {
  useCourseOutline,
  useDeleteSection,
  useSaveOutlineOrder,
} from '#web/features/console/catalogue/api/lessons.ts';
import { OutlineEditor } from '#web/features/console/catalogue/components/outline-editor.tsx';
import {
  AddLessonForm,
  AddSectionForm,
  OutlineLessonRow,
  SectionHead,
} from '#web/features/console/catalogue/components/outline-parts.tsx';
import { ConfirmDialog } from '#web/features/console/shell/components/confirm-dialog.tsx';
import { PageHeader } from '#web/features/console/shell/components/page-header.tsx';
import { useConflictNotice } from '#web/features/console/shell/components/use-conflict-notice.tsx';
import { useConsoleAction } from '#web/features/console/shell/lib/use-console-action.ts';

/**
 * `/admin/courses/:id/lessons` (docs/product.md#authoring): a course's sections and lessons, drafts included;
 * add, rename, delete, reorder by drag or keyboard (lessons also into another section).
 */
export function CourseLessonsPage() {
  const { id = '' } = useParams();
  const outline = useCourseOutline(id);
  const saveOrder = useSaveOutlineOrder(id);
  const removeSection = useConsoleAction(useDeleteSection(id));
  const [deleting, setDeleting] = useState<TConsoleOutlineSection | null>(null);
  const conflict = useConflictNotice(() => outline.refetch(), outline.isFetching);

  const onDelete = () => {
    if (!deleting) return;
    removeSection.run(deleting._id, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toastError(error, T.deleteSectionFailed),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <div className="console-page">
      <PageHeader
        title={outline.data ? T.pageTitle(outline.data.course.name) : T.pageFallbackTitle}
        description={T.pageDescription}
        back={<Link to={paths.admin.course.to(id)}>{T.backToCourse}</Link>}
      />
      {conflict.notice}
      <QueryState query={outline} loadingLabel={T.loadingOutline} empty={null} isEmpty={() => false}>
        {(data) => (
          <>
            {data.sections.length === 0 ? (
              <p className="console-panel console-note">{T.emptyOutline}</p>
            ) : (
              <OutlineEditor
                outline={data}
                isSaving={saveOrder.isPending}
                onSave={(sections) =>
                  saveOrder.mutateAsync({ sections }).then(
                    ({ message }) => toast.success(message || LESSON_MESSAGES.orderSaved),
                    (error: unknown) => toastError(error, T.orderFailed),
                  )
                }
                renderSection={(section, handle) => (
                  <SectionHead
                    courseId={id}
                    section={section}
                    handle={handle}
                    onDelete={setDeleting}
                    onStale={conflict.show}
                  />
                )}
                renderSectionFoot={(section) => <AddLessonForm courseId={id} section={section} />}
                renderLesson={(lesson, handle) => <OutlineLessonRow lesson={lesson} handle={handle} />}
              />
            )}
            <section className="console-panel" aria-labelledby="add-section-heading">
              <h2 id="add-section-heading" className="console-panel__title">
                {T.addSectionHeading}
              </h2>
              <AddSectionForm courseId={id} />
            </section>
          </>
        )}
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        title={T.deleteSectionTitle}
        body={deleting ? T.deleteSectionBody(deleting.title, deleting.lessons.length) : ''}
        confirmLabel={T.deleteSectionConfirm}
        tone="danger"
        isPending={removeSection.isPending}
        onConfirm={onDelete}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
