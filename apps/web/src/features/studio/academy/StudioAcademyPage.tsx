import { AcademyEditor, PlatformAcademyEditor } from '../../academy/AcademyEditor';
import { useSession } from '../../auth/session';
import { m } from '../../../lib/messages';

/**
 * `/studio/academy`: my public academy's parts. The server keeps an admin's parts as the platform's,
 * so an admin opening the studio reads and edits the platform's academy here too.
 */
export function StudioAcademyPage() {
  const { user } = useSession();
  if (!user) return null;
  if (user.role === 'ADMIN') return <PlatformAcademyEditor />;
  return (
    <AcademyEditor
      academyId={user.id}
      title={m.academy.editor.studioTitle}
      lead={m.academy.editor.studioLead}
      publicPath={`/academy/${encodeURIComponent(user.username)}`}
    />
  );
}
