import { cmsList, useCmsHomeAcademy } from '../../lib/cms';
import { LandingStats } from './LandingBlocks';
import { RichText } from './RichText';

/**
 * The content service's academy home blocks (subtitle, intro, numbers) under the platform academy's
 * title. The academy's parts are the page's substance: while the service loads, fails or is empty
 * this shows nothing.
 */
export function AcademyIntro() {
  const page = useCmsHomeAcademy().data?.data?.attributes;
  if (!page) return null;
  const stats = cmsList(page.stats);
  return (
    <div data-testid="academy-intro" className="mt-4">
      {page.subtitle ? <p className="font-medium text-ink">{page.subtitle}</p> : null}
      <RichText text={page.intro} className="mt-2 text-ink-soft" />
      <LandingStats stats={stats} className="mt-4" />
    </div>
  );
}
