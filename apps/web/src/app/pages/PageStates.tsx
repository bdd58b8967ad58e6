import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { ApiError } from '../../lib/api-error';
import { StatusPage } from './StatusPage';

interface PageStatesProps {
  /** The page's one read, not yet answered or refused. */
  query: { isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };
  /** The not-found page's icon, words and way back to the list. */
  icon: ReactNode;
  notFound: { title: string; body: string };
  back: { to: string; label: string };
  /** Which refusals mean "no such thing" (a 404 by default). */
  isNotFound?: (error: ApiError) => boolean;
}

const is404 = (error: ApiError) => error.status === 404;

/**
 * What a public page of one thing (a course, an ebook, a host…) shows before it has that thing: a spinner,
 * its own 404 page with the way back, or a retry for anything else. Use: `if (!query.isSuccess) return <PageStates … />`.
 *
 * Why: every such page repeated these three states, differing only in icon and words.
 */
export function PageStates({ query, icon, notFound, back, isNotFound = is404 }: PageStatesProps) {
  if (!query.isError) return <LoadingState className="min-h-[50vh]" />;
  if (query.error instanceof ApiError && isNotFound(query.error)) {
    return <StatusPage code="404" icon={icon} title={notFound.title} body={notFound.body} action={<ButtonLink to={back.to}>{back.label}</ButtonLink>} />;
  }
  return <ErrorState className="min-h-[50vh]" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
}
