import { ModerationContentType, type ModerationItemDto, type ModerationListQuery, type ModerationRejectBody } from '@market/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, ExternalLink, ShieldCheck, Tags, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ListFooter } from '../../../components/ui/ListFooter';
import { ListToolbar } from '../../../components/ui/ListToolbar';
import { PageHeader } from '../../../components/ui/PageHeader';
import { QueryStates } from '../../../components/ui/QueryStates';
import { SearchField } from '../../../components/ui/SearchField';
import { SelectField } from '../../../components/ui/SelectField';
import { Switch } from '../../../components/ui/Switch';
import { TBody, THead, Table, Td, Th, Tr } from '../../../components/ui/Table';
import { Tabs } from '../../../components/ui/Tabs';
import { callApi } from '../../../lib/api';
import * as calls from '../../../lib/endpoints.generated';
import { cm } from '../../../lib/console-messages';
import { showApiError } from '../../../lib/show-api-error';
import { formatDateTime } from '../../../lib/time';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { ModerationRejectDialog } from './ModerationRejectDialog';
import { queryKeysFactory } from '../../../lib/query-keys';

const t = cm.moderationQueue;
const keys = queryKeysFactory('admin', 'moderation-queue');

type TypeTab = 'ALL' | NonNullable<ModerationListQuery['type']>;
type Status = NonNullable<ModerationListQuery['status']>;
const typeTabs: { value: TypeTab; label: string }[] = [
  { value: 'ALL', label: t.allTypes },
  ...ModerationContentType.values.map((value) => ({ value, label: t.typeLabel(value) })),
];
const statusOptions = (['PENDING', 'APPROVED', 'REJECTED', 'CONTACT'] as const).map((value) => ({ value, label: t.statuses[value]! }));
const tones: Record<Status, BadgeTone> = { PENDING: 'warning', APPROVED: 'success', REJECTED: 'danger', CONTACT: 'danger' };

interface Decision {
  item: ModerationItemDto;
  reject?: ModerationRejectBody;
}

/** `/admin/moderation`: one queue of every content type, flagged keywords shown, approve or reject with a reason. */
export function ModerationQueuePage() {
  usePageTitle(t.title);
  const client = useQueryClient();
  const panelId = useId();
  const [type, setType] = useState<TypeTab>('ALL');
  const [status, setStatus] = useState<Status | ''>('PENDING');
  const [flagged, setFlagged] = useState(false);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<ModerationItemDto | null>(null);
  const search = useDebouncedValue(q).trim();
  const query = {
    page,
    limit: 20,
    ...(type !== 'ALL' ? { type } : {}),
    ...(status ? { status } : {}),
    ...(flagged ? { flagged: 'true' as const } : {}),
    ...(search ? { q: search } : {}),
  };
  const list = useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => callApi(calls.contentModeration.list, { query }, { signal }),
    placeholderData: keepPreviousData,
  });
  const decide = useMutation({
    mutationFn: ({ item, reject }: Decision) => {
      const params = { type: item.type, id: item.id };
      return reject ? callApi(calls.contentModeration.reject, { params, body: reject }) : callApi(calls.contentModeration.approve, { params });
    },
    onSuccess: (_, { reject }) => {
      toast.success(reject ? t.rejected : t.approved);
      setRejecting(null);
      void client.invalidateQueries({ queryKey: keys.all });
    },
    onError: showApiError,
  });
  const rows = list.data?.data ?? [];
  const busy = (item: ModerationItemDto, rejecting: boolean) =>
    decide.isPending && decide.variables?.item.id === item.id && !!decide.variables.reject === rejecting;

  return (
    <>
      <PageHeader
        title={t.title}
        description={t.lead}
        actions={
          <ButtonLink to="/admin/moderation/keywords" variant="secondary">
            <Tags className="size-4" aria-hidden />
            {t.keywords}
          </ButtonLink>
        }
      />
      <Tabs
        label={t.typesLabel}
        tabs={typeTabs}
        value={type}
        panelId={panelId}
        idPrefix="moderation-type"
        className="mb-4"
        onChange={(value) => {
          setType(value);
          setPage(1);
        }}
      />
      <Card className="overflow-hidden" id={panelId} role="tabpanel" aria-labelledby={`moderation-type-${type}`}>
        <ListToolbar className="sm:grid-cols-[minmax(0,1fr)_200px_auto] sm:items-end" onFilterChange={() => setPage(1)}>
          <SearchField label={t.search} value={q} placeholder={t.searchPlaceholder} onValueChange={setQ} />
          <SelectField label={t.status} value={status} options={statusOptions} placeholder={t.allStatuses} onValueChange={setStatus} />
          <Switch
            checked={flagged}
            label={t.flaggedOnly}
            onCheckedChange={(value) => {
              setFlagged(value);
              setPage(1);
            }}
          />
        </ListToolbar>
        <QueryStates
          query={list}
          empty={rows.length === 0}
          emptyState={
            <EmptyState icon={<ShieldCheck />} title={status === 'PENDING' && !search && !flagged ? t.emptyPendingTitle : t.emptyTitle} body={t.emptyBody} />
          }
        >
          <Table aria-label={t.title}>
            <THead>
              <tr>
                <Th>{t.content}</Th>
                <Th>{t.host}</Th>
                <Th>{t.matched}</Th>
                <Th>{t.submittedAt}</Th>
                <Th>{t.status}</Th>
                <Th className="text-right">{t.actions}</Th>
              </tr>
            </THead>
            <TBody>
              {rows.map((item) => (
                <Tr key={`${item.type}:${item.id}`} data-testid="moderation-row">
                  <Td className="min-w-56">
                    <Badge tone="brand">{t.typeLabel(item.type)}</Badge>
                    <p className="mt-1 font-medium text-ink">{item.title}</p>
                    {item.reason ? <p className="mt-0.5 text-xs text-muted">{t.reasonOf(item.reason)}</p> : null}
                  </Td>
                  <Td className="min-w-36">{item.host?.fullName ?? '—'}</Td>
                  <Td className="min-w-40">
                    {item.keywords.length ? (
                      <>
                        <ul className="flex flex-wrap gap-1" aria-label={t.matched}>
                          {item.keywords.map((keyword) => (
                            <li key={keyword}>
                              <Badge tone="danger">{keyword}</Badge>
                            </li>
                          ))}
                        </ul>
                        {item.flags.slice(0, 2).map((flag) => (
                          <p key={`${flag.field}:${flag.keyword}`} className="mt-1 max-w-xs text-xs text-muted">
                            {flag.excerpt.slice(0, flag.start)}
                            <mark className="rounded bg-warning-100 px-0.5 text-ink">{flag.excerpt.slice(flag.start, flag.end)}</mark>
                            {flag.excerpt.slice(flag.end)}
                          </p>
                        ))}
                      </>
                    ) : (
                      <span className="text-sm text-muted">{t.noKeyword}</span>
                    )}
                  </Td>
                  <Td className="whitespace-nowrap">{formatDateTime(item.submittedAt)}</Td>
                  <Td>
                    <Badge tone={tones[item.status]}>{t.statuses[item.status]}</Badge>
                  </Td>
                  <Td className="w-px">
                    {/* Stacked, the actions take the width of one button: beside the content, host and keyword
                        columns they were pushed out of the table's view even at 1440 px. */}
                    <div className="flex flex-col items-stretch gap-1 whitespace-nowrap">
                      <Link
                        to={item.link}
                        target="_blank"
                        rel="noreferrer"
                        aria-label={t.openOf(item.title)}
                        className="inline-flex h-8 items-center justify-center gap-1 rounded-lg px-2 text-sm text-ink-soft hover:bg-sunken hover:text-ink"
                      >
                        <ExternalLink className="size-4" aria-hidden />
                        {t.open}
                      </Link>
                      {item.canDecide ? (
                        <>
                          <Button
                            size="sm"
                            aria-label={t.actionOf(t.approve, item.title)}
                            leadingIcon={<Check className="size-4" aria-hidden />}
                            loading={busy(item, false)}
                            onClick={() => decide.mutate({ item })}
                          >
                            {t.approve}
                          </Button>
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={t.actionOf(t.reject, item.title)}
                            leadingIcon={<X className="size-4" aria-hidden />}
                            onClick={() => setRejecting(item)}
                          >
                            {t.reject}
                          </Button>
                        </>
                      ) : null}
                    </div>
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        </QueryStates>
        <ListFooter meta={list.data?.meta} page={page} onPageChange={setPage} />
      </Card>
      <ModerationRejectDialog
        key={rejecting ? `${rejecting.type}:${rejecting.id}` : 'closed'}
        title={rejecting?.title ?? null}
        pending={decide.isPending}
        onClose={() => setRejecting(null)}
        onConfirm={(reject) => rejecting && decide.mutate({ item: rejecting, reject })}
      />
    </>
  );
}
