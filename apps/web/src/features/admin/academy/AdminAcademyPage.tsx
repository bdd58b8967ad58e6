import { PlatformAcademyEditor } from '../../academy/AcademyEditor';

/** `/admin/academy`: the platform's own academy (the public `/academy`), kept by admins. */
export function AdminAcademyPage() {
  return <PlatformAcademyEditor />;
}
