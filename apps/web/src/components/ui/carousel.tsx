import './carousel.css';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronIcon } from './icons.tsx';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion.ts';

/**
 * Slides shown at once, by viewport width: `base` below the first breakpoint, then each key is a min-width in
 * px (mobile first). Fractions show a peek of the next slide. Course carousel, docs/product.md#rules (2 at
 * ≤1024 px, 1 at ≤768 px): `{ base: 1, 769: 2, 1025: 3 }`. Media carousel, docs/product.md#rules (2.8 wide, 2
 * under 1024, 1.5 under 768, 1 under 480): `{ base: 1, 480: 1.5, 768: 2, 1024: 2.8 }`.
 */
export type TSlidesPerView = { base: number; [minWidthPx: number]: number };

type TCarouselProps<T> = {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  /** A stable key per item; the index is used when omitted (fine for lists that never reorder). */
  getKey?: (item: T, index: number) => string | number;
  /** Names the carousel for screen readers ("Web Development courses"). */
  label: string;
  slidesPerView?: TSlidesPerView;
  /**
   * The selected slide sits in the middle ("centred", docs/product.md#rules); otherwise slides align to the
   * start.
   */
  isCentered?: boolean;
  /**
   * Wraps around at both ends ("infinite loop", docs/product.md#rules); Embla turns it off by itself when too
   * few slides.
   */
  loop?: boolean;
  previousLabel?: string;
  nextLabel?: string;
  /** The accessible name of each slide; "n of m" by default (WAI-ARIA carousel pattern). */
  slideLabel?: (index: number, total: number) => string;
  className?: string;
};

/**
 * Embla's `duration` is not milliseconds but the damping of its 60 fps integrator. Simulated here: 20 covers
 * 99 % of the distance in ≈480 ms and settles by ≈600 ms, i.e. the "transition 500 ms" of
 * docs/product.md#rules.
 */
const EMBLA_DURATION_500MS = 20;

/** Keys that belong to the control that has focus, not to the carousel around it. */
const OWNS_ARROW_KEYS =
  'input, textarea, select, [contenteditable="true"], [role="tablist"], [role="radiogroup"], [role="slider"]';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Embla needs matchMedia, ResizeObserver and IntersectionObserver; without them the slides simply scroll
 * natively.
 */
const canRunEmbla = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  typeof window.ResizeObserver === 'function' &&
  typeof window.IntersectionObserver === 'function';

/**
 * Per-breakpoint slide counts as CSS, scoped to one carousel, so the layout is right before any script
 * measures.
 */
function slidesPerViewCss(scope: string, slidesPerView: TSlidesPerView): string {
  const selector = `[data-carousel="${scope}"]`;
  const rules = [`${selector}{--carousel-spv:${slidesPerView.base}}`];
  const widths = Object.keys(slidesPerView)
    .filter((key) => key !== 'base')
    .map(Number)
    .filter((width) => Number.isFinite(width))
    .sort((a, b) => a - b);
  for (const width of widths) {
    rules.push(`@media (min-width:${width}px){${selector}{--carousel-spv:${slidesPerView[width]}}}`);
  }
  return rules.join('\n');
}

/**
 * A generic, accessible carousel on Embla (WAI-ARIA APG "carousel" pattern): previous/next arrows with
 * labels, no dots, no autoplay, ←/→ while focus is inside it, Tab reaches every slide's links and buttons
 * (Embla scrolls the focused slide into view), ~500 ms transitions and none at all under
 * `prefers-reduced-motion`.
 *
 * @example <Carousel label="Web Development courses" items={courses} getKey={(course) => course._id}
 * slidesPerView={{ base: 1, 769: 2, 1025: 3 }} isCentered loop renderItem={(course) => <CourseCard
 * course={course} />} />
 *
 * Styles: `.carousel*` in styles/courses.css. Set `--carousel-gap` on a parent to change the spacing.
 */
export function Carousel<T>({
  items,
  renderItem,
  getKey,
  label,
  slidesPerView = { base: 1 },
  isCentered = true,
  loop = true,
  previousLabel = 'Previous slide',
  nextLabel = 'Next slide',
  slideLabel = (index, total) => `${index + 1} of ${total}`,
  className,
}: TCarouselProps<T>) {
  const scope = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const isReducedMotion = usePrefersReducedMotion();
  const [isEmblaActive] = useState(canRunEmbla);
  const [viewportRef, emblaApi] = useEmblaCarousel({
    align: isCentered ? 'center' : 'start',
    // Without a loop (asked for, or too few slides for one) the row never scrolls past its ends: centring the
    // first slide left a blank third before it. Centred keeps one snap per slide (the first snaps
    // flush left), so the selected snap is still the selected slide. Embla ignores this while it loops.
    containScroll: isCentered ? 'keepSnaps' : 'trimSnaps',
    loop,
    duration: EMBLA_DURATION_500MS,
  });
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [selected, setSelected] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [canGoBack, setCanGoBack] = useState(true);
  const [canGoOn, setCanGoOn] = useState(true);
  const [hasOneView, setHasOneView] = useState(false);
  const total = items.length;

  const bindViewport = useCallback(
    (node: HTMLDivElement | null) => {
      viewportRef(node);
      setViewport(node);
    },
    [viewportRef],
  );

  useEffect(() => {
    if (!emblaApi) return;
    const sync = () => {
      setSelected(emblaApi.selectedScrollSnap());
      setCanGoBack(emblaApi.canScrollPrev());
      setCanGoOn(emblaApi.canScrollNext());
      setHasOneView(emblaApi.scrollSnapList().length <= 1);
    };
    const announce = () => setAnnouncement(`Slide ${emblaApi.selectedScrollSnap() + 1} of ${total}`);
    sync();
    emblaApi.on('select', sync).on('reInit', sync).on('select', announce);
    return () => {
      emblaApi.off('select', sync).off('reInit', sync).off('select', announce);
    };
  }, [emblaApi, total]);

  /** Without Embla the viewport scrolls natively: step by one slide. */
  const scrollNatively = (direction: 1 | -1) => {
    const slide = viewport?.querySelector<HTMLElement>('.carousel__slide');
    viewport?.scrollBy({
      left: direction * (slide?.offsetWidth ?? viewport.clientWidth),
      behavior: isReducedMotion ? 'auto' : 'smooth',
    });
  };

  const go = (direction: 1 | -1) => {
    if (!emblaApi || !isEmblaActive) return scrollNatively(direction);
    // `jump` skips the animation: no motion for people who asked the system for less.
    if (direction === 1) emblaApi.scrollNext(isReducedMotion);
    else emblaApi.scrollPrev(isReducedMotion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const target = event.target as HTMLElement;
    if (target.closest(OWNS_ARROW_KEYS)) return;
    event.preventDefault();
    const wasInSlide = target.closest('.carousel__slide') !== null;
    go(event.key === 'ArrowRight' ? 1 : -1);
    // Keyboard users keep their place: focus follows to the newly selected slide's first control.
    if (wasInSlide && emblaApi && isEmblaActive) {
      const slide = emblaApi.slideNodes()[emblaApi.selectedScrollSnap()];
      slide?.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true });
    }
  };

  const showArrows = total > 1 && !hasOneView;

  return (
    <section
      className={[
        'carousel',
        isCentered ? 'carousel--centred' : '',
        isEmblaActive ? '' : 'carousel--static',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel={scope}
      onKeyDown={onKeyDown}
    >
      <style>{slidesPerViewCss(scope, slidesPerView)}</style>
      {/* Without the APIs Embla needs it is never created (it would throw), and the row scrolls natively. */}
      <div className="carousel__viewport" ref={isEmblaActive ? bindViewport : setViewport}>
        <div className="carousel__container" id={`${scope}-slides`}>
          {items.map((item, index) => (
            <div
              key={getKey ? getKey(item, index) : index}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index, total)}
              data-selected={isEmblaActive && index === selected ? 'true' : undefined}
            >
              {renderItem(item, index)}
            </div>
          ))}
        </div>
      </div>
      {showArrows && (
        <div className="carousel__controls">
          <button
            type="button"
            className="carousel__arrow carousel__arrow--prev"
            aria-label={previousLabel}
            aria-controls={`${scope}-slides`}
            disabled={!canGoBack}
            onClick={() => go(-1)}
          >
            <ChevronIcon direction="left" width={22} height={22} strokeWidth={2.4} />
          </button>
          <button
            type="button"
            className="carousel__arrow carousel__arrow--next"
            aria-label={nextLabel}
            aria-controls={`${scope}-slides`}
            disabled={!canGoOn}
            onClick={() => go(1)}
          >
            <ChevronIcon direction="right" width={22} height={22} strokeWidth={2.4} />
          </button>
        </div>
      )}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </section>
  );
}
