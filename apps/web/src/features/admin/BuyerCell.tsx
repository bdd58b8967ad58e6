import { Td } from '../../components/ui/Table';

interface Buyer {
  fullName: string;
  email?: string | null;
  phone?: string | null;
}

/** The buyer column of the admin order, order-line and refund tables: the name, then how to reach them. */
export function BuyerCell({ buyer }: { buyer: Buyer }) {
  return (
    <Td className="min-w-44">
      <p className="text-ink">{buyer.fullName}</p>
      <p className="text-xs break-all text-muted">{buyer.email ?? buyer.phone}</p>
    </Td>
  );
}
