import { useFieldArray } from 'react-hook-form';
import { CATALOGUE_LIMITS } from '@curio/shared';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useCourseField, useCourseForm } from '#web/features/console/catalogue/lib/course-form-context.ts';
import { CourseItemHead, CourseListSection } from './course-list-section.tsx';
import { CourseRichField } from './course-rich-field.tsx';
import { SortableList } from '#web/features/console/shell/components/sortable-list.tsx';

/** The curriculum: entries with a title and a rich-text body; add, edit, remove, drag to reorder. */
export function CourseCurriculumField() {
  const { control } = useCourseForm();
  const field = useCourseField();
  const entries = useFieldArray({ control, name: 'curriculum' });
  const count = entries.fields.length;

  return (
    <CourseListSection
      id="course-curriculum"
      title="Curriculum"
      emptyText="No curriculum entries yet. Add one for each part of the course."
      isEmpty={count === 0}
      addLabel="Add curriculum entry"
      isFull={count >= CATALOGUE_LIMITS.curriculum}
      onAdd={() => entries.append({ title: '', description: '' }, { focusName: `curriculum.${count}.title` })}
    >
      <SortableList
        items={entries.fields}
        getId={(entry) => entry.id}
        describe={(_entry, index) => `curriculum entry ${String(index + 1)}`}
        onMove={entries.move}
        className="course-items"
        renderItem={(_entry, index, handle) => (
          <div className="course-item">
            <CourseItemHead
              handle={handle}
              title={`Entry ${String(index + 1)}`}
              onRemove={() => entries.remove(index)}
            />
            <TextField label={`Entry ${String(index + 1)} title`} {...field(`curriculum.${index}.title`)} />
            <CourseRichField
              name={`curriculum.${index}.description`}
              label={`Entry ${String(index + 1)} content`}
            />
          </div>
        )}
      />
    </CourseListSection>
  );
}
