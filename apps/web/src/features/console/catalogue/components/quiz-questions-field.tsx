import type { ReactNode } from 'react';
import { get, useFieldArray, useFormContext, useFormState, useWatch, type FieldError } from 'react-hook-form';
import { CATALOGUE_LIMITS } from '@curio/shared';
import { Button } from '#web/components/ui/button.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { emptyQuizQuestion } from '#web/features/console/catalogue/lib/course-form.ts';
import { correctAfterRemoving, type TQuizFormValues } from '#web/features/console/catalogue/lib/quiz.ts';
import { CourseItemHead, CourseListSection } from './course-list-section.tsx';
import { SortableList } from '#web/features/console/shell/components/sortable-list.tsx';

const useQuizForm = () => useFormContext<TQuizFormValues>();

type TQuizQuestionsFieldProps = { id: string; title: string; emptyText: string };

/**
 * A quiz with its answers: questions with 2–10 options, the correct one chosen by radio; drag to reorder.
 * Works inside any form whose values hold `quiz` (the course editor, a quiz lesson).
 */
export function QuizQuestionsField({ id, title, emptyText }: TQuizQuestionsFieldProps) {
  const { control } = useQuizForm();
  const questions = useFieldArray({ control, name: 'quiz' });

  const count = questions.fields.length;
  return (
    <CourseListSection
      id={id}
      title={title}
      emptyText={emptyText}
      isEmpty={count === 0}
      addLabel="Add question"
      isFull={count >= CATALOGUE_LIMITS.quizQuestions}
      onAdd={() => questions.append(emptyQuizQuestion(), { focusName: `quiz.${count}.question` })}
    >
      <SortableList
        items={questions.fields}
        getId={(question) => question.id}
        describe={(_question, index) => `question ${String(index + 1)}`}
        onMove={questions.move}
        className="course-items"
        renderItem={(_question, index, handle) => (
          <QuizQuestion index={index} handle={handle} onRemove={() => questions.remove(index)} />
        )}
      />
    </CourseListSection>
  );
}

/** The course's quiz, in the course editor. */
export function CourseQuizField() {
  return (
    <QuizQuestionsField
      id="course-quiz"
      title="Quiz"
      emptyText="No quiz questions yet. Learners see the quiz on the course page."
    />
  );
}

type TQuizQuestionProps = { index: number; handle: ReactNode; onRemove: () => void };

function QuizQuestion({ index, handle, onRemove }: TQuizQuestionProps) {
  const { control, setValue, register } = useQuizForm();
  const { errors } = useFormState({ control });
  const errorOf = (name: string) => (get(errors, name) as FieldError | undefined)?.message;
  const options = useFieldArray({ control, name: `quiz.${index}.options` });
  const correct = useWatch({ control, name: `quiz.${index}.correctOption` });
  const number = index + 1;
  const correctName = `quiz.${index}.correctOption` as const;
  const optionsError = errorOf(`quiz.${index}.options`) ?? errorOf(correctName);
  const questionName = `quiz.${index}.question` as const;

  const removeOption = (optionIndex: number) => {
    setValue(correctName, correctAfterRemoving(correct, optionIndex), { shouldDirty: true });
    options.remove(optionIndex);
  };

  return (
    <div className="course-item">
      <CourseItemHead handle={handle} title={`Question ${String(number)}`} onRemove={onRemove} />
      <TextField
        label={`Question ${String(number)}`}
        {...register(questionName)}
        error={errorOf(questionName)}
      />
      <fieldset className="quiz-options">
        <legend className="field__label">Options of question {number} (choose the correct answer)</legend>
        {options.fields.map((option, optionIndex) => {
          const optionName = `quiz.${index}.options.${optionIndex}.value` as const;
          return (
            <div key={option.id} className="quiz-option">
              <label className="quiz-option__correct">
                <input
                  type="radio"
                  name={`quiz-${String(index)}-correct`}
                  checked={correct === optionIndex}
                  onChange={() => setValue(correctName, optionIndex, { shouldDirty: true })}
                  aria-label={`Option ${String(optionIndex + 1)} is the correct answer`}
                />
                <span aria-hidden="true">Correct</span>
              </label>
              <TextField
                label={`Option ${String(optionIndex + 1)}`}
                className="quiz-option__text"
                {...register(optionName)}
                error={errorOf(optionName)}
              />
              <Button
                variant="ghost"
                disabled={options.fields.length <= CATALOGUE_LIMITS.quizOptionsMin}
                onClick={() => removeOption(optionIndex)}
                aria-label={`Remove option ${String(optionIndex + 1)} of question ${String(number)}`}
              >
                Remove
              </Button>
            </div>
          );
        })}
        {optionsError && (
          <p className="field__error" role="alert">
            {optionsError}
          </p>
        )}
        <Button
          variant="secondary"
          disabled={options.fields.length >= CATALOGUE_LIMITS.quizOptionsMax}
          onClick={() => options.append({ value: '' })}
        >
          Add option
        </Button>
      </fieldset>
    </div>
  );
}
