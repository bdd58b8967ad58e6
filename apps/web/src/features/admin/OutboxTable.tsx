import type { OutboxMessageDto } from '@market/contract';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { TBody, THead, Table, Td, Th, Tr } from '../../components/ui/Table';
import { cm } from '../../lib/console-messages';
import { formatDateTime } from '../../lib/time';

const statusTone: Record<OutboxMessageDto['status'], BadgeTone> = { RECORDED: 'neutral', SENT: 'success', FAILED: 'danger' };

/** Messages the system sent or recorded: time, channel, recipient, subject and the full body. */
export function OutboxTable({ messages }: { messages: readonly OutboxMessageDto[] }) {
  return (
    <Table>
      <THead>
        <tr>
          <Th>{cm.admin.createdAt}</Th>
          <Th>{cm.admin.kind}</Th>
          <Th>{cm.admin.recipient}</Th>
          <Th>{cm.admin.subject}</Th>
          <Th className="w-[40%]">{cm.admin.body}</Th>
        </tr>
      </THead>
      <TBody>
        {messages.map((message) => (
          <Tr key={message.id} data-testid="outbox-row">
            <Td className="whitespace-nowrap tabular-nums">
              <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
            </Td>
            <Td>
              <div className="flex flex-col items-start gap-1">
                <Badge tone="brand">{cm.admin.kinds[message.kind] ?? message.kind}</Badge>
                <Badge tone={statusTone[message.status]}>{cm.admin.statuses[message.status] ?? message.status}</Badge>
              </div>
            </Td>
            <Td className="font-medium break-all text-ink">{message.recipient}</Td>
            <Td>{message.subject ?? <span className="text-subtle">{cm.admin.noSubject}</span>}</Td>
            <Td>
              <div data-testid="outbox-body" className="max-h-40 overflow-y-auto text-[13px] leading-relaxed break-words whitespace-pre-wrap">
                {message.body}
              </div>
              {message.html ? (
                <details className="mt-1 text-[13px]">
                  <summary className="cursor-pointer text-brand-700">{cm.admin.htmlVersion}</summary>
                  {/* A sandbox with no permission: the e-mail's HTML is shown as the recipient sees it, with no script and no navigation. */}
                  <iframe
                    title={cm.admin.htmlOf(message.subject ?? '')}
                    srcDoc={message.html}
                    sandbox=""
                    className="mt-2 h-96 w-full rounded-lg border border-line bg-white"
                  />
                </details>
              ) : null}
              {message.error ? <p className="mt-1 text-xs text-danger-600">{`${cm.admin.error}: ${message.error}`}</p> : null}
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
