import { isLink, type TNotification } from '@curio/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatShortDateTime } from '#web/lib/dates.ts';

/** How each kind reads: a message to every learner, or one about this learner's own account and orders. */
export const NOTIFICATION_KIND_LABELS = { broadcast: 'Announcement', personal: 'For you' } as const;

/**
 * The title, linked to where the notification points when it has a link that keeps the site's link rule
 * (ADR 023): a page of this site through the router (a new certificate's page), another address as a plain
 * link.
 */
function NotificationTitle({ title, link }: Pick<TNotification, 'title' | 'link'>) {
  if (!link || !isLink(link)) return <>{title}</>;
  if (link.startsWith('/'))
    return (
      <Link className="text-link" to={link}>
        {title}
      </Link>
    );
  return (
    <a className="text-link" href={link} rel="noopener noreferrer">
      {title}
    </a>
  );
}

/** One notification (docs/product.md#accounts: title, message) with its kind and when it arrived. */
export function NotificationItem({ notification }: { notification: TNotification }) {
  const titleId = useId();
  const kind = notification.broadcast ? 'broadcast' : 'personal';
  return (
    <article className={`notification notification--${kind}`} aria-labelledby={titleId}>
      <div className="notification__meta">
        <span className={`notification__kind notification__kind--${kind}`}>
          {NOTIFICATION_KIND_LABELS[kind]}
        </span>
        <time className="notification__date" dateTime={notification.createdAt}>
          {formatShortDateTime(notification.createdAt)}
        </time>
      </div>
      <h2 id={titleId} className="notification__title">
        <NotificationTitle title={notification.title} link={notification.link} />
      </h2>
      <p className="notification__message">{notification.message}</p>
    </article>
  );
}
