import { cmsFaq } from '@market/contract';
import { LifeBuoy } from 'lucide-react';
import { EmptyState } from '../../components/ui/EmptyState';
import { PageHeader } from '../../components/ui/PageHeader';
import { useCmsConfiguration, useCmsFaqs, type CmsAttributesOf, type CmsEntry } from '../../lib/cms';
import { contentMessages } from '../../lib/content-messages';
import { usePageTitle } from '../../lib/use-page-title';
import { CmsStates } from './CmsStates';
import { RichText } from './RichText';

const t = contentMessages.help;
type Faq = CmsEntry<CmsAttributesOf<typeof cmsFaq>>;

/** `/help`: the configuration's help intro, then the FAQ grouped as the editors grouped it. */
export function HelpPage() {
  usePageTitle(t.title);
  const config = useCmsConfiguration();
  const faqs = useCmsFaqs();
  const site = config.data?.data?.attributes;
  const entries = faqs.data?.data ?? [];
  const contact = contentMessages.contact(site?.hotline, site?.email);

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader title={t.title} description={t.lead} />
      {site?.helpIntro ? <RichText text={site.helpIntro} className="mb-8" /> : <p className="mb-8 text-muted">{t.defaultIntro}</p>}
      <CmsStates query={faqs} empty={entries.length === 0} emptyState={<EmptyState icon={<LifeBuoy />} title={t.emptyTitle} body={t.emptyBody} />}>
        <h2 className="sr-only">{t.faqHeading}</h2>
        {groupFaqs(entries).map(([group, items]) => (
          <section key={group} aria-labelledby={`faq-${group}`} className="mb-8">
            <h3 id={`faq-${group}`} className="mb-3 text-lg font-semibold text-ink">
              {t.groups[group] ?? group}
            </h3>
            <ul className="divide-y divide-line rounded-2xl border border-line bg-surface">
              {items.map((faq) => (
                <li key={faq.id}>
                  <details className="group px-4 py-3">
                    <summary className="cursor-pointer font-medium text-ink">{faq.attributes.question}</summary>
                    <RichText text={faq.attributes.answer} className="mt-2 text-sm text-muted" />
                  </details>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </CmsStates>
      {contact ? <p className="mt-8 text-sm text-muted">{contact}</p> : null}
    </div>
  );
}

/** Groups in the declaration's order (GENERAL first), entries in the service's order within each. */
function groupFaqs(entries: Faq[]): [string, Faq[]][] {
  const order: readonly string[] = cmsFaq.attributes.group.values;
  const groups = new Map<string, Faq[]>();
  for (const entry of entries) {
    const group = entry.attributes.group ?? 'GENERAL';
    groups.set(group, [...(groups.get(group) ?? []), entry]);
  }
  return [...groups].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
}
