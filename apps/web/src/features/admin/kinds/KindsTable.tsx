import type { KindDto } from '@market/contract';
import { TBody, THead, Table, Td, Th, Tr } from '../../../components/ui/Table';
import { m } from '../../../lib/messages';
import { RowActions } from '../RowActions';

export type KindRow = Pick<KindDto, 'id' | 'name' | 'slug' | 'description' | 'icon' | 'position'>;

interface KindsTableProps<T extends KindRow> {
  /** Names the table for assistive tech (the page's title). */
  label: string;
  rows: readonly T[];
  /** `data-testid` of each row. */
  rowTestId: string;
  /** An extra right-aligned number column before the actions (e.g. the events in each category). */
  count?: { label: string; of: (row: T) => number };
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
}

/**
 * A flat list of "kinds" in display order: position, name over slug, description, icon, then edit
 * and delete. Why: the host and event category pages drew the same table apart from one column.
 */
export function KindsTable<T extends KindRow>({ label, rows, rowTestId, count, onEdit, onDelete }: KindsTableProps<T>) {
  return (
    <Table aria-label={label}>
      <THead>
        <tr>
          <Th>{m.catalogue.position}</Th>
          <Th>{m.catalogue.name}</Th>
          <Th>{m.catalogue.description}</Th>
          <Th>{m.catalogue.icon}</Th>
          {count ? <Th className="text-right">{count.label}</Th> : null}
          <Th className="text-right">{m.catalogue.actions}</Th>
        </tr>
      </THead>
      <TBody>
        {rows.map((row) => (
          <Tr key={row.id} data-testid={rowTestId}>
            <Td className="w-20 tabular-nums">{row.position}</Td>
            <Td className="min-w-40">
              <p className="font-medium text-ink">{row.name}</p>
              <p className="text-xs break-all text-muted">/{row.slug}</p>
            </Td>
            <Td className="min-w-56">{row.description ? <p className="line-clamp-2">{row.description}</p> : '—'}</Td>
            <Td>{row.icon ?? '—'}</Td>
            {count ? <Td className="text-right tabular-nums">{count.of(row).toLocaleString('vi-VN')}</Td> : null}
            <Td>
              <RowActions name={row.name} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}
