import { SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { m } from '../../lib/messages';
import { usePageTitle } from '../../lib/use-page-title';
import { StatusPage } from './StatusPage';

/** /search?q=…: the catalogue search arrives with the catalogue; the query is already understood. */
export function SearchPage() {
  const [params] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  usePageTitle(q ? m.guard.searchTitle(q) : m.nav.search);
  return <StatusPage icon={<SearchX />} title={q ? m.guard.searchTitle(q) : m.nav.search} body={q ? m.guard.searchFor(q) : m.guard.searchEmpty} />;
}
