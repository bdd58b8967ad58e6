import type { PostCardDto } from '@market/contract';
import { linkCardClass } from '../../components/ui/Card';
import { Newspaper } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import { m } from '../../lib/messages';
import { HostAvatar } from '../profiles/HostAvatar';
import { dayText } from './post-format';

const t = m.posts;

/** A post on a list: cover, type, title, summary, author and day; the whole card is the link. */
export function PostCard({ post }: { post: PostCardDto }) {
  return (
    <article data-testid="post-card" className={linkCardClass}>
      <div className="aspect-[16/9] bg-brand-50">
        {post.coverImage ? (
          <img src={post.coverImage} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-brand-400" aria-hidden>
            <Newspaper className="size-10" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Badge tone="brand" className="w-fit">
          {t.types[post.type]}
        </Badge>
        <h2 className="line-clamp-2 font-semibold text-ink">
          <Link to={`/posts/${post.slug}`} className="outline-none after:absolute after:inset-0 after:content-['']">
            {post.title}
          </Link>
        </h2>
        {post.excerpt ? <p className="line-clamp-3 text-sm text-ink-soft">{post.excerpt}</p> : null}
        <p className="mt-auto flex items-center gap-2 pt-2 text-sm text-muted">
          <HostAvatar name={post.host.fullName} src={post.host.avatar} className="size-6 text-[10px]" />
          <span className="truncate">{post.host.fullName}</span>
          {post.publishedAt ? (
            <>
              <span aria-hidden>·</span>
              <time dateTime={post.publishedAt} className="shrink-0">
                {dayText(post.publishedAt)}
              </time>
            </>
          ) : null}
        </p>
      </div>
    </article>
  );
}
