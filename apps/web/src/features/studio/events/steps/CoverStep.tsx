import { ImageOff, Upload } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { toast } from '../../../../lib/toast';
import { Field } from '../../../../components/ui/Field';
import { Input } from '../../../../components/ui/Input';
import { Spinner } from '../../../../components/ui/Spinner';
import { ApiError } from '../../../../lib/api-error';
import { cm } from '../../../../lib/console-messages';
import { uploadFile } from '../../../../lib/upload';
import type { EventFormValues } from '../event-form';

const t = cm.studioEvents;
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
  return (
    <img src={src} alt={t.coverPreview} className="aspect-video w-full max-w-xl rounded-xl border border-line object-cover" onError={() => setFailed(true)} />
  );
}

/** Images only, as the server's upload policy allows them (10 MB). */
const MAX_COVER_BYTES = 10 * 1024 * 1024;

/** Picks an image from the device and uploads it; the cover field then holds its address. */
function CoverUpload({ onUploaded }: { onUploaded: (url: string) => void }) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    if (!file.type.startsWith('image/')) return setError(t.coverNotImage);
    if (file.size > MAX_COVER_BYTES) return setError(t.coverTooLarge);
    setUploading(true);
    try {
      onUploaded(await uploadFile(file, 'events'));
      toast.success(t.coverUploaded);
    } catch (failure) {
      // A refused signature was already toasted by the API client; a failed transfer was not.
      if (!(failure instanceof ApiError)) setError(t.coverUploadFailed);
    } finally {
      setUploading(false);
    }
  }
  return (
    <div className="flex flex-col gap-1.5">
      <label
        htmlFor={id}
        className="inline-flex h-10 w-fit cursor-pointer items-center gap-2 rounded-xl border border-line-strong bg-surface px-4 text-sm font-medium text-ink focus-within:outline-2 focus-within:outline-brand-500 hover:bg-sunken"
      >
        {uploading ? <Spinner className="size-4" /> : <Upload className="size-4" aria-hidden />}
        {uploading ? t.coverUploading : t.coverUpload}
        <input id={id} type="file" accept="image/*" className="sr-only" disabled={uploading} onChange={(e) => void onChange(e)} />
      </label>
      {error ? (
        <p role="alert" className="text-[13px] text-danger-600">
          {error}
        </p>
      ) : (
        <p className="text-[13px] text-muted">{t.coverUploadHint}</p>
      )}
    </div>
  );
}

/** Step 4: the cover image, uploaded from the device or given as a link to an image already online. */
export function CoverStep() {
  const { register, control, formState, setValue } = useFormContext<EventFormValues, unknown, unknown>();
  const cover = useWatch({ control, name: 'coverImage' });
  return (
    <div className="flex flex-col gap-5">
      <CoverUpload onUploaded={(url) => setValue('coverImage', url, { shouldDirty: true, shouldValidate: true })} />
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
