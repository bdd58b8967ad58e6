import { LAYOFF_PROOF_CONTENT_TYPES } from '@market/contract';
import { useId, useState } from 'react';
import { ProgressBar } from '../../components/ui/ProgressBar';
import { layoffMessages as t } from '../../lib/layoff-messages';
import { uploadPrivateFile } from '../../lib/upload';

export const PROOF_MAX_BYTES = 10 * 1024 * 1024;
const ACCEPT = LAYOFF_PROOF_CONTENT_TYPES.join(',');

/** Why a chosen file cannot be the proof, or null. */
export function proofProblem(file: { type: string; size: number }): string | null {
  if (!(LAYOFF_PROOF_CONTENT_TYPES as readonly string[]).includes(file.type)) return t.proofType;
  if (file.size > PROOF_MAX_BYTES) return t.proofTooLarge;
  return null;
}

/**
 * The proof as a private upload (folder `layoff-proofs`), its progress shown as it goes; hands back
 * the file's id once its bytes arrived. `error` is the field's message (from the form or the server).
 */
export function ProofUpload({
  onUploaded,
  error,
  onProblem,
}: {
  onUploaded: (id: string | null) => void;
  error?: string;
  onProblem: (message: string) => void;
}) {
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const describedBy = `${inputId}-hint${error ? ` ${inputId}-error` : ''}`;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const problem = proofProblem(file);
    if (problem) return onProblem(problem);
    setUploaded(null);
    onUploaded(null);
    setProgress(0);
    try {
      const stored = await uploadPrivateFile(file, 'layoff-proofs', setProgress);
      setUploaded(file.name);
      onUploaded(stored.id);
    } catch {
      onProblem(t.proofFailed);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {t.proof}
      </label>
      {progress !== null ? (
        <ProgressBar value={progress} label={t.uploadLabel} caption={t.uploading(progress)} />
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <input
            id={inputId}
            type="file"
            accept={ACCEPT}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            onChange={(event) => void choose(event.target.files?.[0])}
            className="block w-full max-w-md text-sm text-ink-soft file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-brand-700 hover:file:bg-brand-100"
          />
          {uploaded ? (
            <p role="status" className="text-sm text-success-700">
              {t.uploaded(uploaded)}
            </p>
          ) : null}
        </div>
      )}
      <p id={`${inputId}-hint`} className="text-xs text-muted">
        {t.proofHint}
      </p>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-danger-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
