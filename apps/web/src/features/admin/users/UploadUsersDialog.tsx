import { BULK_UPLOAD_MAX_BYTES, type BulkCreateResult } from '@market/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Callout } from '../../../components/ui/Callout';
import { Dialog } from '../../../components/ui/Dialog';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { TBody, THead, Table, Td, Th, Tr } from '../../../components/ui/Table';
import { m } from '../../../lib/messages';
import { resultOf, useBulkJob, usersApi } from './api';

const t = m.people.users;

function fileProblem(file: File): string | null {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return t.fileTypeError;
  if (file.size > BULK_UPLOAD_MAX_BYTES) return t.fileSizeError;
  return null;
}

/** Choose a CSV/XLSX → upload → a progress bar while the job runs → the per-row report. */
export function UploadUsersDialog({ open, onOpenChange, pollMs }: { open: boolean; onOpenChange: (open: boolean) => void; pollMs?: number }) {
  return open ? <UploadBody onOpenChange={onOpenChange} pollMs={pollMs} /> : null;
}

function UploadBody({ onOpenChange, pollMs }: { onOpenChange: (open: boolean) => void; pollMs?: number }) {
  const inputId = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({ mutationFn: usersApi.upload });
  const jobId = upload.data?.jobId ?? null;
  const job = useBulkJob(jobId, pollMs);
  const result = resultOf(job.data);
  const failed = job.data?.status === 'FAILED' || job.isError;
  const running = Boolean(jobId) && !result && !failed;

  const finished = Boolean(result);
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: ['admin', 'users'], predicate: (query) => query.queryKey[2] !== 'bulk-job' });
  }, [finished, queryClient]);

  const reset = () => {
    upload.reset();
    setFile(null);
    setProblem(null);
  };

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t.uploadTitle}
      description={t.uploadHint}
      className="sm:max-w-3xl"
      footer={
        result || failed ? (
          <>
            <Button variant="secondary" onClick={reset}>
              {t.uploadAnother}
            </Button>
            <Button onClick={() => onOpenChange(false)}>{m.common.close}</Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {m.common.cancel}
            </Button>
            <Button disabled={!file || Boolean(problem) || running} loading={upload.isPending || running} onClick={() => file && upload.mutate(file)}>
              {t.startUpload}
            </Button>
          </>
        )
      }
    >
      {!jobId ? (
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
              setProblem(chosen ? fileProblem(chosen) : null);
            }}
          />
          {problem ? (
            <p id={`${inputId}-error`} role="alert" className="text-sm text-danger-600">
              {problem}
            </p>
          ) : null}
        </div>
      ) : null}
      {running ? <ProgressBar value={job.data?.progress ?? 0} label={t.progressLabel} caption={t.processing(upload.data?.rows ?? 0)} /> : null}
      {failed ? <Callout tone="warning">{job.data?.error ?? t.failed}</Callout> : null}
      {result ? <Report result={result} /> : null}
    </Dialog>
  );
}

function Report({ result }: { result: BulkCreateResult }) {
  const [onlyRefused, setOnlyRefused] = useState(result.refused > 0);
  const rows = onlyRefused ? result.rows.filter((r) => r.status === 'REFUSED') : result.rows;
  const shown = rows.slice(0, 500);
  return (
    <div className="flex flex-col gap-3">
      <Callout tone={result.refused ? 'warning' : 'success'}>{t.summary(result.created, result.refused)}</Callout>
      <label className="inline-flex items-center gap-2 text-sm text-ink">
        <input type="checkbox" checked={onlyRefused} onChange={(event) => setOnlyRefused(event.target.checked)} className="size-4 accent-brand-600" />
        {t.onlyRefused}
      </label>
      {shown.length === 0 ? (
        <p className="text-sm text-muted">{t.noRefused}</p>
      ) : (
        <div className="max-h-80 overflow-y-auto rounded-lg border border-line">
          <Table aria-label={t.result}>
            <THead>
              <tr>
                <Th>{t.row}</Th>
                <Th>{t.name}</Th>
                <Th>{t.contact}</Th>
                <Th>{t.result}</Th>
                <Th>{t.reason}</Th>
              </tr>
            </THead>
            <TBody>
              {shown.map((row) => (
                <Tr key={row.row} data-testid="bulk-row">
                  <Td className="tabular-nums">{row.row}</Td>
                  <Td>{row.fullName}</Td>
                  <Td className="break-all">{row.email ?? row.phone}</Td>
                  <Td>{row.status === 'CREATED' ? <Badge tone="success">{t.rowCreated}</Badge> : <Badge tone="danger">{t.rowRefused}</Badge>}</Td>
                  <Td>{row.reason}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        </div>
      )}
    </div>
  );
}
