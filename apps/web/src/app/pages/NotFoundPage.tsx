import { Compass } from 'lucide-react';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { StatusPage } from './StatusPage';

export function NotFoundPage() {
  usePageTitle(m.guard.notFoundTitle);
  return <StatusPage code="404" icon={<Compass />} title={m.guard.notFoundTitle} body={m.guard.notFoundBody} />;
}
