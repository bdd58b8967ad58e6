import { FileX, Pencil } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageStates } from '../../app/pages/PageStates';
import { Badge } from '../../components/ui/Badge';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Callout } from '../../components/ui/Callout';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { HostAvatar } from '../profiles/HostAvatar';
import { usePost } from './api';
import { dayText } from './post-format';

const t = m.posts;
const listOf = { BLOG: '/blog', NEWS: '/news', PROJECT: '/projects' } as Record<string, string>;

/** `/posts/:slug`: one post; its HTML was sanitised by the server when saved, so it is rendered as is. */
export function PostPage() {
  const { slug = '' } = useParams();
  const post = usePost(slug);
  usePageTitle(post.data?.title ?? t.pages.BLOG.title);
  if (!post.isSuccess)
    return <PageStates query={post} icon={<FileX />} notFound={{ title: t.notFoundTitle, body: t.notFoundBody }} back={{ to: '/blog', label: t.backToList }} />;
  const p = post.data;
  const notice = t.statusNotice[p.status];
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      {notice ? (
        <Callout tone="warning" className="mb-6">
          {notice}
        </Callout>
      ) : null}
      <p className="flex flex-wrap items-center gap-2">
        <Link to={listOf[p.type] ?? '/blog'} className="rounded-full focus-visible:outline-offset-2">
          <Badge tone="brand">{t.types[p.type]}</Badge>
        </Link>
        {p.canEdit ? (
          <ButtonLink to={`/studio/posts/${p.id}/edit`} variant="ghost" size="sm">
            <Pencil className="size-4" aria-hidden />
            {t.edit}
          </ButtonLink>
        ) : null}
      </p>
      <h1 className="mt-3 text-3xl font-semibold tracking-tight text-balance text-ink sm:text-4xl">{p.title}</h1>
      <p className="mt-4 flex items-center gap-3 text-sm text-muted">
        <HostAvatar name={p.host.fullName} src={p.host.avatar} className="size-9 text-xs" />
        <span>
          {p.host.username ? (
            <Link to={`/hosts/${p.host.username}`} className="font-medium text-ink hover:text-brand-700">
              {p.host.fullName}
            </Link>
          ) : (
            <span className="font-medium text-ink">{p.host.fullName}</span>
          )}
          {p.publishedAt ? (
            <>
              <br />
              <time dateTime={p.publishedAt}>{t.publishedOn(dayText(p.publishedAt))}</time>
            </>
          ) : null}
        </span>
      </p>
      {p.coverImage ? <img src={p.coverImage} alt="" className="mt-6 aspect-[16/9] w-full rounded-2xl object-cover" /> : null}
      <div data-testid="post-content" className="rich-text mt-8" dangerouslySetInnerHTML={{ __html: p.content }} />
    </article>
  );
}
