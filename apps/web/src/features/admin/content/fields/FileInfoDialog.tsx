import { useId, useState, type FormEvent } from 'react';
import { Field } from '../../../../components/ui/Field';
import { FormDialog } from '../../../../components/ui/FormDialog';
import { Input } from '../../../../components/ui/Input';
import { Textarea } from '../../../../components/ui/Textarea';
import type { CmsFile } from '../../../../lib/cms';
import { cmsConsoleMessages } from '../../../../lib/cms-console-messages';
import { toast } from '../../../../lib/toast';
import { fileOf, useDescribeFile } from '../cms-admin';

const t = cmsConsoleMessages.fields;
/** The service's limit on both texts (its `fileInfo` schema). */
const MAX = 1000;

/** A stored file's alternative text and caption, edited and saved in the media library. */
export function FileInfoDialog({ file, onClose, onSaved }: { file: CmsFile; onClose: () => void; onSaved: (file: CmsFile) => void }) {
  const attributes = file.attributes as { name?: string; alternativeText?: string | null; caption?: string | null };
  const name = attributes.name ?? `#${file.id}`;
  const [alternativeText, setAlternativeText] = useState(attributes.alternativeText ?? '');
  const [caption, setCaption] = useState(attributes.caption ?? '');
  const describe = useDescribeFile();
  const formId = useId();
  const tooLong = (text: string) => (text.length > MAX ? t.textTooLong(MAX) : undefined);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The dialog is portalled out of the entry's form in the page, not in React: its submit must not save the entry.
    event.stopPropagation();
    if (tooLong(alternativeText) || tooLong(caption)) return;
    describe.mutate(
      { id: file.id, info: { alternativeText: alternativeText.trim() || null, caption: caption.trim() || null } },
      {
        onSuccess: (saved) => {
          toast.success(t.described);
          onSaved(fileOf(saved));
        },
        onError: (failure) => toast.error(failure.message || t.describeFailed),
      },
    );
  }

  return (
    <FormDialog
      title={t.describeTitle(name)}
      description={t.describeLead}
      formId={formId}
      submitLabel={t.describeSave}
      pending={describe.isPending}
      onClose={onClose}
      onSubmit={submit}
      formClassName="flex flex-col gap-4"
    >
      <Field label={t.alternativeText} hint={t.alternativeTextHint} error={tooLong(alternativeText)} optional>
        <Input value={alternativeText} onChange={(event) => setAlternativeText(event.target.value)} />
      </Field>
      <Field label={t.caption} hint={t.captionHint} error={tooLong(caption)} optional>
        <Textarea rows={2} value={caption} onChange={(event) => setCaption(event.target.value)} />
      </Field>
    </FormDialog>
  );
}
