import { ArrowRight, CalendarDays, GraduationCap } from 'lucide-react';
import { PRODUCT_SHELVES, type HomepageDto } from '@market/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CardGridSkeleton } from '../../components/ui/CardGrid';
import { EmptyState } from '../../components/ui/EmptyState';
import { useQuery } from '@tanstack/react-query';
import { HomeBand, HomeCategories, HomeFrame, HomeHero, HomeValues } from '../../features/content/HomeBlocks';
import { useHomeContent } from '../../features/content/site-content';
import { useHomepage } from '../../features/products/api';
import { ProductCardGrid } from '../../features/products/ProductCard';
import { hostsKey, profilesApi } from '../../features/profiles/api';
import { HostCard } from '../../features/profiles/HostCard';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';

const h = m.home;

/** A shelf of real things on sale: cards while they load, a plain note when there are none or the server failed. */
function Shelf({
  title,
  lead,
  to,
  state,
  empty,
  children,
}: {
  title: string;
  lead: string;
  to: string;
  state: 'pending' | 'error' | 'empty' | 'ready';
  empty: ReactNode;
  children: ReactNode;
}) {
  return (
    <HomeFrame
      title={title}
      lead={lead}
      action={
        <Link to={to} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          {h.seeAll}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      }
    >
      {state === 'pending' ? (
        <CardGridSkeleton count={4} />
      ) : state === 'error' ? (
        <p className="text-sm text-muted">{h.shelfFailed}</p>
      ) : state === 'empty' ? (
        empty
      ) : (
        children
      )}
    </HomeFrame>
  );
}

const stateOf = (query: { isPending: boolean; isError: boolean; data?: { data: readonly unknown[] } | undefined }) =>
  query.isPending ? 'pending' : query.isError ? 'error' : (query.data?.data.length ?? 0) === 0 ? 'empty' : 'ready';

/** Words the server's sections do not carry: a lead per shelf, and what an empty must-have shelf says. */
const shelfCopy: Record<string, { lead: string; empty?: ReactNode }> = {
  events: { lead: h.eventsLead, empty: <EmptyState icon={<CalendarDays />} title={h.eventsEmptyTitle} body={h.eventsEmptyBody} /> },
  courses: { lead: h.coursesLead, empty: <EmptyState icon={<GraduationCap />} title={h.coursesEmptyTitle} body={h.coursesEmptyBody} /> },
  combos: { lead: m.homeShelves.combosLead },
  ebooks: { lead: m.homeShelves.ebooksLead },
};
/** Shelves the home always shows, empty or not; the server leaves out a section with nothing on sale. */
const mustHave: HomepageDto['sections'] = PRODUCT_SHELVES.filter((shelf) => shelf.key === 'events' || shelf.key === 'courses').map(({ key, title, link }) => ({
  key,
  title,
  link,
  items: [],
}));

/**
 * The shelves of what is on sale, from the homepage sections (one cached call, in the server's order:
 * upcoming events, courses, combos, ebooks). Events and courses always have a shelf: an empty one only
 * when the server has nothing of theirs on sale; other kinds appear when they have something.
 */
function ProductShelves() {
  const home = useHomepage();
  const state = home.isPending ? 'pending' : home.isError ? 'error' : 'ready';
  const sections = home.data?.sections ?? [];
  const shelves = [...mustHave.filter((must) => !sections.some((s) => s.key === must.key)), ...sections];
  // While loading or failed, the must-have shelves stand in with their skeleton or note.
  const shown = state === 'ready' ? [...shelves].sort((a, b) => rank(a.key) - rank(b.key)) : mustHave;
  return (
    <>
      {shown.map((section, index) => (
        <div key={section.key} className={index % 2 === 0 ? 'bg-surface' : undefined}>
          <Shelf
            title={section.title}
            lead={shelfCopy[section.key]?.lead ?? ''}
            to={section.link}
            state={state === 'ready' && section.items.length === 0 ? 'empty' : state}
            empty={shelfCopy[section.key]?.empty ?? null}
          >
            <ProductCardGrid products={section.items} />
          </Shelf>
        </div>
      ))}
    </>
  );
}
/** The contract's order of the shelves (the server's too). */
const ORDER = PRODUCT_SHELVES.map((shelf) => shelf.key);
const rank = (key: string) => (ORDER.includes(key) ? ORDER.indexOf(key) : ORDER.length);

function TopHosts() {
  const query = { sortBy: 'followers', limit: 6 } as const;
  const hosts = useQuery({ queryKey: hostsKey(query), queryFn: ({ signal }) => profilesApi.hosts(query, signal) });
  const rows = hosts.data?.data ?? [];
  return (
    <Shelf title={h.hostsTitle} lead={h.hostsLead} to="/hosts" state={stateOf(hosts)} empty={null}>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {rows.map((host) => (
          <li key={host.id}>
            <HostCard host={host} />
          </li>
        ))}
      </ul>
    </Shelf>
  );
}

/**
 * The public home: the editorial blocks of the content service (hero, categories, values, the call to hosts and any
 * block editors add, see features/content/site-content.ts) around the shelves of what is on sale and the hosts.
 */
export function HomePage() {
  usePageTitle();
  const home = useHomeContent();
  return (
    <>
      <HomeHero hero={home.hero} categories={home.categories} />
      {home.categories ? <HomeCategories section={home.categories} /> : null}
      <ProductShelves />
      <TopHosts />
      {home.values ? <HomeValues section={home.values} /> : null}
      {home.others.map((section) => (
        <HomeValues key={section.key} section={section} />
      ))}
      {home.host ? (
        <div className="pt-16">
          <HomeBand section={home.host} />
        </div>
      ) : null}
    </>
  );
}
