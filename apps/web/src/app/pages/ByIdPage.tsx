import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { isApiError } from '../../lib/api-error';
import { StatusPage } from './StatusPage';

/**
 * The frame of a page showing one thing read by its id: a link back above it, loading, "not found"
 * when the server refuses the id (someone else's or unknown: any 4xx), a retry for anything else.
 * The back link is left out of print (receipts are printed).
 */
export function ByIdPage<T>({
  query,
  back,
  notFound,
  children,
}: {
  query: UseQueryResult<T>;
  back: { to: string; label: string };
  notFound: { title: string; body: string };
  children: (data: T) => ReactNode;
}) {
  let body;
  if (query.isPending) body = <LoadingState className="min-h-[40vh]" />;
  else if (query.isError) {
    body =
      isApiError(query.error) && query.error.status >= 400 && query.error.status < 500 ? (
        <StatusPage icon={<FileQuestion />} title={notFound.title} body={notFound.body} action={<ButtonLink to={back.to}>{back.label}</ButtonLink>} />
      ) : (
        <ErrorState className="min-h-[40vh]" onRetry={() => void query.refetch()} retrying={query.isFetching} />
      );
  } else body = children(query.data);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <Link to={back.to} className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-ink-soft hover:text-brand-700 print:hidden">
        <ArrowLeft className="size-4" aria-hidden />
        {back.label}
      </Link>
      {body}
    </div>
  );
}
