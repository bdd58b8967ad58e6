import type { BulkCreateResult, BulkUploadAccepted } from '@market/contract';
import { useState } from 'react';
import { Badge } from '../../../components/ui/Badge';
import { Callout } from '../../../components/ui/Callout';
import { TBody, THead, Table, Td, Th, Tr } from '../../../components/ui/Table';
import { m } from '../../../lib/messages';
import { UploadJobDialog } from '../UploadJobDialog';
import { usersApi, usersKeys } from './api';

const t = m.people.users;
/** The user lists and counts, not the job being polled. */
const userLists = { queryKey: usersKeys.lists() };

/** Choose a CSV/XLSX → upload → a progress bar while the job runs → the per-row report. */
export function UploadUsersDialog({ open, onOpenChange, pollMs }: { open: boolean; onOpenChange: (open: boolean) => void; pollMs?: number }) {
  if (!open) return null;
  return (
    <UploadJobDialog<BulkUploadAccepted, BulkCreateResult>
      texts={t}
      upload={usersApi.upload}
      jobKey={(accepted) => usersKeys.key('bulk-job', accepted?.jobId ?? null)}
      jobStatus={(accepted, signal) => usersApi.jobStatus(accepted.jobId, signal)}
      refreshWhenDone={userLists}
      onClose={() => onOpenChange(false)}
      pollMs={pollMs}
      className="sm:max-w-3xl"
      renderReport={(result) => <Report result={result} />}
    />
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
