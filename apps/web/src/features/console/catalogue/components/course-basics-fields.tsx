import { useEffect } from 'react';
import { AUTHORING_TEXTS, CERTIFICATE_MESSAGES, suggestSlug } from '@curio/shared';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useAdminCategories } from '#web/features/console/catalogue/api/categories.ts';
import { useCourseField, useCourseForm } from '#web/features/console/catalogue/lib/course-form-context.ts';
import { SelectField } from '#web/components/ui/select-field.tsx';

type TCourseBasicsProps = {
  /** A new course's slug follows its name until the editor types a slug of their own. */
  isNew: boolean;
};

/**
 * Name, slug, category, the course's facts (duration, counts, level, price, carousel place), and what completing
 * it takes and earns: the quiz's pass mark and whether it grants a certificate (docs/product.md#certificates).
 */
export function CourseBasicsFields({ isNew }: TCourseBasicsProps) {
  const form = useCourseForm();
  const field = useCourseField();
  const categories = useAdminCategories();
  const categoryOptions = (categories.data?.items ?? []).map((c) => ({ value: c._id, label: c.name }));
  // The form can be filled before the options arrive, and a select cannot show a value it has no option for:
  // once they are there, show the course's category again (otherwise it reads 'Choose a category').
  const { getValues, setValue } = form;
  useEffect(() => {
    if (categories.data) setValue('category', getValues('category'));
  }, [categories.data, getValues, setValue]);
  const number = { valueAsNumber: true } as const;

  return (
    <>
      <section className="console-panel course-form__grid" aria-labelledby="course-basics">
        <h2 id="course-basics" className="console-panel__title">
          Basics
        </h2>
        <TextField
          label="Name"
          autoComplete="off"
          className="course-form__wide"
          {...field('name', {
            onChange: (event: { target: { value: string } }) => {
              if (isNew && !form.getFieldState('slug').isDirty)
                form.setValue('slug', suggestSlug(event.target.value));
            },
          })}
        />
        <TextField
          label="Slug"
          autoComplete="off"
          hint="The course's address: /coursesdetails/<slug>. Lower-case words and dashes. A changed slug keeps the old address working."
          {...field('slug')}
        />
        <SelectField
          label="Category"
          placeholder={categories.isPending ? 'Loading categories…' : 'Choose a category'}
          options={categoryOptions}
          hint={categories.isError ? 'The categories could not be loaded. Reload the page.' : undefined}
          {...field('category')}
        />
      </section>
      <section className="console-panel course-form__grid" aria-labelledby="course-facts">
        <h2 id="course-facts" className="console-panel__title">
          Facts and price
        </h2>
        <TextField
          label="Price (USD)"
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          {...field('price', number)}
        />
        <TextField label="Duration" placeholder="e.g. 6 weeks" {...field('duration')} />
        <TextField label="Skill level" placeholder="e.g. Beginner" {...field('skillLevel')} />
        <TextField label="Lectures" type="number" min={0} step={1} {...field('lectures', number)} />
        <TextField label="Video lessons" type="number" min={0} step={1} {...field('videoLessons', number)} />
        <TextField
          label="Students enrolled"
          type="number"
          min={0}
          step={1}
          {...field('studentsEnrolled', number)}
        />
        <TextField
          label="Place in its category"
          type="number"
          min={0}
          step={1}
          hint="Lowest first in the category's carousel."
          {...field('sortOrder', number)}
        />
      </section>
      <section className="console-panel course-form__grid" aria-labelledby="course-completion">
        <h2 id="course-completion" className="console-panel__title">
          Completion and certificate
        </h2>
        <TextField
          label={AUTHORING_TEXTS.passPercent}
          type="number"
          min={1}
          max={100}
          step={1}
          hint={AUTHORING_TEXTS.passPercentHint}
          {...field('passPercent', number)}
        />
        <CheckboxField
          label={CERTIFICATE_MESSAGES.grantsCertificateLabel}
          hint={CERTIFICATE_MESSAGES.grantsCertificateHint}
          className="course-form__wide"
          {...field('grantsCertificate')}
        />
      </section>
    </>
  );
}
