import type { AcademyPartBody, AcademyPartDto } from '@market/contract';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { Textarea } from '../../components/ui/Textarea';
import { m } from '../../lib/messages';
import { showApiError } from '../../lib/show-api-error';
import { bodyOf, draftOf, validate, type DraftErrors, type PartDraft } from './academy-form';
import { AcademyItemsEditor } from './AcademyItemsEditor';

const t = m.academy.editor;

interface PartDialogProps {
  /** The part to edit; null adds one at `nextPosition`. */
  part: AcademyPartDto | null;
  nextPosition: number;
  onClose: () => void;
  onSave: (body: AcademyPartBody) => Promise<unknown>;
}

/** Adds or edits one part: its title, introduction, position and items. */
export function AcademyPartDialog({ part, nextPosition, onClose, onSave }: PartDialogProps) {
  const [draft, setDraft] = useState<PartDraft>(() => draftOf(part, nextPosition));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<PartDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const save = async () => {
    const body = bodyOf(draft, part?.id ?? null);
    const found = validate(body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await onSave(body);
      onClose();
    } catch (error) {
      showApiError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={part ? t.editPart : t.addPart}
      className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {m.common.cancel}
          </Button>
          <Button onClick={() => void save()} loading={saving}>
            {m.common.save}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          <Field label={t.fields.title} error={errors.title}>
            <Input maxLength={200} value={draft.title} onChange={(event) => set({ title: event.target.value })} />
          </Field>
          <Field label={t.fields.position} hint={t.fields.positionHint} error={errors.position}>
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={10_000}
              step={1}
              value={draft.position}
              onChange={(event) => set({ position: event.target.value })}
            />
          </Field>
        </div>
        <Field label={t.fields.description} optional error={errors.description}>
          <Textarea rows={3} maxLength={2000} value={draft.description} onChange={(event) => set({ description: event.target.value })} />
        </Field>
        <AcademyItemsEditor items={draft.items} onChange={(items) => set({ items })} errors={errors} />
      </div>
    </Dialog>
  );
}
