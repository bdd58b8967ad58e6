import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { cmsLinked, cmsList } from '../../lib/cms';
import { RichText } from './RichText';

/** The parts the content service's landing singletons share (hero, intro, features, steps, FAQ, CTA). */

interface Hero {
  title?: string | null;
  subtitle?: string | null;
  intro?: string | null;
  cta?: { label?: string | null; url?: string | null } | { label?: string | null; url?: string | null }[] | null;
}

/** The hero of a landing: its h1, subtitle, intro and call to action. */
export function LandingHero({ hero, fallbackTitle }: { hero: Hero; fallbackTitle: string }) {
  const cta = cmsList(hero.cta)[0];
  return (
    <header className="mb-10 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{hero.title ?? fallbackTitle}</h1>
      {hero.subtitle ? <p className="mt-3 text-lg text-muted">{hero.subtitle}</p> : null}
      <RichText text={hero.intro} className="mx-auto mt-4 max-w-2xl text-ink-soft" />
      {cta?.label && cta.url ? (
        <ButtonLink to={cta.url} className="mt-6">
          {cta.label}
        </ButtonLink>
      ) : null}
    </header>
  );
}

export function LandingSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="mb-10">
      <h2 className="mb-4 text-xl font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

/** Features or steps: a title, an optional description and duration each. */
/** A page's figures ("1 200 học viên"), as big numbers under their labels. */
export function LandingStats({ stats, className }: { stats: { label?: string | null; value?: string | null }[]; className: string }) {
  if (!stats.length) return null;
  return (
    <dl className={`flex flex-wrap gap-8 ${className}`}>
      {stats.map((stat, i) => (
        <div key={i}>
          <dt className="text-sm text-muted">{stat.label}</dt>
          <dd className="text-2xl font-semibold text-ink">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function LandingCards({ items }: { items: { title?: string | null; description?: string | null; duration?: string | null }[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, i) => (
        <li key={i} className="rounded-2xl border border-line bg-surface p-4">
          {item.duration ? <p className="text-xs font-medium text-brand-600">{item.duration}</p> : null}
          <p className="font-semibold text-ink">{item.title}</p>
          {item.description ? <p className="mt-1 text-sm text-muted">{item.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/** A populated FAQ relation as questions that open on their answer. */
export function LandingFaqs({ faqs }: { faqs: Parameters<typeof cmsLinked>[0] }) {
  const entries = cmsLinked<{ question?: string; answer?: string }>(faqs);
  if (!entries.length) return null;
  return (
    <ul className="divide-y divide-line rounded-2xl border border-line bg-surface">
      {entries.map((faq) => (
        <li key={faq.id}>
          <details className="px-4 py-3">
            <summary className="cursor-pointer font-medium text-ink">{faq.attributes.question}</summary>
            <RichText text={faq.attributes.answer} className="mt-2 text-sm text-muted" />
          </details>
        </li>
      ))}
    </ul>
  );
}
