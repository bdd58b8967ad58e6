import { ShieldBan } from 'lucide-react';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { StatusPage } from './StatusPage';

/** Shown where a signed-in account lacks the role a page needs. */
export function ForbiddenPage() {
  usePageTitle(m.guard.forbiddenTitle);
  return <StatusPage code="403" icon={<ShieldBan />} title={m.guard.forbiddenTitle} body={m.guard.forbiddenBody} />;
}
