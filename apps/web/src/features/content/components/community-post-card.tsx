import type { TCommunityPost } from '@curio/shared';
import { Link } from 'react-router';
import { formatLongDate, isoDay } from '#web/lib/dates.ts';
import { TagList } from './tag-list.tsx';
import { Img } from '#web/components/ui/img.tsx';

/** A post in the community listing: image, title, author, date, excerpt, tags and a way to read it all. */
export function CommunityPostCard({ post }: { post: TCommunityPost }) {
  const titleId = `post-${post._id}`;
  return (
    <article className="post-card" aria-labelledby={titleId}>
      <Img className="post-card__image" src={post.image} alt="" width={640} height={360} />
      <div className="post-card__body">
        <h2 className="post-card__title" id={titleId}>
          {post.title}
        </h2>
        <p className="post-card__byline">
          By {post.author} ·{' '}
          <time dateTime={isoDay(post.createdAt)}>{formatLongDate(post.createdAt, 'utc')}</time>
        </p>
        <p className="post-card__excerpt">{post.excerpt}</p>
        <TagList tags={post.tags} />
        <Link
          className="post-card__more"
          to={`?post=${encodeURIComponent(post._id)}`}
          aria-label={`Read the full post: ${post.title}`}
        >
          Read the full post
        </Link>
      </div>
    </article>
  );
}
