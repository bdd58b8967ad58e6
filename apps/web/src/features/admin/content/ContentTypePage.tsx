import { FileQuestion } from 'lucide-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { PageHeader } from '../../../components/ui/PageHeader';
import { SelectField } from '../../../components/ui/SelectField';
import { CmsError } from '../../../lib/cms';
import { cmsConsoleMessages } from '../../../lib/cms-console-messages';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCmsEntry } from './cms-admin';
import { CollectionList, localeOptions } from './CollectionList';
import { entryTitle, typeById, typeLink } from './content-types';
import { EntryForm } from './EntryForm';

const t = cmsConsoleMessages;

function UnknownType() {
  return <EmptyState icon={<FileQuestion />} title={t.unknownType} action={<Link to="/admin/content">{t.back}</Link>} />;
}

/** `/admin/content/:type`: a collection's list, or a single type's editor. */
export function ContentTypePage() {
  const type = typeById(useParams().type);
  if (!type) return <UnknownType />;
  return type.kind === 'collectionType' ? <CollectionList key={type.singularName} type={type} /> : <EntryPage key={type.singularName} />;
}

/** `/admin/content/:type/:id` (or `new`), and a single type's page: the entry's generated editor. */
export function EntryPage() {
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const type = typeById(params.type);
  const single = type?.kind === 'singleType';
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const locale = search.get('locale') ?? 'vi';
  const entry = useCmsEntry(type, id, locale);
  const loaded = entry.data ?? null;
  const heading = !type ? '' : single ? type.displayName : loaded ? entryTitle(type, loaded) : t.newEntry(type.displayName);
  usePageTitle(heading || t.title);
  if (!type || (!single && id === null && params.id !== 'new')) return <UnknownType />;

  const back = single ? (
    <Link to="/admin/content" className="text-brand-700 hover:underline">
      {t.back}
    </Link>
  ) : (
    <Link to={`${typeLink(type)}${locale !== 'vi' ? `?locale=${locale}` : ''}`} className="text-brand-700 hover:underline">
      {t.backToList(type.displayName)}
    </Link>
  );
  const waiting = (single || id !== null) && entry.isPending;
  const notFound = entry.error instanceof CmsError && entry.error.status === 404;

  return (
    <>
      <p className="mb-2 text-sm">{back}</p>
      <PageHeader
        title={heading}
        description={type.description}
        actions={
          single && type.localized ? (
            <SelectField
              label={t.locale}
              value={locale}
              options={localeOptions}
              onValueChange={(value) => setSearch(value && value !== 'vi' ? { locale: value } : {})}
            />
          ) : undefined
        }
      />
      {waiting ? (
        <LoadingState />
      ) : notFound ? (
        <EmptyState icon={<FileQuestion />} title={t.notFound} body={t.notFoundBody} />
      ) : entry.isError ? (
        <ErrorState
          title={t.unavailableTitle}
          body={entry.error.message || t.unavailableBody}
          onRetry={() => void entry.refetch()}
          retrying={entry.isFetching}
        />
      ) : (
        <EntryForm
          key={`${type.singularName}-${loaded?.id ?? 'new'}-${locale}-${loaded?.attributes.updatedAt ?? ''}`}
          type={type}
          entry={loaded}
          locale={locale}
          onSaved={(saved) => {
            if (!single && id === null) void navigate(`${typeLink(type)}/${saved.id}${locale !== 'vi' ? `?locale=${locale}` : ''}`, { replace: true });
          }}
          onDeleted={() => void navigate(single ? '/admin/content' : typeLink(type))}
        />
      )}
    </>
  );
}
