import { useQuery } from '@tanstack/react-query';
import { GraduationCap, SearchX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { LoadingState } from '../../components/ui/LoadingState';
import { ApiError } from '../../lib/api';
import { usePageTitle } from '../../lib/use-page-title';
import { profileKey, profilesApi } from '../profiles/api';
import { PLATFORM_ACADEMY, useAcademyParts } from './academy-api';
import { AcademyItemCard } from './AcademyItemCard';
import { m } from '../../lib/messages';
import { AcademyIntro } from '../content/AcademyIntro';

const t = m.academy;

/** The host whose academy this is, for the heading; a missing profile just leaves the generic title. */
function useHostName(username: string | undefined): string | null {
  const profile = useQuery({
    queryKey: profileKey(username ?? ''),
    queryFn: ({ signal }) => profilesApi.profile(username!, signal),
    enabled: Boolean(username),
  });
  return profile.data?.fullName ?? null;
}

/** `/academy` (the platform's) and `/academy/:id` (a host's, by username): parts of curated lessons and links. */
export function AcademyPage() {
  const { id } = useParams();
  const academyId = id ?? PLATFORM_ACADEMY;
  const hostName = useHostName(id);
  const title = id ? (hostName ? t.hostTitle(hostName) : t.title) : t.title;
  usePageTitle(title);
  const parts = useAcademyParts(academyId);
  const notFound = parts.error instanceof ApiError && parts.error.status === 404;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <header className="max-w-3xl">
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-[28px]">{title}</h1>
        <p className="mt-1.5 text-[15px] text-muted">{id ? t.hostLead : t.lead}</p>
        {id && hostName ? (
          <Link to={`/hosts/${encodeURIComponent(id)}`} className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline">
            {t.byHost}
          </Link>
        ) : null}
        {id ? null : <AcademyIntro />}
      </header>
      <div className="mt-8" aria-busy={parts.isFetching}>
        {parts.isPending ? (
          <LoadingState />
        ) : notFound ? (
          <EmptyState icon={<SearchX />} title={t.notFoundTitle} body={t.notFoundBody} />
        ) : parts.isError ? (
          <ErrorState onRetry={() => void parts.refetch()} retrying={parts.isFetching} />
        ) : parts.data.data.length === 0 ? (
          <EmptyState icon={<GraduationCap />} title={t.emptyTitle} body={t.emptyBody} />
        ) : (
          <div className="flex flex-col gap-12">
            {parts.data.data.map((part) => (
              <section key={part.id} aria-labelledby={`academy-part-${part.id}`}>
                <h2 id={`academy-part-${part.id}`} className="text-xl font-semibold tracking-tight text-ink">
                  {part.title}
                </h2>
                {part.description ? <p className="mt-1.5 max-w-3xl text-[15px] leading-relaxed whitespace-pre-line text-muted">{part.description}</p> : null}
                {part.items.length > 0 ? (
                  <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                    {part.items.map((item, index) => (
                      <li key={index}>
                        <AcademyItemCard item={item} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
