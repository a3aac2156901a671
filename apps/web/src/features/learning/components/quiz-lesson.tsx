import { LEARNING_MESSAGES, type TLessonDetail, type TLessonQuizResult } from '@curio/shared';
import { useState, type FormEvent } from 'react';
import { QuizQuestion } from '#web/components/quiz-question.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useSubmitLessonQuiz } from '#web/features/learning/api/lesson-writes.ts';

type TQuizLessonProps = {
  slug: string;
  lesson: TLessonDetail;
  questions: NonNullable<TLessonDetail['quiz']>;
};

function QuizOutcome({
  questions,
  result,
  onRetry,
}: {
  questions: TQuizLessonProps['questions'];
  result: TLessonQuizResult;
  onRetry: () => void;
}) {
  const byQuestion = new Map(result.results.map((entry) => [entry.question, entry]));
  return (
    <section
      className="lesson-quiz__result"
      aria-label={LEARNING_MESSAGES.quizScore(result.score, result.total)}
    >
      <div
        role="status"
        className={`lesson-quiz__verdict lesson-quiz__verdict--${result.passed ? 'pass' : 'fail'}`}
      >
        <p className="lesson-quiz__words">
          {result.passed ? LEARNING_MESSAGES.quizPassed : LEARNING_MESSAGES.quizNotPassed(result.passPercent)}
        </p>
        <p>{LEARNING_MESSAGES.quizScore(result.score, result.total)}</p>
      </div>
      <ol className="lesson-quiz__answers">
        {questions.map((question) => {
          const entry = byQuestion.get(question._id);
          if (!entry) return null;
          return (
            <li key={question._id} className={entry.isCorrect ? 'is-right' : 'is-wrong'}>
              <p className="lesson-quiz__question">{question.question}</p>
              <p>
                {entry.isCorrect
                  ? LEARNING_MESSAGES.quizCorrect
                  : LEARNING_MESSAGES.quizIncorrect(question.options[entry.correct] ?? '')}
              </p>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" onClick={onRetry}>
        {LEARNING_MESSAGES.retryQuiz}
      </Button>
    </section>
  );
}

/**
 * A quiz lesson: each question a radio group, one submit, then the server's grading (pass or fail at the
 * course's pass mark, each answer right or wrong) and a retry. A pass completes the lesson.
 */
export function QuizLesson({ slug, lesson, questions }: TQuizLessonProps) {
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [missing, setMissing] = useState(false);
  const submit = useSubmitLessonQuiz(slug, lesson._id);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (questions.some((question) => answers[question._id] === undefined)) return setMissing(true);
    setMissing(false);
    submit.mutate({
      answers: questions.map((question) => ({ question: question._id, option: answers[question._id] ?? 0 })),
    });
  };
  const retry = () => {
    setAnswers({});
    submit.reset();
  };

  if (submit.data) return <QuizOutcome questions={questions} result={submit.data} onRetry={retry} />;
  return (
    <form className="lesson-quiz" onSubmit={onSubmit} noValidate>
      <p className="lesson-quiz__intro">{LEARNING_MESSAGES.passQuizToComplete(lesson.passPercent)}</p>
      {questions.map((question, index) => (
        <QuizQuestion
          key={question._id}
          question={question}
          number={index + 1}
          selected={answers[question._id]}
          onSelect={(option) => setAnswers((before) => ({ ...before, [question._id]: option }))}
        />
      ))}
      {(missing || submit.isError) && (
        <p className="lesson-quiz__error" role="alert">
          {missing
            ? LEARNING_MESSAGES.answerEveryQuestion
            : errorMessage(submit.error, LEARNING_MESSAGES.lessonLoadFailed)}
        </p>
      )}
      <Button type="submit" isLoading={submit.isPending}>
        {LEARNING_MESSAGES.submitQuiz}
      </Button>
    </form>
  );
}
