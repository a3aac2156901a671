import '#web/features/courses/course-gallery.css';
import { COURSE_MESSAGES, type TCourse } from '@curio/shared';
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { ChevronIcon } from '#web/components/ui/icons.tsx';
import { Img } from '#web/components/ui/img.tsx';

const T = COURSE_MESSAGES.gallery;

/** Course images are 16:10 (stored 960 × 600, apps/api course-images.ts): the stage draws them at most so. */
const STAGE_IMAGE = { width: 800, height: 500 } as const;
const THUMB_IMAGE = { width: 96, height: 60 } as const;

/** How far a finger travels sideways, in CSS px, before it is a swipe rather than a tap or a wobble. */
const SWIPE_MIN_PX = 40;

/** What each key does, as the WAI-ARIA carousel and tabs patterns have it: the step it takes, or an end. */
const KEY_MOVES: Readonly<Record<string, (selected: number, total: number) => number>> = {
  ArrowRight: (selected) => selected + 1,
  ArrowLeft: (selected) => selected - 1,
  Home: () => 0,
  End: (_selected, total) => total - 1,
};

/**
 * Every image of a course (docs/product.md#catalogue), the cover first: the cover also heads the page, and
 * this gallery shows them all, one at a time (the WAI-ARIA APG carousel pattern). Previous and Next with
 * their labels, a thumbnail per image, ←/→ and Home/End wherever focus is in the gallery, a swipe on a touch
 * screen (pointer events: one path for touch, pen and mouse), and 'Image 2 of 4' said by a live region when
 * the image changes. It wraps around at both ends, so no button is ever disabled under the focus. Images load
 * lazily through their responsive variants (ADR 010). Nothing shows for a course with one image or none.
 */
export function CourseGallery({ course }: { course: TCourse }) {
  const { images } = course;
  const total = images.length;
  const [selected, setSelected] = useState(0);
  const swipe = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  const id = useId();
  if (total < 2) return null;

  const show = (index: number) => setSelected(((index % total) + total) % total);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const move = KEY_MOVES[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    show(move(selected, total));
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.isPrimary) swipe.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start || start.pointerId !== event.pointerId) return;
    const dx = event.clientX - start.x;
    // Mostly sideways and far enough: a swipe. Up or down is the page scrolling, which the browser keeps.
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(event.clientY - start.y)) return;
    show(selected + (dx < 0 ? 1 : -1));
  };

  const url = images[selected] ?? '';
  return (
    <section
      className="course-gallery container"
      aria-roledescription="carousel"
      aria-labelledby={`${id}-title`}
      onKeyDown={onKeyDown}
    >
      <h2 id={`${id}-title`} className="course-gallery__title">
        {T.title}
      </h2>
      <div
        className="course-gallery__stage"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipe.current = null)}
      >
        <div
          id={`${id}-slide`}
          className="course-gallery__slide"
          role="group"
          aria-roledescription="slide"
          aria-label={T.position(selected + 1, total)}
        >
          <Img
            key={url}
            className="course-gallery__image"
            src={url}
            alt={T.imageAlt(course.name, selected + 1, total)}
            draggable={false}
            {...STAGE_IMAGE}
          />
        </div>
      </div>
      <div className="course-gallery__controls">
        <button
          type="button"
          className="course-gallery__arrow"
          aria-label={T.previous}
          aria-controls={`${id}-slide`}
          onClick={() => show(selected - 1)}
        >
          <ChevronIcon direction="left" />
        </button>
        <p className="course-gallery__position" role="status" aria-atomic="true">
          {T.position(selected + 1, total)}
        </p>
        <button
          type="button"
          className="course-gallery__arrow"
          aria-label={T.next}
          aria-controls={`${id}-slide`}
          onClick={() => show(selected + 1)}
        >
          <ChevronIcon direction="right" />
        </button>
      </div>
      <ul className="course-gallery__thumbs" role="list">
        {images.map((image, index) => (
          <li key={image}>
            <button
              type="button"
              className="course-gallery__thumb"
              aria-label={T.show(index + 1, total)}
              aria-controls={`${id}-slide`}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => show(index)}
            >
              <Img src={image} alt="" sizes={`${THUMB_IMAGE.width}px`} {...THUMB_IMAGE} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
