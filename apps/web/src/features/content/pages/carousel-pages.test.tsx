import { CONTENT_MESSAGES } from '@curio/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#web-test/api-stub.ts';
import { findPageHeading, renderApp } from '#web-test/render-app.tsx';
import { mediaItems, testimonials } from '#web/features/content/content-fixtures.ts';

describe('media (/our-media)', () => {
  it('shows each story with a long date on alternating yellow and purple cards', async () => {
    stubApi({ 'GET /api/ourMedia': { data: mediaItems } });
    renderApp('/our-media');
    await findPageHeading('Our Media');
    const carousel = await screen.findByRole('region', { name: 'Media coverage' });
    const cards = within(carousel).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('12 March 2026');
    expect(cards[0]).toHaveClass('media-card--yellow');
    expect(cards[1]).toHaveClass('media-card--purple');
  });

  it('opens a story’s summary and source with Read More', async () => {
    stubApi({ 'GET /api/ourMedia': { data: mediaItems } });
    const { user } = renderApp('/our-media');
    await user.click(await screen.findByRole('button', { name: 'Read More: Curio opens a cloud lab' }));
    const dialog = screen.getByRole('dialog', { name: 'Curio opens a cloud lab' });
    expect(dialog).toHaveTextContent('Deccan Learning Review');
    expect(dialog).toHaveTextContent('A new lab lets learners practise on real clusters.');
    expect(within(dialog).queryByRole('link')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when there is no coverage', async () => {
    stubApi({ 'GET /api/ourMedia': { data: [] } });
    renderApp('/our-media');
    expect(await screen.findByText(CONTENT_MESSAGES.noMedia)).toBeInTheDocument();
  });
});

describe('testimonials (/what-client, /testimonials)', () => {
  it.each(['/what-client', '/testimonials'])(
    '%s shows the heading and a slider of testimonials',
    async (path) => {
      stubApi({ 'GET /api/testimonials': { data: testimonials } });
      renderApp(path);
      await findPageHeading('What Our Clients Say');
      const slider = await screen.findByRole('region', { name: 'Testimonials' });
      const slides = within(slider).getAllByRole('group');
      expect(slides).toHaveLength(2);
      expect(slides[0]).toHaveTextContent('The labs felt like my actual job.');
      expect(slides[0]).toHaveTextContent('Ravi Iyer');
      expect(slides[0]).toHaveTextContent('Platform Engineer, Northwind');
    },
  );

  it('says so when there are no testimonials yet', async () => {
    stubApi({ 'GET /api/testimonials': { data: [] } });
    renderApp('/testimonials');
    expect(await screen.findByText(CONTENT_MESSAGES.noTestimonials)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Testimonials' })).not.toBeInTheDocument();
  });
});
