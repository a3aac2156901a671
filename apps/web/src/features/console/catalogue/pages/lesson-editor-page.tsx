import '#web/features/console/catalogue/catalogue.css';
import '#web/features/console/catalogue/lessons.css';
import { Link, useParams } from 'react-router';
import { AUTHORING_TEXTS as T } from '@curio/shared';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { paths } from '#web/lib/paths.ts';
import { useLesson } from '#web/features/console/catalogue/api/lessons.ts';
import { LessonEditor } from '#web/features/console/catalogue/components/lesson-editor.tsx';
import { PageHeader } from '#web/features/console/shell/components/page-header.tsx';

/** `/admin/lessons/:id` (docs/product.md#authoring): one lesson's editor. */
export function LessonEditorPage() {
  const { id = '' } = useParams();
  const lesson = useLesson(id);
  const data = lesson.data;
  return (
    <div className="console-page">
      <PageHeader
        title={data?.title ?? T.pageFallbackTitle}
        description={data ? `${T.kindLabel(data.kind)} · ${data.course.name}` : undefined}
        back={data && <Link to={paths.admin.courseLessons.to(data.course._id)}>{T.backToLessons}</Link>}
      />
      <QueryState query={lesson} loadingLabel={T.loadingLesson} empty={null} isEmpty={() => false}>
        {(loaded) => (
          <LessonEditor
            key={loaded._id}
            lesson={loaded}
            onReload={async () => (await lesson.refetch()).data}
          />
        )}
      </QueryState>
    </div>
  );
}
