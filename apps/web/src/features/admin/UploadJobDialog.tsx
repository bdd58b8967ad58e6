import { BULK_UPLOAD_MAX_BYTES, type JobStatusDto } from '@market/contract';
import { useMutation, useQuery, useQueryClient, type InvalidateQueryFilters, type QueryKey } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { Callout } from '../../components/ui/Callout';
import { Dialog } from '../../components/ui/Dialog';
import { ProgressBar } from '../../components/ui/ProgressBar';
import { m } from '../../lib/messages';

/** The texts of an upload dialog (`cm.adminOrders`, `m.people.users`). */
export interface UploadJobTexts {
  uploadTitle: string;
  uploadHint: string;
  file: string;
  fileTypeError: string;
  fileSizeError: string;
  startUpload: string;
  uploadAnother: string;
  progressLabel: string;
  processing: (rows: number) => string;
  failed: string;
}

/** What the server answers to an upload: the job it queued and how many rows it read. */
interface UploadAccepted {
  jobId: string;
  rows: number;
}

interface UploadJobDialogProps<Accepted extends UploadAccepted, Result> {
  texts: UploadJobTexts;
  upload: (file: File) => Promise<Accepted>;
  /** The job's status query key (no job yet: `undefined`). */
  jobKey: (accepted: Accepted | undefined) => QueryKey;
  jobStatus: (accepted: Accepted, signal?: AbortSignal) => Promise<JobStatusDto>;
  /** The lists the job's rows land in, asked again once it is done (a stable value: it is an effect's dependency). */
  refreshWhenDone: InvalidateQueryFilters;
  onClose: () => void;
  pollMs?: number;
  className?: string;
  renderReport: (result: Result) => ReactNode;
}

function fileProblem(file: File, t: UploadJobTexts): string | null {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return t.fileTypeError;
  if (file.size > BULK_UPLOAD_MAX_BYTES) return t.fileSizeError;
  return null;
}

/** Choose a CSV/XLSX → upload → a progress bar while the job runs → the job's report. */
export function UploadJobDialog<Accepted extends UploadAccepted, Result>({
  texts: t,
  upload: send,
  jobKey,
  jobStatus,
  refreshWhenDone,
  onClose,
  pollMs = 1000,
  className,
  renderReport,
}: UploadJobDialogProps<Accepted, Result>) {
  const inputId = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({ mutationFn: send });
  const accepted = upload.data;
  const job = useQuery({
    queryKey: jobKey(accepted),
    queryFn: ({ signal }) => jobStatus(accepted!, signal),
    enabled: Boolean(accepted),
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'SUCCESS' || status === 'FAILED' ? false : pollMs;
    },
  });
  const result = job.data?.status === 'SUCCESS' ? (job.data.result as Result) : null;
  const failed = job.data?.status === 'FAILED' || job.isError;
  const running = Boolean(accepted) && !result && !failed;

  const finished = Boolean(result);
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries(refreshWhenDone);
  }, [finished, queryClient, refreshWhenDone]);

  const reset = () => {
    upload.reset();
    setFile(null);
    setProblem(null);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.uploadTitle}
      description={t.uploadHint}
      className={className}
      footer={
        result || failed ? (
          <>
            <Button variant="secondary" onClick={reset}>
              {t.uploadAnother}
            </Button>
            <Button onClick={onClose}>{m.common.close}</Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              {m.common.cancel}
            </Button>
            <Button disabled={!file || Boolean(problem) || running} loading={upload.isPending || running} onClick={() => file && upload.mutate(file)}>
              {t.startUpload}
            </Button>
          </>
        )
      }
    >
      {!accepted ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium text-ink">
            {t.file}
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-describedby={problem ? `${inputId}-error` : undefined}
            aria-invalid={problem ? true : undefined}
            className="block w-full text-sm text-ink-soft file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-brand-700 hover:file:bg-brand-100"
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              setProblem(chosen ? fileProblem(chosen, t) : null);
            }}
          />
          {problem ? (
            <p id={`${inputId}-error`} role="alert" className="text-sm text-danger-600">
              {problem}
            </p>
          ) : null}
        </div>
      ) : null}
      {running ? <ProgressBar value={job.data?.progress ?? 0} label={t.progressLabel} caption={t.processing(accepted?.rows ?? 0)} /> : null}
      {failed ? <Callout tone="warning">{job.data?.error ?? t.failed}</Callout> : null}
      {result ? renderReport(result) : null}
    </Dialog>
  );
}
