import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Field } from '../../../../components/ui/Field';
import { Input } from '../../../../components/ui/Input';
import { m } from '../../../../lib/messages';
import type { EventFormValues } from '../event-form';

const t = m.studioEvents;
const looksLikeUrl = (value: string) => /^https?:\/\/\S+$/i.test(value.trim());

/** The preview of the cover; a link that does not load an image says so. */
function CoverPreview({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted">
        <ImageOff className="size-4" aria-hidden />
        {t.coverBroken}
      </p>
    );
  }
  return <img src={src} alt={t.coverPreview} className="aspect-video w-full max-w-xl rounded-xl border border-line object-cover" onError={() => setFailed(true)} />;
}

/**
 * Step 4: the cover image. The app has no upload helper yet, so the cover is a link to an image
 * that is already online.
 */
export function CoverStep() {
  const { register, control, formState } = useFormContext<EventFormValues, unknown, unknown>();
  const cover = useWatch({ control, name: 'coverImage' });
  return (
    <div className="flex flex-col gap-5">
      <Field label={t.cover} optional hint={t.coverHint} error={formState.errors.coverImage?.message}>
        <Input type="url" inputMode="url" autoComplete="off" placeholder="https://" {...register('coverImage')} />
      </Field>
      {looksLikeUrl(cover) ? (
        <CoverPreview key={cover} src={cover.trim()} />
      ) : (
        <div className="flex aspect-video w-full max-w-xl items-center justify-center rounded-xl border border-dashed border-line-strong bg-sunken text-sm text-muted">
          {t.coverNone}
        </div>
      )}
    </div>
  );
}
