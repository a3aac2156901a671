import type { TCommunityPost } from '@curio/shared';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { RichText } from '#web/components/ui/rich-text.tsx';
import { formatLongDate, isoDay } from '#web/lib/dates.ts';
import { TagList } from './tag-list.tsx';
import { Img } from '#web/components/ui/img.tsx';

const BackLink = () => (
  <Link className="post-view__back" to={paths.community}>
    ← All community posts
  </Link>
);

/** One community post in full (the listing's "Read the full post"), addressable as /community?post={id}. */
export function CommunityPostView({ post }: { post: TCommunityPost | undefined }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The listing the visitor clicked in is gone: put them (and their screen reader) at the post's title.
  useEffect(() => headingRef.current?.focus(), [post?._id]);

  if (!post) {
    return (
      <div className="post-view">
        <BackLink />
        <p className="query-state query-state--empty">This post could not be found.</p>
      </div>
    );
  }
  return (
    <article className="post-view" aria-labelledby="post-view-title">
      <BackLink />
      <Img className="post-view__image" src={post.image} alt="" width={640} height={360} />
      <h2 className="post-view__title" id="post-view-title" ref={headingRef} tabIndex={-1}>
        {post.title}
      </h2>
      <p className="post-card__byline">
        By {post.author} ·{' '}
        <time dateTime={isoDay(post.createdAt)}>{formatLongDate(post.createdAt, 'utc')}</time>
      </p>
      <TagList tags={post.tags} />
      <RichText className="post-view__body" html={post.body} />
    </article>
  );
}
