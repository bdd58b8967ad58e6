import { ArrowRight, BellRing, BookOpen, CreditCard, GraduationCap, LayoutGrid, ShieldCheck, Sparkles, Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { m } from '../../lib/messages';
import { useSession } from '../auth/session';
import { RichText } from './RichText';
import type { HomeSection } from './site-content';

/** The public home's editorial blocks, drawn from its `section`s (features/content/site-content.ts). */

const h = m.home;

/** The section frame of the home: a heading, an optional lead and action, then the block. */
export function HomeFrame({ title, lead, action, children }: { title: string; lead?: string; action?: ReactNode; children: ReactNode }) {
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

/** The icon of a category card: the uploaded one, else the one of the section its link opens. */
const pathIcons: Record<string, ReactNode> = {
  '/events': <Ticket />,
  '/courses': <GraduationCap />,
  '/ebooks': <BookOpen />,
  '/memberships': <Sparkles />,
};
function ItemIcon({ section, index, fallback }: { section: HomeSection; index: number; fallback: ReactNode }) {
  const uploaded = section.icons?.[index];
  if (uploaded) return <img src={uploaded} alt="" className="size-5 object-contain" />;
  return <>{pathIcons[section.items?.[index]?.url ?? ''] ?? fallback}</>;
}

export function HomeHero({ hero, categories }: { hero: HomeSection; categories?: HomeSection }) {
  const { user } = useSession();
  const cards = categories?.items ?? [];
  return (
    <section className="relative overflow-hidden bg-brand-950 text-white">
      <div aria-hidden className="absolute -top-40 right-[-10%] size-[32rem] rounded-full bg-brand-600/40 blur-3xl" />
      <div aria-hidden className="absolute bottom-[-12rem] left-[-8rem] size-[28rem] rounded-full bg-accent-400/15 blur-3xl" />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:py-24">
        <div>
          {hero.subtitle ? (
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-xs font-medium text-brand-100 ring-1 ring-white/15">
              <Sparkles className="size-3.5" aria-hidden />
              {hero.subtitle}
            </p>
          ) : null}
          <h1 className="mt-5 max-w-2xl text-3xl leading-tight font-semibold tracking-tight sm:text-5xl sm:leading-[1.1]">{hero.title}</h1>
          <Paragraphs text={hero.content} className="mt-5 max-w-xl text-base leading-relaxed text-brand-100 sm:text-lg" />
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
            {hero.cta ? (
              <ButtonLink to={hero.cta.url} size="lg" variant="inverse-ghost">
                {hero.cta.label}
                <ArrowRight className="size-4" aria-hidden />
              </ButtonLink>
            ) : null}
          </div>
        </div>
        {hero.image || cards.length ? (
          <div aria-hidden className="hidden lg:block">
            {hero.image ? (
              <img src={hero.image} alt="" className="w-full rounded-2xl object-cover" />
            ) : (
              <div className="grid grid-cols-2 gap-4">
                {cards.slice(0, 4).map((card, index) => (
                  <div key={index} className={`rounded-2xl bg-white/8 p-5 ring-1 ring-white/12 backdrop-blur ${index % 2 === 1 ? 'translate-y-6' : ''}`}>
                    <span className="flex size-10 items-center justify-center rounded-xl bg-white/12 text-accent-400 [&_svg]:size-5">
                      <ItemIcon section={categories!} index={index} fallback={<LayoutGrid />} />
                    </span>
                    <p className="mt-4 font-semibold">{card.title}</p>
                    <p className="mt-1 text-sm leading-relaxed text-brand-200">{card.description}</p>
                  </div>
                ))}
              </div>
            )}
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** Cards that each open a part of the site (an item without a link is a plain card). */
export function HomeCategories({ section }: { section: HomeSection }) {
  return (
    <HomeFrame title={section.title} lead={section.subtitle}>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {(section.items ?? []).map((item, index) => {
          const body = (
            <>
              <span aria-hidden className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 [&_svg]:size-5">
                <ItemIcon section={section} index={index} fallback={<LayoutGrid />} />
              </span>
              <span className="mt-4 font-semibold text-ink">{item.title}</span>
              <span className="mt-1 flex-1 text-sm leading-relaxed text-muted">{item.description}</span>
            </>
          );
          const card = 'flex h-full flex-col rounded-2xl border border-line bg-surface p-5 shadow-card';
          return (
            <li key={index}>
              {item.url ? (
                <Link to={item.url} className={`group ${card} transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-pop`}>
                  {body}
                  <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-brand-700">
                    {h.explore}
                    <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden />
                  </span>
                </Link>
              ) : (
                <div className={card}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </HomeFrame>
  );
}

/** Short words on a coloured band, in its own colours (rich text's styles are for long reading): one paragraph a block. */
function Paragraphs({ text, className }: { text?: string; className: string }) {
  const blocks = (text ?? '')
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  return (
    <>
      {blocks.map((block, i) => (
        <p key={i} className={className}>
          {block}
        </p>
      ))}
    </>
  );
}

const valueIcons = [<ShieldCheck key="a" />, <CreditCard key="b" />, <BellRing key="c" />];

/** Reasons to choose the site, or any block of titled points. */
export function HomeValues({ section }: { section: HomeSection }) {
  return (
    <HomeFrame title={section.title} lead={section.subtitle}>
      <RichText text={section.content} className="mb-6 max-w-3xl text-ink-soft" />
      <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
        {(section.items ?? []).map((item, index) => (
          <li key={index} className="flex gap-4">
            <span aria-hidden className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-400/15 text-warning-700 [&_svg]:size-5">
              <ItemIcon section={section} index={index} fallback={valueIcons[index % valueIcons.length]} />
            </span>
            <div>
              <p className="font-semibold text-ink">
                {item.url ? (
                  <Link to={item.url} className="hover:text-brand-700 hover:underline">
                    {item.title}
                  </Link>
                ) : (
                  item.title
                )}
              </p>
              {item.description ? <p className="mt-1 text-sm leading-relaxed text-muted">{item.description}</p> : null}
            </div>
          </li>
        ))}
      </ul>
      {section.cta ? (
        <ButtonLink to={section.cta.url} variant="secondary" className="mt-8">
          {section.cta.label}
        </ButtonLink>
      ) : null}
    </HomeFrame>
  );
}

/** The call to hosts: a band with its words and button. */
export function HomeBand({ section }: { section: HomeSection }) {
  return (
    <section className="mx-auto w-full max-w-7xl px-4 pb-16 sm:px-6">
      <div className="flex flex-col items-start gap-6 rounded-3xl bg-brand-50 px-6 py-10 ring-1 ring-brand-100 sm:px-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-xl">
          <h2 className="text-xl font-semibold tracking-tight text-ink sm:text-2xl">{section.title}</h2>
          <Paragraphs text={section.content ?? section.subtitle} className="mt-2 text-[15px] leading-relaxed text-ink-soft" />
        </div>
        {section.cta ? (
          <ButtonLink to={section.cta.url} size="lg">
            {section.cta.label}
          </ButtonLink>
        ) : null}
      </div>
    </section>
  );
}
