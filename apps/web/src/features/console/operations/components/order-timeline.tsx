import { ORDER_STATUS_LABELS, type TOrderStatusEvent } from '@curio/shared';
import { ConsoleTime } from '#web/features/console/shell/components/console-time.tsx';

/** 'Placed as Pending payment', or 'Pending payment → Confirmed'. */
const moveText = ({ from, to }: Pick<TOrderStatusEvent, 'from' | 'to'>) =>
  from === null
    ? `Placed as ${ORDER_STATUS_LABELS[to]}`
    : `${ORDER_STATUS_LABELS[from]} → ${ORDER_STATUS_LABELS[to]}`;

/** An order's life, oldest first: each move with who made it, when, and the operator's note. */
export function OrderTimeline({ events }: { events: TOrderStatusEvent[] }) {
  return (
    <ol className="console-timeline" aria-label="Status changes, oldest first">
      {events.map((event) => (
        <li key={event._id} className="console-timeline__item">
          <p className="console-timeline__move">{moveText(event)}</p>
          <p className="console-timeline__meta">
            <ConsoleTime iso={event.createdAt} withTime />
            {' · by '}
            {event.actor.email ?? 'a deleted account'}
          </p>
          {event.note && <p className="console-timeline__note">{event.note}</p>}
        </li>
      ))}
    </ol>
  );
}
