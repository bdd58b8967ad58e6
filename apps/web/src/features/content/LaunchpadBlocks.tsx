import { cmsList, useCmsCareerLaunchpad } from '../../lib/cms';
import { contentMessages } from '../../lib/content-messages';
import { LandingCards, LandingFaqs, LandingSection, LandingStats } from './LandingBlocks';
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
      <LandingStats stats={stats} className="my-6" />
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
