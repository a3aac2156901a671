import './quiz-question.css';
import { useId } from 'react';

/** A question as the learner sees it (the course's quiz, a quiz lesson): never its answer. */
type TQuizQuestion = { _id: string; question: string; options: string[] };

type TQuizQuestionProps = {
  question: TQuizQuestion;
  number: number;
  selected: number | undefined;
  /** The staff preview: the options show but cannot be chosen. */
  isReadOnly?: boolean;
  onSelect: (option: number) => void;
};

/**
 * One question as a radio group (docs/product.md#catalogue: options are selectable), keyboard operable: the
 * course page's quiz and a quiz lesson.
 */
export function QuizQuestion({
  question,
  number,
  selected,
  isReadOnly = false,
  onSelect,
}: TQuizQuestionProps) {
  const baseId = useId();
  return (
    <fieldset className="quiz__question" disabled={isReadOnly}>
      <legend className="quiz__legend">
        <span className="quiz__number">Q{number}.</span> {question.question}
      </legend>
      <div className="quiz__options">
        {question.options.map((option, index) => {
          const id = `${baseId}-${index}`;
          return (
            <div className="quiz__option" key={id}>
              <input
                type="radio"
                id={id}
                name={`${baseId}-answer`}
                value={index}
                checked={selected === index}
                onChange={() => onSelect(index)}
              />
              <label htmlFor={id}>{option}</label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
