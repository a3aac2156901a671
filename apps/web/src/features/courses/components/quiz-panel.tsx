import { COURSE_MESSAGES, MESSAGES, type TQuizAttemptResult, type TQuizQuestion } from '@curio/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { Button, buttonClass } from '#web/components/ui/button.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session.ts';
import { useQuiz } from '#web/features/courses/api/get-quiz.ts';
import { useSubmitQuizAttempt } from '#web/features/courses/api/submit-quiz-attempt.ts';
import { QuizQuestion } from '#web/components/quiz-question.tsx';
import { QuizResult } from './quiz-result.tsx';
import { QuizTimer } from './quiz-timer.tsx';

/** Quiz panel (docs/product.md#pages): question 1 first, Continue (off on the last), 'No quiz available'. */
export function QuizPanel({ courseId }: { courseId: string }) {
  const quiz = useQuiz(courseId);
  return (
    <QueryState query={quiz} loadingLabel="Loading the quiz…" empty={MESSAGES.course.noQuiz}>
      {(questions) => <QuizAttempts courseId={courseId} questions={questions} />}
    </QueryState>
  );
}

/**
 * The staff preview's quiz panel: the course's questions as visitors step through them, read-only, never
 * sent.
 */
export function QuizPreviewPanel({ courseId, questions }: { courseId: string; questions: TQuizQuestion[] }) {
  if (questions.length === 0)
    return <p className="query-state query-state--empty">{MESSAGES.course.noQuiz}</p>;
  return <QuizAttempts courseId={courseId} questions={questions} isPreview />;
}

type TQuizAttemptsProps = { courseId: string; questions: TQuizQuestion[]; isPreview?: boolean };

function QuizAttempts(props: TQuizAttemptsProps) {
  // A new attempt (after "Try again") is a fresh component: answers, position and timer start over.
  const [attempt, setAttempt] = useState(0);
  return <Quiz key={attempt} {...props} onRestart={() => setAttempt((n) => n + 1)} />;
}

type TQuizProps = TQuizAttemptsProps & { onRestart: () => void };

function Quiz({ courseId, questions, isPreview = false, onRestart }: TQuizProps) {
  const { isLoggedIn } = useSession();
  const submit = useSubmitQuizAttempt(courseId);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [isIncomplete, setIsIncomplete] = useState(false);
  const [result, setResult] = useState<TQuizAttemptResult | null>(null);
  const total = questions.length;
  const question = questions[index];
  const isLast = index === total - 1;
  if (!question) return null;

  const send = () => {
    const firstUnanswered = questions.findIndex((q) => answers[q._id] === undefined);
    if (firstUnanswered !== -1) {
      setIsIncomplete(true);
      setIndex(firstUnanswered);
      return;
    }
    setIsIncomplete(false);
    submit.mutate(
      { answers: questions.map((q) => ({ question: q._id, option: answers[q._id] ?? 0 })) },
      { onSuccess: setResult },
    );
  };

  return (
    <div className="quiz">
      <div className="quiz__bar">
        <div className="quiz__progress">
          <label htmlFor={`quiz-progress-${courseId}`}>
            Question {index + 1} of {total}
          </label>
          <progress id={`quiz-progress-${courseId}`} max={total} value={result ? total : index + 1} />
        </div>
        <QuizTimer isRunning={result === null} />
      </div>
      {result ? (
        <QuizResult questions={questions} result={result} onRestart={onRestart} />
      ) : (
        <>
          <QuizQuestion
            question={question}
            number={index + 1}
            selected={answers[question._id]}
            isReadOnly={isPreview}
            onSelect={(option) => {
              setAnswers((current) => ({ ...current, [question._id]: option }));
              setIsIncomplete(false);
            }}
          />
          {isPreview && <p className="quiz__preview-note">{MESSAGES.coursePreview.quizOff}</p>}
          {isIncomplete && (
            <p className="course-form-error" role="alert">
              {COURSE_MESSAGES.quizAnswersInvalid}
            </p>
          )}
          {submit.isError && (
            <p className="course-form-error" role="alert">
              {errorMessage(submit.error, 'Your answers could not be sent. Please try again.')}
            </p>
          )}
          <div className="quiz__actions">
            <Button variant="secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>
              Back
            </Button>
            <Button disabled={isLast} onClick={() => setIndex(index + 1)}>
              Continue
            </Button>
            {isLast &&
              !isPreview &&
              (isLoggedIn ? (
                <Button variant="accent" onClick={send} isLoading={submit.isPending}>
                  Submit answers
                </Button>
              ) : (
                <p className="quiz__login">
                  <Link className={buttonClass('accent')} to={paths.login}>
                    {MESSAGES.auth.loginRequired}
                  </Link>
                  <span>to submit your answers and see your score.</span>
                </p>
              ))}
          </div>
        </>
      )}
    </div>
  );
}
