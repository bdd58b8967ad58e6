import { BULK_UPLOAD_MAX_BYTES, type AdminOrderUploadResult } from '@market/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Callout } from '../../../components/ui/Callout';
import { Dialog } from '../../../components/ui/Dialog';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { TBody, THead, Table, Td, Th, Tr } from '../../../components/ui/Table';
import { m } from '../../../lib/messages';
import { adminOrdersApi, uploadResultOf, useUploadJob } from './api';

const t = m.adminOrders;

function fileProblem(file: File): string | null {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return t.fileTypeError;
  if (file.size > BULK_UPLOAD_MAX_BYTES) return t.fileSizeError;
  return null;
}

/** Choose a CSV/XLSX of orders → upload → progress while the job runs → each line's result. */
export function UploadOrdersDialog({ onClose, pollMs }: { onClose: () => void; pollMs?: number }) {
  const inputId = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({ mutationFn: adminOrdersApi.upload });
  const job = useUploadJob(upload.data, pollMs);
  const result = uploadResultOf(job.data);
  const failed = job.data?.status === 'FAILED' || job.isError;
  const running = Boolean(upload.data) && !result && !failed;

  const finished = Boolean(result);
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: ['admin', 'orders', 'list'] });
  }, [finished, queryClient]);

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
      className="max-h-[92dvh] overflow-y-auto sm:max-w-3xl"
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
      {!upload.data ? (
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

function Report({ result }: { result: AdminOrderUploadResult }) {
  const shown = result.rows.slice(0, 500);
  return (
    <div className="flex flex-col gap-3">
      <Callout tone={result.refused ? 'warning' : 'success'}>{t.summary(result.created, result.refused)}</Callout>
      <div className="max-h-80 overflow-y-auto rounded-lg border border-line">
        <Table aria-label={t.result}>
          <THead>
            <tr>
              <Th>{t.row}</Th>
              <Th>{t.buyerEmail}</Th>
              <Th>{t.result}</Th>
              <Th>{t.reason}</Th>
            </tr>
          </THead>
          <TBody>
            {shown.map((row) => (
              <Tr key={row.row} data-testid="upload-row">
                <Td className="tabular-nums">{row.row}</Td>
                <Td className="break-all">{row.email}</Td>
                <Td>{row.status === 'CREATED' ? <Badge tone="success">{`${t.rowCreated} · ${row.orderCode}`}</Badge> : <Badge tone="danger">{t.rowRefused}</Badge>}</Td>
                <Td>{row.reason}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      </div>
    </div>
  );
}
