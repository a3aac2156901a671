import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel.tsx';

const SLIDE_WIDTH = 300;
const VIEW_WIDTH = 900;
const items = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'];

/**
 * jsdom has no layout and no observers. Give the carousel the geometry a browser would (a 900 px viewport,
 * 300 px slides side by side) and inert observers, so Embla really runs: its snaps, loop and events are real.
 */
function useBrowserLayout({ reducedMotion = false } = {}) {
  const saved = {
    offsetWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth'),
    offsetLeft: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetLeft'),
  };
  const stylesheet = document.createElement('style');
  // Embla reads the last slide's margin; jsdom only computes what a stylesheet declares.
  stylesheet.textContent = '.carousel__slide { margin: 0px; }';
  beforeEach(() => {
    document.head.append(stylesheet);
    class InertObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    }
    vi.stubGlobal('ResizeObserver', InertObserver);
    vi.stubGlobal('IntersectionObserver', InertObserver);
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: reducedMotion && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    Object.defineProperty(HTMLElement.prototype, 'offsetWidth', {
      configurable: true,
      get(this: HTMLElement) {
        if (this.classList.contains('carousel__slide')) return SLIDE_WIDTH;
        return this.classList.contains('carousel__viewport') || this.classList.contains('carousel__container')
          ? VIEW_WIDTH
          : 0;
      },
    });
    Object.defineProperty(HTMLElement.prototype, 'offsetLeft', {
      configurable: true,
      get(this: HTMLElement) {
        if (!this.classList.contains('carousel__slide')) return 0;
        return Array.from(this.parentElement?.children ?? []).indexOf(this) * SLIDE_WIDTH;
      },
    });
  });
  afterEach(() => {
    stylesheet.remove();
    for (const [name, descriptor] of Object.entries(saved)) {
      if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    }
  });
}

const renderCarousel = () =>
  render(
    <Carousel
      label="Demo courses"
      items={items}
      getKey={(item) => item}
      slidesPerView={{ base: 1, 769: 2, 1025: 3 }}
      renderItem={(item) => <a href={`/course/${item}`}>{item}</a>}
    />,
  );

const selectedSlide = () => document.querySelector('[data-selected="true"]');

describe('Carousel', () => {
  describe('in a browser', () => {
    useBrowserLayout();

    it('is a labelled carousel of "n of m" slides with previous and next arrows and no dots', async () => {
      renderCarousel();
      const carousel = screen.getByRole('region', { name: 'Demo courses' });
      expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
      const slides = within(carousel).getAllByRole('group');
      expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
        '1 of 5',
        '2 of 5',
        '3 of 5',
        '4 of 5',
        '5 of 5',
      ]);
      expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
      expect(await screen.findByRole('button', { name: 'Previous slide' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Next slide' })).toBeEnabled();
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
      await waitFor(() => expect(selectedSlide()).toHaveAccessibleName('1 of 5'));
    });

    it('writes the slides per view for each breakpoint, mobile first', () => {
      renderCarousel();
      const css = document.querySelector('.carousel style')?.textContent ?? '';
      expect(css).toMatch(/\{--carousel-spv:1\}/);
      expect(css).toMatch(/@media \(min-width:769px\)\{\[data-carousel="[^"]+"\]\{--carousel-spv:2\}\}/);
      expect(css).toMatch(/@media \(min-width:1025px\)\{\[data-carousel="[^"]+"\]\{--carousel-spv:3\}\}/);
    });

    it('moves one slide per arrow and wraps around at both ends', async () => {
      const user = userEvent.setup();
      renderCarousel();
      await waitFor(() => expect(selectedSlide()).toHaveAccessibleName('1 of 5'));
      await user.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(selectedSlide()).toHaveAccessibleName('2 of 5');
      expect(screen.getByText('Slide 2 of 5')).toBeInTheDocument(); // announced politely
      await user.click(screen.getByRole('button', { name: 'Previous slide' }));
      await user.click(screen.getByRole('button', { name: 'Previous slide' }));
      expect(selectedSlide()).toHaveAccessibleName('5 of 5');
    });

    it('follows the arrow keys while focus is inside, taking focus to the next slide', async () => {
      const user = userEvent.setup();
      renderCarousel();
      await waitFor(() => expect(selectedSlide()).toHaveAccessibleName('1 of 5'));
      screen.getByRole('link', { name: 'Alpha' }).focus();
      await user.keyboard('{ArrowRight}');
      expect(selectedSlide()).toHaveAccessibleName('2 of 5');
      expect(screen.getByRole('link', { name: 'Bravo' })).toHaveFocus();
      await user.keyboard('{ArrowLeft}');
      expect(screen.getByRole('link', { name: 'Alpha' })).toHaveFocus();
    });

    it('leaves arrow keys to a radio group inside a slide', async () => {
      const user = userEvent.setup();
      render(
        <Carousel
          label="Quiz"
          items={['one']}
          renderItem={() => (
            <div role="radiogroup" aria-label="Choice">
              <input type="radio" name="c" aria-label="A" />
            </div>
          )}
        />,
      );
      screen.getByRole('radio', { name: 'A' }).focus();
      await user.keyboard('{ArrowRight}');
      expect(screen.queryByText(/^Slide \d/)).not.toBeInTheDocument();
    });
  });

  describe('with reduced motion', () => {
    useBrowserLayout({ reducedMotion: true });

    it('jumps to the next slide at once instead of animating', async () => {
      const user = userEvent.setup();
      renderCarousel();
      await waitFor(() => expect(selectedSlide()).toHaveAccessibleName('1 of 5'));
      const container = document.querySelector<HTMLElement>('.carousel__container');
      const before = container?.style.transform;
      await user.click(screen.getByRole('button', { name: 'Next slide' }));
      // One animation frame later the slides are already where they end up: a 300 px step.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const shift = (value = '') => Number(/translate3d\((-?[\d.]+)px/.exec(value)?.[1] ?? NaN);
      expect(shift(before) - shift(container?.style.transform)).toBeCloseTo(SLIDE_WIDTH, 0);
    });
  });

  describe('without ResizeObserver (old browsers)', () => {
    it('falls back to a natively scrolling row whose arrows scroll by one slide', async () => {
      const user = userEvent.setup();
      const scrollBy = vi.fn();
      vi.stubGlobal('ResizeObserver', undefined); // matchMedia is missing from jsdom too
      Object.defineProperty(HTMLElement.prototype, 'scrollBy', { configurable: true, value: scrollBy });
      renderCarousel();
      expect(screen.getByRole('region', { name: 'Demo courses' })).toHaveClass('carousel--static');
      expect(screen.getAllByRole('link')).toHaveLength(5);
      await user.click(screen.getByRole('button', { name: 'Next slide' }));
      expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
      Reflect.deleteProperty(HTMLElement.prototype, 'scrollBy');
    });
  });
});
