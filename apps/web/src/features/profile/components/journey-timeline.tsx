import { JOURNEY_STAGE_LABELS, LEARNING_MESSAGES } from '@curio/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { ProgressBar } from '#web/components/ui/progress-bar.tsx';
import { formatNumericDateTime } from '#web/lib/dates.ts';
import { paths } from '#web/lib/paths.ts';
import type { TJourneyEntry, TJourneyOrder } from '#web/features/profile/lib/journey.ts';
import { OrderedCourseName } from './order-courses.tsx';

/**
 * One course of the journey: its name, stage and order date; once paid, how much of it is done and the way
 * back into its lessons (docs/product.md#the-learners-pages).
 */
function JourneyEntry({ entry }: { entry: TJourneyEntry }) {
  const nameId = useId();
  return (
    <article className={`journey-entry journey-entry--${entry.stage}`} aria-labelledby={nameId}>
      <h3 id={nameId} className="journey-entry__name">
        <OrderedCourseName course={entry.course} />
      </h3>
      <p className="journey-entry__meta">
        <span className={`stage-badge stage-badge--${entry.stage}`}>{JOURNEY_STAGE_LABELS[entry.stage]}</span>
        <time dateTime={entry.date}>{formatNumericDateTime(entry.date)}</time>
      </p>
      {entry.stage !== 'awaiting-payment' && entry.course._id && (
        <div className="journey-entry__learning">
          <p className="journey-entry__percent">{LEARNING_MESSAGES.progressLabel(entry.percent)}</p>
          <ProgressBar
            percent={entry.percent}
            label={LEARNING_MESSAGES.courseProgress(entry.course.name)}
            size="sm"
          />
          <Link
            className="text-link journey-entry__continue"
            to={paths.learn.course.to(entry.course.slug)}
            aria-label={`${LEARNING_MESSAGES.continueLearning}: ${entry.course.name}`}
          >
            {LEARNING_MESSAGES.continueLearning}
          </Link>
        </div>
      )}
    </article>
  );
}

/**
 * The journey as a timeline, oldest order first. Each order is a card on one of two rows (above and below the
 * line on wide screens, two staggered lanes on a phone); `data-row` carries which. The list scrolls sideways
 * when it is wider than the page, so it is a focusable region keyboard users can scroll too.
 */
export function JourneyTimeline({ orders }: { orders: TJourneyOrder[] }) {
  return (
    <div className="journey-scroll" role="region" aria-label="Journey timeline" tabIndex={0}>
      <ol className="journey" aria-label="Your courses, oldest first">
        {orders.map((order) => (
          <li
            key={order.orderId}
            className={`journey__order journey__order--${order.row}`}
            data-row={order.row}
          >
            <div className="journey__card">
              <p className="journey__reference">Order {order.reference}</p>
              <ul className="journey__entries">
                {order.entries.map((entry) => (
                  <li key={entry.key}>
                    <JourneyEntry entry={entry} />
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
