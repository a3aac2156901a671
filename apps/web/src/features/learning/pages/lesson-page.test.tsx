import { LEARNING_MESSAGES } from '@curio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubApi } from '#web-test/api-stub.ts';
import { storeSession } from '#web-test/fixtures.ts';
import { currentPath, findPageHeading, renderApp } from '#web-test/render-app.tsx';
import {
  learnCourse,
  learnPath,
  learnRoutes,
  lessonDetail,
  lessons,
  progressOf,
  quizQuestions,
  slug,
} from '#web/features/learning/test/fixtures.ts';

beforeAll(async () => {
  await import('./lesson-page.tsx');
});

const outline = () => screen.getByRole('navigation', { name: LEARNING_MESSAGES.outlineTitle });

/** The player's <video>, once its lazy chunk has loaded. */
const findPlayer = () =>
  waitFor(() => {
    const element = document.querySelector('media-controller video');
    if (!(element instanceof HTMLVideoElement)) throw new Error('no player yet');
    return element;
  });

describe('a lesson /learn/:slug/:lessonId', () => {
  it('shows the course, the progress, the outline and a reading, sanitized', async () => {
    storeSession();
    const reading = lessonDetail(lessons.reading, {
      body: '<p>JSX becomes <strong>function calls</strong>.</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
    });
    stubApi(learnRoutes(learnCourse(), [reading]));
    renderApp(learnPath(lessons.reading._id));
    await findPageHeading('How JSX works');
    expect(screen.getByRole('link', { name: 'React from Zero' })).toHaveAttribute(
      'href',
      `/coursesdetails/${slug}`,
    );
    expect(screen.getByText(LEARNING_MESSAGES.lessonsCompleted(1, 4))).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: LEARNING_MESSAGES.courseProgress('React from Zero') }),
    ).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText(LEARNING_MESSAGES.lessonPosition(2, 4))).toBeInTheDocument();
    expect(screen.getByText('function calls')).toContainHTML('strong');
    expect(document.querySelector('.lesson__body script, .lesson__body [onerror]')).toBeNull();
    expect(within(outline()).getByRole('link', { name: /How JSX works/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('marks a reading complete, ticks it at once and opens the next lesson', async () => {
    storeSession();
    const api = stubApi(
      learnRoutes(learnCourse(), [lessonDetail(lessons.reading), lessonDetail(lessons.cheatsheet)], {
        [`POST /api/learn/lessons/${lessons.reading._id}/complete`]: {
          data: progressOf(lessons.reading._id, { completed: true }),
        },
      }),
    );
    const { user, router } = renderApp(learnPath(lessons.reading._id));
    await findPageHeading('How JSX works');
    await user.click(screen.getByRole('button', { name: LEARNING_MESSAGES.completeAndContinue }));
    await findPageHeading('Hooks cheat sheet');
    expect(currentPath(router)).toBe(learnPath(lessons.cheatsheet._id));
    expect(api.find(`POST /api/learn/lessons/${lessons.reading._id}/complete`)).toHaveLength(1);
    expect(within(outline()).getByRole('link', { name: /How JSX works/ })).toHaveTextContent(
      LEARNING_MESSAGES.completedTag,
    );
    expect(screen.getByText(LEARNING_MESSAGES.lessonsCompleted(2, 4))).toBeInTheDocument();
    // The heading of the new lesson takes focus, so a screen reader starts there.
    expect(screen.getByRole('heading', { level: 1, name: 'Hooks cheat sheet' })).toHaveFocus();
  });

  it('offers a download by its name and size, from its media URL', async () => {
    storeSession();
    const download = lessonDetail(lessons.cheatsheet, {
      download: {
        url: `/media/files/${lessons.cheatsheet._id}`,
        fileName: 'hooks.pdf',
        fileSize: 1_468_006,
        fileType: 'application/pdf',
      },
    });
    stubApi(learnRoutes(learnCourse(), [download]));
    renderApp(learnPath(lessons.cheatsheet._id));
    const link = await screen.findByRole('link', { name: /Download hooks\.pdf/ });
    expect(link).toHaveTextContent('(1.4 MB)');
    expect(link).toHaveAttribute('href', `/media/files/${lessons.cheatsheet._id}`);
  });

  it('says a video is being prepared while it has no stream yet', async () => {
    storeSession();
    stubApi(learnRoutes(learnCourse(), [lessonDetail(lessons.welcome)]));
    renderApp(learnPath(lessons.welcome._id));
    expect(await screen.findByText(LEARNING_MESSAGES.videoNotReady)).toBeInTheDocument();
    expect(screen.getByText(LEARNING_MESSAGES.markedComplete)).toBeInTheDocument();
  });

  it('plays a ready video in the player, with its captions, poster and speed menu', async () => {
    storeSession();
    const video = lessonDetail(lessons.welcome, {
      video: {
        playlistUrl: '/media/videos/v1/master.m3u8',
        posterUrl: '/media/videos/v1/poster.jpg',
        captions: [{ lang: 'en', label: 'English', url: '/media/videos/v1/captions/en.vtt' }],
        durationSeconds: 125,
      },
    });
    stubApi(learnRoutes(learnCourse(), [video]));
    renderApp(learnPath(lessons.welcome._id));
    const player = await findPlayer();
    expect(player).toHaveAttribute('poster', '/media/videos/v1/poster.jpg');
    expect(player.querySelector('track')).toMatchObject({
      kind: 'captions',
      srclang: 'en',
      label: 'English',
    });
    expect(document.querySelector('media-playback-rate-menu')).toHaveAttribute(
      'rates',
      '0.75 1 1.25 1.5 1.75 2',
    );
  });

  it('reports what the video played when it pauses, and a completed reply ticks the outline at once', async () => {
    storeSession();
    const ready = {
      playlistUrl: '/media/videos/v2/master.m3u8',
      posterUrl: null,
      captions: [],
      durationSeconds: 125,
    };
    const course = learnCourse({ progress: [], completedLessons: 0, percent: 0 });
    const api = stubApi(
      learnRoutes(course, [lessonDetail(lessons.welcome, { video: ready })], {
        [`POST /api/learn/lessons/${lessons.welcome._id}/progress`]: {
          data: {
            progress: progressOf(lessons.welcome._id, {
              completed: true,
              watchedSeconds: 120,
              positionSeconds: 2,
            }),
            acceptedSeconds: 2,
            clippedSeconds: 0,
          },
        },
      }),
    );
    renderApp(learnPath(lessons.welcome._id));
    const player = await findPlayer();
    let time = 0;
    Object.defineProperty(player, 'currentTime', { get: () => time, configurable: true });
    const at = (seconds: number, type = 'timeupdate') => {
      time = seconds;
      player.dispatchEvent(new Event(type));
    };
    // Opening the lesson sends nothing; playback does, a seek starting a new range.
    at(0, 'pause');
    expect(api.find(`POST /api/learn/lessons/${lessons.welcome._id}/progress`)).toHaveLength(0);
    at(0, 'play');
    [0, 0.25, 0.5, 0.75, 1].forEach((seconds) => at(seconds));
    at(1, 'seeking');
    [1.5, 1.75, 2].forEach((seconds) => at(seconds));
    at(2, 'pause');
    await waitFor(() =>
      expect(api.find(`POST /api/learn/lessons/${lessons.welcome._id}/progress`)[0]?.body).toEqual({
        positionSeconds: 2,
        ranges: [
          [0, 1],
          [1.5, 2],
        ],
      }),
    );
    await waitFor(() =>
      expect(within(outline()).getByRole('link', { name: /Welcome to React/ })).toHaveTextContent(
        LEARNING_MESSAGES.completedTag,
      ),
    );
    expect(screen.getByText(LEARNING_MESSAGES.lessonsCompleted(1, 4))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: LEARNING_MESSAGES.completeAndContinue })).toBeInTheDocument();
  });

  it('keeps nothing for a signed-out visitor watching a free preview', async () => {
    const preview = lessonDetail(lessons.welcome, {
      progress: null,
      video: {
        playlistUrl: '/media/videos/v1/master.m3u8',
        posterUrl: null,
        captions: [],
        durationSeconds: 125,
      },
    });
    const api = stubApi(learnRoutes(learnCourse({ access: 'preview', progress: [], percent: 0 }), [preview]));
    renderApp(learnPath(lessons.welcome._id));
    const player = await findPlayer();
    for (const type of ['play', 'timeupdate', 'pause']) player.dispatchEvent(new Event(type));
    expect(api.requests.filter((r) => r.method === 'POST')).toEqual([]);
    expect(screen.queryByRole('button', { name: LEARNING_MESSAGES.completeAndContinue })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('grades a quiz: every question first, then the result in words, a retry, and a pass completes it', async () => {
    storeSession();
    const quiz = lessonDetail(lessons.check, { quiz: quizQuestions });
    let passed = false;
    const api = stubApi(
      learnRoutes(learnCourse(), [quiz], {
        [`POST /api/learn/lessons/${lessons.check._id}/quiz`]: () => ({
          data: {
            score: passed ? 2 : 1,
            total: 2,
            passed,
            passPercent: 70,
            results: [
              { question: 'q1', selected: 1, correct: 1, isCorrect: true },
              { question: 'q2', selected: passed ? 0 : 1, correct: 0, isCorrect: passed },
            ],
            progress: progressOf(lessons.check._id, {
              completed: passed,
              quizScore: passed ? 2 : 1,
              quizTotal: 2,
            }),
          },
        }),
      }),
    );
    const { user } = renderApp(learnPath(lessons.check._id));
    await findPageHeading('Check your understanding');
    await user.click(screen.getByRole('button', { name: LEARNING_MESSAGES.submitQuiz }));
    expect(screen.getByRole('alert')).toHaveTextContent(LEARNING_MESSAGES.answerEveryQuestion);
    expect(api.find(`POST /api/learn/lessons/${lessons.check._id}/quiz`)).toHaveLength(0);

    const answer = async (question: string, option: string) =>
      user.click(
        within(screen.getByRole('group', { name: new RegExp(question) })).getByRole('radio', {
          name: option,
        }),
      );
    await answer('What does JSX compile to', 'Function calls');
    await answer('Which hook keeps state', 'useMemo');
    await user.click(screen.getByRole('button', { name: LEARNING_MESSAGES.submitQuiz }));
    expect(await screen.findByText(LEARNING_MESSAGES.quizNotPassed(70))).toBeInTheDocument();
    expect(screen.getByText(LEARNING_MESSAGES.quizScore(1, 2))).toBeInTheDocument();
    expect(screen.getByText(LEARNING_MESSAGES.quizIncorrect('useState'))).toBeInTheDocument();
    expect(api.find(`POST /api/learn/lessons/${lessons.check._id}/quiz`)[0]?.body).toEqual({
      answers: [
        { question: 'q1', option: 1 },
        { question: 'q2', option: 1 },
      ],
    });

    passed = true;
    await user.click(screen.getByRole('button', { name: LEARNING_MESSAGES.retryQuiz }));
    await answer('What does JSX compile to', 'Function calls');
    await answer('Which hook keeps state', 'useState');
    await user.click(screen.getByRole('button', { name: LEARNING_MESSAGES.submitQuiz }));
    expect(await screen.findByText(LEARNING_MESSAGES.quizPassed)).toBeInTheDocument();
    expect(within(outline()).getByRole('link', { name: /Check your understanding/ })).toHaveTextContent(
      LEARNING_MESSAGES.completedTag,
    );
  });

  it('locks a paid lesson of a course not bought, with the way to buy it, and asks nothing for it', async () => {
    storeSession();
    const api = stubApi(
      learnRoutes(learnCourse({ access: 'preview', progress: [], completedLessons: 0, percent: 0 })),
    );
    renderApp(learnPath(lessons.reading._id));
    expect(await screen.findByText(LEARNING_MESSAGES.lessonLocked)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: LEARNING_MESSAGES.seeCourse })).toHaveAttribute(
      'href',
      `/coursesdetails/${slug}`,
    );
    expect(api.requests.filter((r) => r.path.startsWith('/api/learn/lessons/'))).toEqual([]);
    expect(document.querySelector('video, media-controller')).toBeNull();
  });

  it('asks a signed-out visitor to sign in for a paid lesson, returning here', async () => {
    stubApi(learnRoutes(learnCourse({ access: 'preview', progress: [], completedLessons: 0, percent: 0 })));
    renderApp(learnPath(lessons.reading._id));
    expect(await screen.findByText(LEARNING_MESSAGES.signInToLearn)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: LEARNING_MESSAGES.signIn })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(learnPath(lessons.reading._id))}`,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('tells a learner whose order waits for payment why the lesson is shut', async () => {
    storeSession();
    stubApi(
      learnRoutes(learnCourse({ access: 'awaiting-payment', progress: [], completedLessons: 0, percent: 0 })),
    );
    renderApp(learnPath(lessons.reading._id));
    expect(await screen.findByText(LEARNING_MESSAGES.awaitingPayment)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: LEARNING_MESSAGES.seeOrders })).toHaveAttribute(
      'href',
      '/profile?tab=orders',
    );
  });

  it('shows the server’s refusal when it locks a lesson the outline thought open', async () => {
    storeSession();
    stubApi(
      learnRoutes(learnCourse(), [], {
        [`GET /api/learn/lessons/${lessons.reading._id}`]: {
          status: 403,
          message: LEARNING_MESSAGES.lessonLocked,
        },
      }),
    );
    renderApp(learnPath(lessons.reading._id));
    expect(await screen.findByText(LEARNING_MESSAGES.lessonLocked)).toBeInTheDocument();
  });

  it('answers an unknown lesson with a not-found page, and an unknown course with its own', async () => {
    storeSession();
    stubApi(learnRoutes());
    renderApp(learnPath('00000000-0000-4000-9000-000000000999'));
    await findPageHeading(LEARNING_MESSAGES.lessonNotFound);
    expect(screen.getByRole('link', { name: LEARNING_MESSAGES.seeCourse })).toBeInTheDocument();
  });

  it('says what to do when the lesson cannot be loaded, and loads it on retry', async () => {
    storeSession();
    let fails = true;
    stubApi(
      learnRoutes(learnCourse(), [], {
        [`GET /api/learn/lessons/${lessons.reading._id}`]: () =>
          fails ? { status: 500, message: '' } : { data: lessonDetail(lessons.reading) },
      }),
    );
    const { user } = renderApp(learnPath(lessons.reading._id));
    expect(await screen.findByText(LEARNING_MESSAGES.lessonLoadFailed)).toBeInTheDocument();
    fails = false;
    await user.click(screen.getByRole('button', { name: LEARNING_MESSAGES.tryAgain }));
    await findPageHeading('How JSX works');
  });

  it('opens the outline as a drawer on a phone: focus moves in, Esc closes it and focus comes back', async () => {
    storeSession();
    stubApi(learnRoutes(learnCourse(), [lessonDetail(lessons.reading)]));
    const { user } = renderApp(learnPath(lessons.reading._id));
    await findPageHeading('How JSX works');
    const toggle = screen.getByRole('button', { name: LEARNING_MESSAGES.openOutline });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const drawer = screen.getByRole('dialog', { name: LEARNING_MESSAGES.outlineTitle });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('button', { name: LEARNING_MESSAGES.closeOutline })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveFocus();

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: LEARNING_MESSAGES.closeOutline }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveFocus();
  });
});

describe('a course /learn/:slug', () => {
  it('opens the lesson to continue with, in place of its own address', async () => {
    storeSession();
    stubApi(learnRoutes(learnCourse(), [lessonDetail(lessons.reading)]));
    const { router } = renderApp(`/learn/${slug}`);
    await findPageHeading('How JSX works');
    expect(currentPath(router)).toBe(learnPath(lessons.reading._id));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says when a course has no lessons yet', async () => {
    stubApi(learnRoutes(learnCourse({ sections: [], nextLesson: null, totalLessons: 0, progress: [] })));
    renderApp(`/learn/${slug}`);
    await findPageHeading('React from Zero');
    expect(screen.getByText(LEARNING_MESSAGES.noLessonsYet)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: LEARNING_MESSAGES.seeCourse })).toBeInTheDocument(),
    );
  });
});
