import { DEFAULT_ERROR_MESSAGE, KEYWORD_UPLOAD_MAX_BYTES, type KeywordUploadResult } from '@market/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Callout } from '../../../components/ui/Callout';
import { Dialog } from '../../../components/ui/Dialog';
import { ApiError, callApi } from '../../../lib/api';
import * as calls from '../../../lib/endpoints.generated';
import { m } from '../../../lib/messages';
import { cm } from '../../../lib/console-messages';

const t = cm.keywordUpload;

function fileProblem(file: File): string | null {
  if (!/\.(csv|xlsx|txt)$/i.test(file.name)) return t.fileTypeError;
  if (file.size > KEYWORD_UPLOAD_MAX_BYTES) return t.fileSizeError;
  return null;
}

function uploadList(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  // Quiet: the dialog shows the server's refusal beside the file input.
  return callApi(calls.contentModeration.uploadKeywords, { body: form }, { toast: false });
}

/** Choose a .csv/.xlsx/.txt list → upload → how many were added, skipped as duplicates, or unusable (by line). */
export function KeywordUploadDialog({ onClose, onUploaded }: { onClose: () => void; onUploaded: () => void }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({ mutationFn: uploadList, onSuccess: onUploaded });
  const result = upload.data;
  const refusal = upload.error ? (upload.error instanceof ApiError ? upload.error.message : DEFAULT_ERROR_MESSAGE) : null;
  const reset = () => (upload.reset(), setFile(null), setProblem(null));

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.title}
      description={t.hint}
      className="max-w-lg"
      footer={
        result ? (
          <>
            <Button variant="secondary" onClick={reset}>
              {t.another}
            </Button>
            <Button onClick={onClose}>{m.common.close}</Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {m.common.cancel}
            </Button>
            <Button disabled={!file || Boolean(problem)} loading={upload.isPending} onClick={() => file && upload.mutate(file)}>
              {t.send}
            </Button>
          </>
        )
      }
    >
      {result ? (
        <UploadSummary result={result} />
      ) : (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium text-ink">
            {t.file}
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,.xlsx,.txt,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-describedby={problem || refusal ? `${inputId}-error` : undefined}
            aria-invalid={problem || refusal ? true : undefined}
            className="block w-full text-sm text-ink-soft file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-brand-700 hover:file:bg-brand-100"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              upload.reset();
              setFile(chosen);
              setProblem(chosen ? fileProblem(chosen) : null);
            }}
          />
          {problem || refusal ? (
            <p id={`${inputId}-error`} role="alert" className="text-sm text-danger-600">
              {problem ?? refusal}
            </p>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}

function UploadSummary({ result }: { result: KeywordUploadResult }) {
  return (
    <div className="flex flex-col gap-3">
      <Callout tone={result.added > 0 ? 'success' : 'info'} title={t.done}>
        <p>{t.received(result.received)}</p>
        <ul className="mt-1 list-disc pl-5">
          <li>{t.added(result.added)}</li>
          <li>{t.skipped(result.skipped)}</li>
          <li>{t.invalid(result.invalid)}</li>
        </ul>
      </Callout>
      {result.invalidLines.length ? (
        <LineList
          title={t.invalidTitle}
          lines={result.invalidLines.map((l) => ({ line: l.line, text: t.problems[l.problem] ?? l.problem }))}
          more={result.invalid - result.invalidLines.length}
        />
      ) : null}
      {result.duplicates.length ? (
        <LineList
          title={t.duplicatesTitle}
          lines={result.duplicates.map((d) => ({ line: d.line, text: d.keyword }))}
          more={result.skipped - result.duplicates.length}
        />
      ) : null}
    </div>
  );
}

function LineList({ title, lines, more }: { title: string; lines: { line: number; text: string }[]; more: number }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="text-sm font-semibold text-ink">
        {title}
      </h3>
      <ul className="mt-1 max-h-40 overflow-y-auto rounded-lg bg-sunken px-3 py-2 text-sm text-ink-soft">
        {lines.map((l) => (
          <li key={l.line}>
            <span className="font-medium text-ink">{t.line(l.line)}:</span> {l.text}
          </li>
        ))}
        {more > 0 ? <li className="text-muted">{t.more(more)}</li> : null}
      </ul>
    </section>
  );
}
