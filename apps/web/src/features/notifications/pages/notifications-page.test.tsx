import { CONTENT_MESSAGES, MESSAGES } from '@curio/shared';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubApi } from '#web-test/api-stub.ts';
import { storeSession } from '#web-test/fixtures.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';
import { notification } from '#web-test/commerce-fixtures.ts';
import { NOTIFICATION_KIND_LABELS } from '#web/features/notifications/components/notification-item.tsx';
import { NO_NOTIFICATIONS_TEXT } from '#web/features/notifications/components/notification-list.tsx';

beforeAll(async () => {
  await import('./notifications-page.tsx');
});

// Noon UTC: the same calendar day in every time zone the tests may run in.
const welcome = notification(1, 'Welcome to Curio', true, '2026-01-03T12:00:00.000Z');
const placed = notification(2, 'Order placed', false, '2026-01-05T12:00:00.000Z');
const newCourse = notification(3, 'New course: Cloud Basics', true, '2026-01-04T12:00:00.000Z');

const items = () => screen.getAllByRole('article');

describe('notifications page /notification', () => {
  it("says 'Please login' to an anonymous visitor and fetches nothing", async () => {
    const api = stubApi();
    renderApp('/notification');
    await findPageHeading('Notifications');
    const main = within(screen.getByRole('main'));
    expect(main.getByText(MESSAGES.auth.loginRequired)).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(api.find('GET /api/notification/user')).toHaveLength(0);
  });

  it('lists title, message and date, newest first, telling announcements from personal ones', async () => {
    storeSession();
    stubApi({ 'GET /api/notification/user': { data: [welcome, placed, newCourse] } });
    renderApp('/notification');
    await screen.findByRole('article', { name: placed.title });

    expect(items().map((item) => within(item).getByRole('heading').textContent)).toEqual([
      placed.title,
      newCourse.title,
      welcome.title,
    ]);
    const personal = screen.getByRole('article', { name: placed.title });
    expect(personal).toHaveTextContent(placed.message);
    expect(personal).toHaveTextContent(NOTIFICATION_KIND_LABELS.personal);
    expect(personal).toHaveTextContent('5 Jan 2026');
    expect(personal.querySelector('time')).toHaveAttribute('datetime', placed.createdAt);
    const broadcast = screen.getByRole('article', { name: welcome.title });
    expect(broadcast).toHaveTextContent(NOTIFICATION_KIND_LABELS.broadcast);
    expect(broadcast).toHaveTextContent('3 Jan 2026');
  });

  it('links the title to where a notification points: a page of the site, an https address; never a bad one', async () => {
    storeSession();
    const issued = { ...placed, title: 'Your certificate is ready', link: '/certificates/abc123' };
    const news = { ...welcome, link: 'https://news.example/post' };
    const unsafe = { ...newCourse, link: 'javascript:alert(1)' };
    stubApi({ 'GET /api/notification/user': { data: [issued, news, unsafe] } });
    renderApp('/notification');
    const mine = await screen.findByRole('article', { name: issued.title });
    expect(within(mine).getByRole('link', { name: issued.title })).toHaveAttribute(
      'href',
      '/certificates/abc123',
    );
    const outside = within(screen.getByRole('article', { name: news.title })).getByRole('link');
    expect(outside).toHaveAttribute('href', 'https://news.example/post');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(screen.getByRole('article', { name: unsafe.title })).queryByRole('link')).toBeNull();
  });

  it('says so when there are none', async () => {
    storeSession();
    stubApi({ 'GET /api/notification/user': { data: [] } });
    renderApp('/notification');
    expect(await screen.findByText(NO_NOTIFICATIONS_TEXT)).toBeInTheDocument();
  });

  it('says when they cannot be loaded, and tries again on request', async () => {
    storeSession();
    let calls = 0;
    stubApi({
      'GET /api/notification/user': () =>
        ++calls === 1 ? { status: 503, message: '' } : { data: [welcome] },
    });
    const { user } = renderApp('/notification');
    expect(await screen.findByText(CONTENT_MESSAGES.loadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: CONTENT_MESSAGES.retry }));
    expect(await screen.findByRole('article', { name: welcome.title })).toBeInTheDocument();
  });
});
