import type { OpenGraphDto, PostDto } from '@market/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Link2 } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/Button';
import { Card, CardBody } from '../../../components/ui/Card';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { LoadingState } from '../../../components/ui/LoadingState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Select } from '../../../components/ui/Select';
import { Textarea } from '../../../components/ui/Textarea';
import { m } from '../../../lib/messages';
import { cm } from '../../../lib/console-messages';
import { showApiError } from '../../../lib/show-api-error';
import { usePageTitle } from '../../../lib/use-page-title';
import { postKeys, postsApi, type PostType } from '../../posts/api';
import { RichTextEditor, type RichTextHandle } from '../RichTextEditor';

const t = cm.postEditor;
const typeOptions = (['BLOG', 'NEWS', 'PROJECT'] as const).map((value) => ({ value, label: m.posts.types[value] }));

/** `/studio/posts/new` and `/studio/posts/:id/edit`: the post editor (its route is loaded on its own, with TipTap). */
export function PostEditorPage() {
  const { id } = useParams();
  const post = useQuery({ queryKey: postKeys.byId(id ?? ''), queryFn: ({ signal }) => postsApi.byId(id!, signal), enabled: Boolean(id) });
  usePageTitle(id ? t.editTitle : t.newTitle);
  if (id && post.isPending) return <LoadingState className="min-h-[40vh]" />;
  if (id && post.isError) return <ErrorState className="min-h-[40vh]" onRetry={() => void post.refetch()} retrying={post.isFetching} />;
  return <PostForm key={post.data?.id ?? 'new'} post={post.data ?? null} />;
}

function PostForm({ post }: { post: PostDto | null }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const contentLabel = useId();
  const [type, setType] = useState<PostType>(post?.type ?? 'BLOG');
  const [title, setTitle] = useState(post?.title ?? '');
  const [excerpt, setExcerpt] = useState(post?.excerpt ?? '');
  const [cover, setCover] = useState(post?.coverImage ?? '');
  const [content, setContent] = useState(post?.content ?? '');
  const [empty, setEmpty] = useState(!post?.content);
  const [errors, setErrors] = useState<{ title?: string; content?: string; cover?: string }>({});
  const [saving, setSaving] = useState<'DRAFT' | 'PUBLISHED' | 'UPDATE' | null>(null);
  const editor = useRef<RichTextHandle | null>(null);
  const onReady = useCallback((handle: RichTextHandle) => (editor.current = handle), []);

  const save = async (intent: 'DRAFT' | 'PUBLISHED' | 'UPDATE') => {
    const next = {
      title: title.trim().length < 3 ? m.validation.tooShort(3) : undefined,
      content: empty ? t.contentRequired : undefined,
      cover: cover.trim() && !/^https?:\/\/\S+$/i.test(cover.trim()) ? m.validation.invalidUrl : undefined,
    };
    setErrors(next);
    if (next.title || next.content || next.cover) return;
    const fields = { type, title: title.trim(), excerpt: excerpt.trim() || null, coverImage: cover.trim() || null, content };
    setSaving(intent);
    try {
      if (post) await postsApi.update(post.id, intent === 'UPDATE' ? fields : { ...fields, status: intent });
      else await postsApi.create({ ...fields, status: intent === 'PUBLISHED' ? 'PUBLISHED' : 'DRAFT' });
      toast.success(intent === 'PUBLISHED' ? t.publishedNow : t.saved);
      await client.invalidateQueries({ queryKey: postKeys.all });
      void navigate('/studio/posts');
    } catch (error) {
      showApiError(error);
    } finally {
      setSaving(null);
    }
  };

  const canPublish = !post || post.status === 'DRAFT' || post.status === 'ARCHIVED';
  return (
    <>
      <Link to="/studio/posts" className="mb-3 inline-flex items-center gap-1 text-sm text-muted hover:text-ink">
        <ArrowLeft className="size-4" aria-hidden />
        {t.back}
      </Link>
      <PageHeader title={post ? t.editTitle : t.newTitle} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <Card>
          <CardBody className="flex flex-col gap-4">
            <div className="grid gap-4 sm:grid-cols-[180px_minmax(0,1fr)]">
              <Field label={t.fields.type}>
                <Select options={typeOptions} value={type} onChange={(event) => setType(event.target.value as PostType)} />
              </Field>
              <Field label={t.fields.title} error={errors.title}>
                <Input maxLength={200} value={title} onChange={(event) => setTitle(event.target.value)} />
              </Field>
            </div>
            <Field label={t.fields.excerpt} hint={t.fields.excerptHint} optional>
              <Textarea rows={2} maxLength={500} value={excerpt} onChange={(event) => setExcerpt(event.target.value)} />
            </Field>
            <Field label={t.fields.cover} error={errors.cover} optional>
              <Input type="url" inputMode="url" placeholder="https://" value={cover} onChange={(event) => setCover(event.target.value)} />
            </Field>
            <div className="flex flex-col gap-1.5">
              <span id={contentLabel} className="text-sm font-medium text-ink">
                {t.fields.content}
              </span>
              <RichTextEditor
                value={content}
                labelId={contentLabel}
                invalid={Boolean(errors.content)}
                onReady={onReady}
                onChange={(html, isEmpty) => {
                  setContent(html);
                  setEmpty(isEmpty);
                }}
              />
              {errors.content ? (
                <p className="text-[13px] font-medium text-danger-600" aria-live="polite">
                  {errors.content}
                </p>
              ) : null}
            </div>
            <div className="flex flex-wrap justify-end gap-2 border-t border-line pt-4">
              {post ? (
                <Button variant="secondary" loading={saving === 'UPDATE'} disabled={saving !== null} onClick={() => void save('UPDATE')}>
                  {t.update}
                </Button>
              ) : (
                <Button variant="secondary" loading={saving === 'DRAFT'} disabled={saving !== null} onClick={() => void save('DRAFT')}>
                  {t.saveDraft}
                </Button>
              )}
              {canPublish ? (
                <Button loading={saving === 'PUBLISHED'} disabled={saving !== null} onClick={() => void save('PUBLISHED')}>
                  {t.publish}
                </Button>
              ) : null}
            </div>
          </CardBody>
        </Card>
        <LinkPreview onInsert={(preview) => editor.current?.insertLink(preview.url, preview.title ?? preview.url)} />
      </div>
    </>
  );
}

/** Reads a link's Open Graph preview through the server, and inserts the link into the post. */
function LinkPreview({ onInsert }: { onInsert: (preview: OpenGraphDto) => void }) {
  const [url, setUrl] = useState('');
  const [preview, setPreview] = useState<OpenGraphDto | null>(null);
  const [loading, setLoading] = useState(false);
  const fetchPreview = async () => {
    if (!/^https?:\/\/\S+$/i.test(url.trim())) return;
    setLoading(true);
    try {
      setPreview(await postsApi.preview(url.trim()));
    } catch (error) {
      setPreview(null);
      showApiError(error);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Card className="h-fit">
      <CardBody className="flex flex-col gap-3">
        <h2 className="flex items-center gap-2 text-sm font-semibold text-ink">
          <Link2 className="size-4" aria-hidden />
          {t.preview.label}
        </h2>
        <p className="text-[13px] text-muted">{t.preview.hint}</p>
        <form
          className="flex flex-col gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void fetchPreview();
          }}
        >
          <Field label={t.preview.label}>
            <Input type="url" inputMode="url" placeholder="https://" value={url} onChange={(event) => setUrl(event.target.value)} />
          </Field>
          <Button type="submit" variant="secondary" loading={loading}>
            {t.preview.fetch}
          </Button>
        </form>
        {preview ? (
          <div data-testid="link-preview" className="overflow-hidden rounded-xl border border-line">
            {preview.image ? <img src={preview.image} alt="" className="aspect-[16/9] w-full object-cover" /> : null}
            <div className="flex flex-col gap-1 p-3">
              {preview.siteName ? <p className="text-xs text-muted">{preview.siteName}</p> : null}
              <p className="font-medium text-ink">{preview.title ?? preview.url}</p>
              {preview.description ? <p className="line-clamp-3 text-sm text-ink-soft">{preview.description}</p> : null}
              <Button size="sm" variant="ghost" className="mt-1 w-fit" onClick={() => onInsert(preview)}>
                {t.preview.insert}
              </Button>
            </div>
          </div>
        ) : null}
      </CardBody>
    </Card>
  );
}
