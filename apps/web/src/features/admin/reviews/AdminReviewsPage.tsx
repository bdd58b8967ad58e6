import { REVIEW_SUBJECT_TYPES, type AdminReviewDto, type ReviewSubjectType } from '@market/contract';
import { Eye, EyeOff, MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { ListToolbar } from '../../../components/ui/ListToolbar';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SearchField } from '../../../components/ui/SearchField';
import { SelectField } from '../../../components/ui/SelectField';
import { ListTable } from '../../../components/ui/ListTable';
import { Td, Th, Tr } from '../../../components/ui/Table';
import { cm } from '../../../lib/console-messages';
import { showApiError } from '../../../lib/show-api-error';
import { formatDateTime } from '../../../lib/time';
import { toast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminReviews, useHideReview } from '../../reviews/api';
import { Stars } from '../../reviews/Stars';

const t = cm.adminReviews;
const typeOptions = REVIEW_SUBJECT_TYPES.map((value) => ({ value, label: t.typeLabel(value) }));
const visibilityOptions = [
  { value: 'false' as const, label: t.visible },
  { value: 'true' as const, label: t.hidden },
];

/** `/admin/reviews`: every review, newest first; an admin hides one (out of the pages and the averages) or shows it again. */
export function AdminReviewsPage() {
  usePageTitle(t.title);
  const [q, setQ] = useState('');
  const [type, setType] = useState<ReviewSubjectType | ''>('');
  const [hidden, setHidden] = useState<'true' | 'false' | ''>('');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(q).trim();
  const query = { page, limit: 20, ...(type ? { subjectType: type } : {}), ...(hidden ? { hidden } : {}), ...(search ? { q: search } : {}) };
  const list = useAdminReviews(query);
  const toggle = useHideReview();
  const rows = list.data?.data ?? [];
  const act = (review: AdminReviewDto) =>
    toggle.mutate(
      { id: review.id, hide: !review.hidden },
      { onSuccess: () => toast.success(review.hidden ? t.shownDone : t.hiddenDone), onError: showApiError },
    );

  return (
    <>
      <PageHeader title={t.title} description={t.lead} />
      <ListTable
        query={list}
        label={t.title}
        toolbar={
          <ListToolbar className="sm:grid-cols-[minmax(0,1fr)_180px_180px] sm:items-end" onFilterChange={() => setPage(1)}>
            <SearchField label={t.search} value={q} onValueChange={setQ} />
            <SelectField label={t.type} value={type} options={typeOptions} placeholder={t.allTypes} onValueChange={setType} />
            <SelectField label={t.visibility} value={hidden} options={visibilityOptions} placeholder={t.all} onValueChange={setHidden} />
          </ListToolbar>
        }
        columns={
          <>
            <Th>{t.columns.review}</Th>
            <Th>{t.columns.subject}</Th>
            <Th>{t.columns.author}</Th>
            <Th>{t.columns.date}</Th>
            <Th className="text-right">{t.columns.actions}</Th>
          </>
        }
        empty={{ icon: <MessageSquareText />, title: t.emptyTitle, body: t.emptyBody }}
        page={page}
        onPageChange={setPage}
      >
        {rows.map((review) => (
          <Tr key={review.id} data-testid="admin-review-row">
            <Td className="min-w-64">
              <div className="flex flex-wrap items-center gap-2">
                <Stars value={review.stars} />
                {review.hidden ? <Badge tone="danger">{t.hidden}</Badge> : null}
              </div>
              {review.body ? <p className="mt-1 line-clamp-3 max-w-md text-sm text-ink-soft">{review.body}</p> : null}
            </Td>
            <Td className="min-w-48">
              <Badge tone="brand">{t.typeLabel(review.subjectType)}</Badge>
              <p className="mt-1">
                <Link to={review.subject.link} className="font-medium text-ink hover:text-brand-700 hover:underline">
                  {review.subject.title}
                </Link>
              </p>
            </Td>
            <Td className="min-w-36">{review.author.fullName}</Td>
            <Td className="whitespace-nowrap">{formatDateTime(review.createdAt)}</Td>
            <Td className="w-px text-right">
              <Button
                size="sm"
                variant={review.hidden ? 'secondary' : 'ghost'}
                leadingIcon={review.hidden ? <Eye className="size-4" aria-hidden /> : <EyeOff className="size-4" aria-hidden />}
                loading={toggle.isPending && toggle.variables?.id === review.id}
                aria-label={`${review.hidden ? t.unhide : t.hide}: ${review.author.fullName} – ${review.subject.title}`}
                onClick={() => act(review)}
              >
                {review.hidden ? t.unhide : t.hide}
              </Button>
            </Td>
          </Tr>
        ))}
      </ListTable>
    </>
  );
}
