import type { TQuizAttemptResult, TQuizQuestion } from '@curio/shared';
import { Button } from '#web/components/ui/button.tsx';

type TQuizResultProps = { questions: TQuizQuestion[]; result: TQuizAttemptResult; onRestart: () => void };

/** The server's grading: the score, then each question with the learner's answer and the correct one. */
export function QuizResult({ questions, result, onRestart }: TQuizResultProps) {
  const byQuestion = new Map(result.results.map((entry) => [entry.question, entry]));
  return (
    <section className="quiz-result" aria-labelledby="quiz-result-title">
      <div role="status">
        <h3 id="quiz-result-title" className="quiz-result__score">
          You scored {result.score} out of {result.total}
        </h3>
      </div>
      <ol className="quiz-result__list" aria-label="Your answers">
        {questions.map((question) => {
          const entry = byQuestion.get(question._id);
          if (!entry) return null;
          const chosen = entry.selected === null ? 'No answer' : question.options[entry.selected];
          return (
            <li
              key={question._id}
              className={`quiz-result__item quiz-result__item--${entry.isCorrect ? 'right' : 'wrong'}`}
            >
              <p className="quiz-result__question">{question.question}</p>
              <p>
                <span className="quiz-result__verdict">{entry.isCorrect ? 'Correct' : 'Incorrect'}</span>
                {' · '}Your answer: {chosen}
              </p>
              <p>Correct answer: {question.options[entry.correct]}</p>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" onClick={onRestart}>
        Try again
      </Button>
    </section>
  );
}
