import { Sparkles } from 'lucide-react';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { StatusPage } from './StatusPage';

/** A page of the map that a later release fills (events, courses, cart…). */
export function ComingSoonPage({ title }: { title?: string }) {
  usePageTitle(title ?? m.guard.comingSoonTitle);
  return <StatusPage icon={<Sparkles />} title={title ? `${title} · ${m.common.comingSoon}` : m.guard.comingSoonTitle} body={m.guard.comingSoonBody} />;
}
