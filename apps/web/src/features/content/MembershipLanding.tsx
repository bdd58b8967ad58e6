import type { ReactNode } from 'react';
import { useCmsMembershipLanding, cmsList } from '../../lib/cms';
import { contentMessages } from '../../lib/content-messages';
import { LandingCards, LandingFaqs, LandingHero, LandingSection } from './LandingBlocks';

const t = contentMessages.membership;

/**
 * The editorial part of `/memberships`, above the plans on sale. The plans are the page's substance,
 * so while the service loads, fails or is empty this shows nothing and the page keeps its own header.
 */
export function MembershipLanding({ fallback }: { fallback: ReactNode }) {
  const landing = useCmsMembershipLanding();
  const page = landing.data?.data?.attributes;
  if (!page?.title) return <>{fallback}</>;
  const benefits = cmsList(page.benefits);
  return (
    <div data-testid="membership-landing">
      <LandingHero hero={page} fallbackTitle={page.title} />
      {benefits.length ? (
        <LandingSection title={t.benefits}>
          <LandingCards items={benefits} />
        </LandingSection>
      ) : null}
    </div>
  );
}

/** The landing's FAQ, shown under the plans. */
export function MembershipFaqs() {
  const landing = useCmsMembershipLanding();
  const faqs = landing.data?.data?.attributes.faqs;
  if (!faqs?.data || (Array.isArray(faqs.data) && !faqs.data.length)) return null;
  return (
    <div className="mt-12">
      <LandingSection title={t.faqs}>
        <LandingFaqs faqs={faqs} />
      </LandingSection>
    </div>
  );
}
