/** One post in a list: title (a link to it), opening words, author, score, comments, tags and its state badges. */
import { Link } from 'react-router';
import type { PostSummary } from '@katana/shared/api/discussions';
import { categoryName } from './category-name.ts';

export const postHref = (id: number) => `/campus/public/discussions/${id}`;

function Badge({ children }: { children: string }) {
  return (
    <span className="rounded-full bg-surface-muted px-2 py-0.5 text-xs font-medium text-fg-muted">
      {children}
    </span>
  );
}

export function PostCard({ post }: { post: PostSummary }) {
  return (
    <li className="flex gap-4 px-4 py-3" data-testid="post-card">
      <div className="flex w-12 shrink-0 flex-col items-center text-sm">
        <span className="font-semibold text-fg">{post.score}</span>
        <span className="text-xs text-fg-subtle">votes</span>
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          {post.pinned && <Badge>Pinned</Badge>}
          {post.locked && <Badge>Locked</Badge>}
          {post.status === 'held' && <Badge>Awaiting review</Badge>}
          {post.status === 'hidden' && <Badge>Hidden</Badge>}
          <Link to={postHref(post.id)} className="font-semibold text-fg hover:text-accent">
            {post.title}
          </Link>
        </div>
        {post.excerpt && <p className="mt-1 line-clamp-2 text-sm text-fg-muted">{post.excerpt}</p>}
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-fg-subtle">
          <span>{post.author.name}</span>
          <span>{categoryName(post.category)}</span>
          <span>
            {post.comment_count} {post.comment_count === 1 ? 'comment' : 'comments'}
          </span>
          <time dateTime={post.created_at}>{new Date(post.created_at).toLocaleDateString()}</time>
          {post.tags.map((tag) => (
            <span key={tag} className="text-accent">
              #{tag}
            </span>
          ))}
        </p>
      </div>
    </li>
  );
}

export function PostList({ posts, empty }: { posts: readonly PostSummary[]; empty: string }) {
  if (posts.length === 0) return <p className="px-4 py-6 text-center text-sm text-fg-muted">{empty}</p>;
  return (
    <ul className="divide-y divide-line">
      {posts.map((p) => (
        <PostCard key={p.id} post={p} />
      ))}
    </ul>
  );
}
