import '#web/features/content/content.css';
import { CONTENT_MESSAGES, SITE_PAGES } from '@curio/shared';
import { useSearchParams } from 'react-router';
import { PageFrame } from '#web/components/layout/page-frame.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useCommunityPosts } from '#web/features/content/api/get-community.ts';
import { CommunityPostCard } from '#web/features/content/components/community-post-card.tsx';
import { CommunityPostView } from '#web/features/content/components/community-post-view.tsx';
import { Reveal } from '#web/features/content/components/reveal.tsx';

/**
 * The community page (docs/product.md#content-pages: the original is cut off, so this is the listing such a
 * page needs): posts from GET /api/community, newest first as the server sends them, each readable in full at
 * ?post={id}.
 */
export function CommunityPage() {
  const query = useCommunityPosts();
  const [searchParams] = useSearchParams();
  const openId = searchParams.get('post');

  return (
    <PageFrame eyebrow="Community" head={SITE_PAGES.community}>
      <QueryState
        query={query}
        loadingLabel="Loading community posts…"
        empty={CONTENT_MESSAGES.noCommunityPosts}
      >
        {(posts) =>
          openId ? (
            <CommunityPostView post={posts.find((post) => post._id === openId)} />
          ) : (
            <ul className="post-grid" role="list">
              {posts.map((post, index) => (
                <Reveal as="li" key={post._id} order={index % 3}>
                  <CommunityPostCard post={post} />
                </Reveal>
              ))}
            </ul>
          )
        }
      </QueryState>
    </PageFrame>
  );
}
