import { FileText } from 'lucide-react';
import { EmptyState } from '../../components/ui/EmptyState';
import { PageHeader } from '../../components/ui/PageHeader';
import { useCmsConfiguration } from '../../lib/cms';
import { contentMessages } from '../../lib/content-messages';
import { usePageTitle } from '../../lib/use-page-title';
import { CmsStates } from './CmsStates';
import { RichText } from './RichText';

const pages = {
  terms: { words: contentMessages.terms, text: 'termsOfService', date: 'termsUpdatedAt' },
  privacy: { words: contentMessages.privacy, text: 'privacyPolicy', date: 'privacyUpdatedAt' },
} as const;

/** `/terms` and `/privacy`: the site configuration's texts, edited in the content service. */
function LegalPage({ kind }: { kind: keyof typeof pages }) {
  const { words, text, date } = pages[kind];
  usePageTitle(words.title);
  const config = useCmsConfiguration();
  const site = config.data?.data?.attributes;
  const body = site?.[text];
  const updated = site?.[date];
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeader title={words.title} description={updated ? contentMessages.updatedAt(updated) : undefined} />
      <CmsStates query={config} empty={!body} emptyState={<EmptyState icon={<FileText />} title={words.title} body={words.emptyBody} />}>
        <RichText text={body} />
      </CmsStates>
    </div>
  );
}

export const TermsPage = () => <LegalPage kind="terms" />;
export const PrivacyPage = () => <LegalPage kind="privacy" />;
