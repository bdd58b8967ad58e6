import { m } from '../../../lib/messages';
import { LibraryBrowser } from '../../studio/library/LibraryPage';
import { platformLibrary } from '../../studio/library/library-api';

/** `/admin/library`: the platform's own library of files and links, for the academy and admins' courses (no quota). */
export function PlatformLibraryPage() {
  return <LibraryBrowser api={platformLibrary} title={m.library.platformTitle} lead={m.library.platformLead} />;
}
