import { cmsList, useCmsCareerLaunchpad } from '../../lib/cms';
import { contentMessages } from '../../lib/content-messages';
import { LandingCards, LandingFaqs, LandingSection } from './LandingBlocks';
import { RichText } from './RichText';

const t = contentMessages.launchpad;

/**
 * The content service's career launchpad page, shown on `/launchpads` above the programmes. The
 * programmes are the page's substance: while the service loads, fails or is empty this shows nothing.
 */
export function LaunchpadIntro() {
  const launchpad = useCmsCareerLaunchpad();
  const page = launchpad.data?.data?.attributes;
  if (!page) return null;
  const stats = cmsList(page.stats);
  const steps = cmsList(page.steps);
  const benefits = cmsList(page.benefits);
  return (
    <div data-testid="launchpad-intro" className="mt-6">
      {page.subtitle ? <p className="text-lg font-medium text-ink">{page.subtitle}</p> : null}
      <RichText text={page.intro} className="mt-2 max-w-3xl text-ink-soft" />
      {stats.length ? (
        <dl className="my-6 flex flex-wrap gap-8">
          {stats.map((stat, i) => (
            <div key={i}>
              <dt className="text-sm text-muted">{stat.label}</dt>
              <dd className="text-2xl font-semibold text-ink">{stat.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {steps.length ? (
        <LandingSection title={t.steps}>
          <LandingCards items={steps} />
        </LandingSection>
      ) : null}
      {benefits.length ? (
        <LandingSection title={t.benefits}>
          <LandingCards items={benefits} />
        </LandingSection>
      ) : null}
    </div>
  );
}

/** The launchpad's FAQ, under the programmes. */
export function LaunchpadFaqs() {
  const faqs = useCmsCareerLaunchpad().data?.data?.attributes.faqs;
  if (!faqs?.data || (Array.isArray(faqs.data) && !faqs.data.length)) return null;
  return (
    <div className="mt-12">
      <LandingSection title={t.faqs}>
        <LandingFaqs faqs={faqs} />
      </LandingSection>
    </div>
  );
}
