import { COURSE_MESSAGES, MESSAGES, type TQuizAttemptResult } from '@curio/shared';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '#web-test/api-stub.ts';
import { storeSession } from '#web-test/fixtures.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';
import { course, detailRoutes, quiz } from '#web/features/courses/test/fixtures.ts';
import { QuizTimer } from './quiz-timer.tsx';

beforeAll(async () => {
  await import('#web/features/courses/pages/course-detail-page.tsx');
});

const attemptKey = `POST /api/course/${course._id}/quiz/attempt`;

async function openQuiz(routes = detailRoutes()) {
  const api = stubApi(routes);
  const view = renderApp(`/coursesdetails/${course.slug}`);
  await findPageHeading(course.name);
  await view.user.click(await screen.findByRole('tab', { name: 'Quiz' }));
  return { ...view, api };
}

const question = (text: string) => screen.findByRole('group', { name: new RegExp(text.replace('?', '\\?')) });

describe('quiz panel', () => {
  it('starts at question 1; Continue moves on and is disabled on the last question', async () => {
    const { user } = await openQuiz();
    expect(await question('What does JSX compile to?')).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Question 1 of 3' })).toHaveAttribute('value', '1');
    const next = screen.getByRole('button', { name: 'Continue' });
    await user.click(next);
    expect(await question('Which hook holds state?')).toBeInTheDocument();
    expect(next).toBeEnabled();
    await user.click(next);
    expect(await question('Where do effects run?')).toBeInTheDocument();
    expect(screen.getByText('Question 3 of 3')).toBeInTheDocument();
    expect(next).toBeDisabled();
  });

  it("says 'No quiz available' when the course has no questions", async () => {
    await openQuiz(detailRoutes({ [`GET /api/course/${course._id}/quiz`]: { data: [] } }));
    expect(await screen.findByText(MESSAGES.course.noQuiz)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('sends the chosen answers and shows the score and the correct answer of each question', async () => {
    storeSession();
    const result: TQuizAttemptResult = {
      _id: '00000000-0000-4000-8000-000000000999',
      score: 2,
      total: 3,
      results: [
        { question: quiz[0]?._id ?? '', selected: 1, correct: 1, isCorrect: true },
        { question: quiz[1]?._id ?? '', selected: 1, correct: 0, isCorrect: false },
        { question: quiz[2]?._id ?? '', selected: 1, correct: 1, isCorrect: true },
      ],
      createdAt: '2025-03-01T10:00:00.000Z',
    };
    const { user, api } = await openQuiz(detailRoutes({ [attemptKey]: { status: 201, data: result } }));
    await user.click(
      within(await question('What does JSX compile to?')).getByRole('radio', { name: 'Function calls' }),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(
      within(await question('Which hook holds state?')).getByRole('radio', { name: 'useRef' }),
    );
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(
      within(await question('What does JSX compile to?')).getByRole('radio', { name: 'Function calls' }),
    ).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(
      within(await question('Where do effects run?')).getByRole('radio', { name: 'After commit' }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));

    expect(await screen.findByRole('heading', { name: 'You scored 2 out of 3' })).toBeInTheDocument();
    expect(api.find(attemptKey)[0]?.body).toEqual({
      answers: [
        { question: quiz[0]?._id, option: 1 },
        { question: quiz[1]?._id, option: 1 },
        { question: quiz[2]?._id, option: 1 },
      ],
    });
    const items = within(screen.getByRole('list', { name: 'Your answers' })).getAllByRole('listitem');
    expect(items[1]).toHaveTextContent('Incorrect · Your answer: useRef');
    expect(items[1]).toHaveTextContent('Correct answer: useState');
    expect(items[0]).toHaveTextContent('Correct · Your answer: Function calls');
  });

  it('asks for every answer before sending, and goes to the first one missing', async () => {
    storeSession();
    const { user, api } = await openQuiz();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByText(COURSE_MESSAGES.quizAnswersInvalid)).toBeInTheDocument();
    expect(await question('What does JSX compile to?')).toBeInTheDocument();
    expect(api.find(attemptKey)).toHaveLength(0);
  });

  it("asks an anonymous learner to log in to submit: 'Please login' links to /login", async () => {
    const { user } = await openQuiz();
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('button', { name: 'Submit answers' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.auth.loginRequired })).toHaveAttribute('href', '/login');
  });
});

describe('quiz timer', () => {
  afterEach(() => vi.useRealTimers());

  it('counts the real elapsed time as mm:ss instead of a fixed 16:35, and stops when told', () => {
    vi.useFakeTimers();
    const { rerender } = render(<QuizTimer isRunning />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('00:00');
    act(() => vi.advanceTimersByTime(65_000));
    expect(timer).toHaveTextContent('01:05');
    rerender(<QuizTimer isRunning={false} />);
    act(() => vi.advanceTimersByTime(30_000));
    expect(timer).toHaveTextContent('01:05');
  });
});
