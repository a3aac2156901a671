import { LEARNING_MESSAGES } from '@curio/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lessonEntries } from '#web/features/learning/lib/course-lessons.ts';
import { learnCourse, lessons, slug } from '#web/features/learning/test/fixtures.ts';
import { LessonOutline } from './lesson-outline.tsx';

const renderOutline = (course = learnCourse(), current = lessons.reading._id) =>
  render(
    <MemoryRouter>
      <LessonOutline course={course} entries={lessonEntries(course)} currentLessonId={current} />
    </MemoryRouter>,
  );

describe('the lesson outline', () => {
  it('lists the sections and their lessons with kind and length, the current one marked', () => {
    renderOutline();
    const nav = screen.getByRole('navigation', { name: LEARNING_MESSAGES.outlineTitle });
    const started = within(nav).getByRole('region', { name: 'Getting started' });
    expect(within(started).getAllByRole('listitem')).toHaveLength(3);
    expect(within(nav).getByRole('region', { name: 'Practice' })).toBeInTheDocument();
    const welcome = within(nav).getByRole('link', { name: /Welcome to React/ });
    expect(welcome).toHaveTextContent('Video · 2:05');
    expect(welcome).toHaveTextContent(LEARNING_MESSAGES.previewBadge);
    expect(within(nav).getByRole('link', { name: /How JSX works/ })).toHaveAttribute('aria-current', 'page');
    expect(welcome).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: /How JSX works/ })).toHaveAttribute(
      'href',
      `/learn/${slug}/${lessons.reading._id}`,
    );
  });

  it('ticks a completed lesson, for the eye and for screen readers', () => {
    renderOutline();
    expect(
      screen.getByRole('link', { name: `Welcome to React Video · 2:05 Preview , Completed` }),
    ).toHaveClass('lesson-row--complete');
    expect(screen.getByRole('link', { name: /How JSX works/ })).not.toHaveTextContent(
      LEARNING_MESSAGES.completedTag,
    );
  });

  it('locks what the visitor may not open: no link, "Locked" said; a free preview still opens', async () => {
    renderOutline(learnCourse({ access: 'preview', progress: [], completedLessons: 0, percent: 0 }));
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([expect.stringContaining('Welcome to React')]);
    expect(screen.getByText('How JSX works').closest('.lesson-row')).toHaveTextContent(
      LEARNING_MESSAGES.lockedTag,
    );
    expect(screen.getByText('Check your understanding').closest('.lesson-row')).toHaveClass(
      'lesson-row--locked',
    );
    // The keyboard reaches the lessons that open, and only those.
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('link', { name: /Welcome to React/ })).toHaveFocus();
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('marks a draft, which only staff are shown', () => {
    const course = learnCourse();
    const [first, ...rest] = course.sections;
    if (!first) throw new Error('fixtures changed');
    const withDraft = {
      ...course,
      sections: [{ ...first, lessons: first.lessons.map((l, i) => ({ ...l, draft: i === 1 })) }, ...rest],
    };
    renderOutline(withDraft);
    expect(screen.getByRole('link', { name: /How JSX works/ })).toHaveTextContent(LEARNING_MESSAGES.draftTag);
    expect(screen.getByRole('link', { name: /Welcome to React/ })).not.toHaveTextContent(
      LEARNING_MESSAGES.draftTag,
    );
  });

  it('walks every lesson that opens with Tab, in order', async () => {
    renderOutline();
    const user = userEvent.setup();
    const titles: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      titles.push(document.activeElement?.querySelector('.lesson-row__title')?.textContent ?? '');
    }
    expect(titles).toEqual([
      'Welcome to React',
      'How JSX works',
      'Hooks cheat sheet',
      'Check your understanding',
    ]);
  });
});
