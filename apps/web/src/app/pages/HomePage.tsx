import { ArrowRight, BookOpen, CalendarDays, CreditCard, GraduationCap, ShieldCheck, Sparkles, Ticket, BellRing } from 'lucide-react';
import { PRODUCT_SHELVES, type HomepageDto } from '@market/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { CardGridSkeleton } from '../../components/ui/CardGrid';
import { EmptyState } from '../../components/ui/EmptyState';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../features/auth/session';
import { useHomepage } from '../../features/products/api';
import { ProductCardGrid } from '../../features/products/ProductCard';
import { hostsKey, profilesApi } from '../../features/profiles/api';
import { HostCard } from '../../features/profiles/HostCard';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';

const h = m.home;

const categories = [
  { to: '/events', icon: <Ticket />, ...h.categories.events },
  { to: '/courses', icon: <GraduationCap />, ...h.categories.courses },
  { to: '/ebooks', icon: <BookOpen />, ...h.categories.ebooks },
  { to: '/memberships', icon: <Sparkles />, ...h.categories.memberships },
];

const valueIcons = [<ShieldCheck key="a" />, <CreditCard key="b" />, <BellRing key="c" />];

function Section({ title, lead, action, children }: { title: string; lead?: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="mb-6 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-xl font-semibold tracking-tight text-ink sm:text-2xl">{title}</h2>
          {lead ? <p className="mt-1.5 text-[15px] text-muted">{lead}</p> : null}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

function Hero() {
  const { user } = useSession();
  return (
    <section className="relative overflow-hidden bg-brand-950 text-white">
      <div aria-hidden className="absolute -top-40 right-[-10%] size-[32rem] rounded-full bg-brand-600/40 blur-3xl" />
      <div aria-hidden className="absolute bottom-[-12rem] left-[-8rem] size-[28rem] rounded-full bg-accent-400/15 blur-3xl" />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-medium text-brand-100 ring-1 ring-white/15">
            <Sparkles className="size-3.5" aria-hidden />
            {h.eyebrow}
          </p>
          <h1 className="mt-5 max-w-2xl text-3xl leading-tight font-semibold tracking-tight sm:text-5xl sm:leading-[1.1]">{h.title}</h1>
          <p className="mt-5 max-w-xl text-base leading-relaxed text-brand-100 sm:text-lg">{h.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {user ? (
              <ButtonLink to="/notifications" size="lg" variant="inverse">
                {h.ctaSignedIn}
              </ButtonLink>
            ) : (
              <ButtonLink to="/auth/signup" size="lg" variant="inverse">
                {h.ctaPrimary}
              </ButtonLink>
            )}
            <ButtonLink to="/events" size="lg" variant="inverse-ghost">
              {h.ctaSecondary}
              <ArrowRight className="size-4" aria-hidden />
            </ButtonLink>
          </div>
        </div>
        <div aria-hidden className="hidden lg:block">
          <div className="grid grid-cols-2 gap-4">
            {categories.map((category, index) => (
              <div key={category.to} className={`rounded-2xl bg-white/8 p-5 ring-1 ring-white/12 backdrop-blur ${index % 2 === 1 ? 'translate-y-6' : ''}`}>
                <span className="flex size-10 items-center justify-center rounded-xl bg-white/12 text-accent-400 [&_svg]:size-5">{category.icon}</span>
                <p className="mt-4 font-semibold">{category.title}</p>
                <p className="mt-1 text-sm leading-relaxed text-brand-200">{category.body}</p>
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}

function Categories() {
  return (
    <Section title={h.categoriesTitle}>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {categories.map((category) => (
          <li key={category.to}>
            <Link
              to={category.to}
              className="group flex h-full flex-col rounded-2xl border border-line bg-surface p-5 shadow-card transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-pop"
            >
              <span aria-hidden className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 [&_svg]:size-5">
                {category.icon}
              </span>
              <span className="mt-4 font-semibold text-ink">{category.title}</span>
              <span className="mt-1 flex-1 text-sm leading-relaxed text-muted">{category.body}</span>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700">
                {h.explore}
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

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
    <Section
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
    </Section>
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

function Values() {
  return (
    <Section title={h.valuesTitle}>
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {h.values.map((value, index) => (
          <li key={value.title} className="flex gap-4">
            <span aria-hidden className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-400/15 text-warning-700 [&_svg]:size-5">
              {valueIcons[index]}
            </span>
            <div>
              <p className="font-semibold text-ink">{value.title}</p>
              <p className="mt-1 text-sm leading-relaxed text-muted">{value.body}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function HostBand() {
  return (
    <section className="mx-auto w-full max-w-7xl px-4 pb-16 sm:px-6">
      <div className="flex flex-col items-start gap-6 rounded-3xl bg-brand-50 px-6 py-10 ring-1 ring-brand-100 sm:px-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-xl">
          <h2 className="text-xl font-semibold tracking-tight text-ink sm:text-2xl">{h.hostTitle}</h2>
          <p className="mt-2 text-[15px] leading-relaxed text-ink-soft">{h.hostBody}</p>
        </div>
        <ButtonLink to="/studio" size="lg">
          {h.hostCta}
        </ButtonLink>
      </div>
    </section>
  );
}

export function HomePage() {
  usePageTitle();
  return (
    <>
      <Hero />
      <Categories />
      <ProductShelves />
      <TopHosts />
      <Values />
      <div className="pt-16">
        <HostBand />
      </div>
    </>
  );
}
