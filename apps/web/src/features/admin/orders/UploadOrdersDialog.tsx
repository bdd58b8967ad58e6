import type { AdminOrderUploadAccepted, AdminOrderUploadResult } from '@market/contract';
import { Badge } from '../../../components/ui/Badge';
import { Callout } from '../../../components/ui/Callout';
import { TBody, THead, Table, Td, Th, Tr } from '../../../components/ui/Table';
import { cm } from '../../../lib/console-messages';
import { UploadJobDialog } from '../UploadJobDialog';
import { adminOrderKeys, adminOrdersApi } from './api';

const t = cm.adminOrders;
const ordersList = { queryKey: adminOrderKeys.lists() };

/** Choose a CSV/XLSX of orders → upload → progress while the job runs → each line's result. */
export function UploadOrdersDialog({ onClose, pollMs }: { onClose: () => void; pollMs?: number }) {
  return (
    <UploadJobDialog<AdminOrderUploadAccepted, AdminOrderUploadResult>
      texts={t}
      upload={adminOrdersApi.upload}
      jobKey={(accepted) => adminOrderKeys.key('upload-job', accepted?.jobId)}
      jobStatus={(accepted, signal) => adminOrdersApi.jobStatus(accepted.queue, accepted.jobId, signal)}
      refreshWhenDone={ordersList}
      onClose={onClose}
      pollMs={pollMs}
      className="max-h-[92dvh] overflow-y-auto sm:max-w-3xl"
      renderReport={(result) => <Report result={result} />}
    />
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
                <Td>
                  {row.status === 'CREATED' ? (
                    <Badge tone="success">{`${t.rowCreated} · ${row.orderCode}`}</Badge>
                  ) : (
                    <Badge tone="danger">{t.rowRefused}</Badge>
                  )}
                </Td>
                <Td>{row.reason}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      </div>
    </div>
  );
}
