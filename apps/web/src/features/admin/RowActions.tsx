import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { m } from '../../lib/messages';

interface RowActionsProps {
  /** The row's name, which names both buttons for assistive tech ("Sửa …", "Xoá …"). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * The "Sửa" and "Xoá" buttons at the end of an admin table row, right-aligned.
 *
 * Why: businesses, host categories and event categories each drew the same two ghost buttons with
 * the same icons and accessible names; the page now says only what editing and deleting do.
 */
export function RowActions({ name, onEdit, onDelete }: RowActionsProps) {
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="sm" aria-label={m.catalogue.editOf(name)} leadingIcon={<Pencil className="size-4" aria-hidden />} onClick={onEdit}>
        {m.catalogue.edit}
      </Button>
      <Button variant="ghost" size="sm" aria-label={m.catalogue.deleteOf(name)} leadingIcon={<Trash2 className="size-4" aria-hidden />} onClick={onDelete}>
        {m.catalogue.delete}
      </Button>
    </div>
  );
}
