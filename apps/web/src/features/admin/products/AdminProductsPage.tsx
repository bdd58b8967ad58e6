import { SOLD_PRODUCT_TYPES, formatVnd, productTypeLabel, type AdminProductDto, type ProductSaleStatus, type SoldProductType } from '@market/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ArrowUpRight, Package } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import { Card } from '../../../components/ui/Card';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ListFooter } from '../../../components/ui/ListFooter';
import { ListToolbar } from '../../../components/ui/ListToolbar';
import { PageHeader } from '../../../components/ui/PageHeader';
import { QueryStates } from '../../../components/ui/QueryStates';
import { SearchField } from '../../../components/ui/SearchField';
import { SelectField } from '../../../components/ui/SelectField';
import { TBody, THead, Table, Td, Th, Tr } from '../../../components/ui/Table';
import { callApi } from '../../../lib/api';
import * as calls from '../../../lib/endpoints.generated';
import { cm } from '../../../lib/console-messages';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageTitle } from '../../../lib/use-page-title';
import { queryKeysFactory } from '../../../lib/query-keys';

const t = cm.adminProducts;
const PAGE_SIZE = 20;
const STATUSES: readonly ProductSaleStatus[] = ['ON_SALE', 'SOLD_OUT', 'NOT_ON_SALE'];
/** The types the products listing sells, as the contract declares them. */
const typeOptions = SOLD_PRODUCT_TYPES.map((value) => ({ value, label: productTypeLabel(value) }));
const statusOptions = STATUSES.map((value) => ({ value, label: t.statuses[value] ?? value }));
const tones: Record<ProductSaleStatus, BadgeTone> = { ON_SALE: 'success', SOLD_OUT: 'warning', NOT_ON_SALE: 'neutral' };

interface Filter {
  q: string;
  type: SoldProductType | '';
  status: ProductSaleStatus | '';
}

export const adminProductKeys = queryKeysFactory('admin', 'products');

/** `/admin/products`: every item on sale across types, with its host, price, sale status and public page. */
export function AdminProductsPage() {
  usePageTitle(t.title);
  const [filter, setFilter] = useState<Filter>({ q: '', type: '', status: '' });
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(filter.q).trim();
  const active = { ...filter, q };
  const list = useQuery({
    queryKey: adminProductKeys.list({ ...active, page }),
    queryFn: ({ signal }) =>
      callApi(
        calls.products.adminList,
        { query: { page, limit: PAGE_SIZE, q: active.q || undefined, type: active.type || undefined, status: active.status || undefined } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.data ?? [];
  const filtered = Boolean(active.q || active.type || active.status);
  const set = (patch: Partial<Filter>) => setFilter((current) => ({ ...current, ...patch }));

  return (
    <>
      <PageHeader title={t.title} description={t.lead} />
      <Card className="overflow-hidden">
        <ListToolbar className="sm:grid-cols-[minmax(0,1fr)_200px_200px]" onFilterChange={() => setPage(1)}>
          <SearchField label={t.search} value={filter.q} placeholder={t.searchPlaceholder} onValueChange={(value) => set({ q: value })} />
          <SelectField label={t.type} options={typeOptions} placeholder={t.allTypes} value={filter.type} onValueChange={(value) => set({ type: value })} />
          <SelectField
            label={t.status}
            options={statusOptions}
            placeholder={t.allStatuses}
            value={filter.status}
            onValueChange={(value) => set({ status: value })}
          />
        </ListToolbar>
        <QueryStates
          query={list}
          empty={rows.length === 0}
          emptyState={<EmptyState icon={<Package />} title={filtered ? t.noneFoundTitle : t.emptyTitle} body={filtered ? t.noneFoundBody : t.emptyBody} />}
        >
          <Table aria-label={t.title}>
            <THead>
              <tr>
                <Th>{t.columns.product}</Th>
                <Th>{t.columns.type}</Th>
                <Th>{t.columns.host}</Th>
                <Th className="text-right">{t.columns.price}</Th>
                <Th>{t.columns.status}</Th>
                <Th>{t.columns.link}</Th>
              </tr>
            </THead>
            <TBody>
              {rows.map((product) => (
                <ProductRow key={`${product.productItemType}:${product.productItemId}`} product={product} />
              ))}
            </TBody>
          </Table>
        </QueryStates>
        <ListFooter meta={list.data?.meta} page={page} onPageChange={setPage} />
      </Card>
    </>
  );
}

function ProductRow({ product }: { product: AdminProductDto }) {
  return (
    <Tr data-testid="admin-product-row">
      <Td className="min-w-56">
        <p className="font-medium text-ink">{product.title}</p>
        {product.subtitle ? <p className="text-xs text-muted">{product.subtitle}</p> : null}
      </Td>
      <Td className="whitespace-nowrap">{productTypeLabel(product.productItemType)}</Td>
      <Td className="min-w-36">
        {product.host.username ? (
          <Link to={`/hosts/${product.host.username}`} className="hover:text-brand-700">
            {product.host.fullName}
          </Link>
        ) : (
          product.host.fullName
        )}
      </Td>
      <Td className="text-right whitespace-nowrap tabular-nums">
        <p className="font-medium text-ink">{product.price === 0 ? t.free : formatVnd(product.price)}</p>
        {product.available !== null && product.status === 'ON_SALE' ? <p className="text-xs text-muted">{t.left(product.available)}</p> : null}
      </Td>
      <Td>
        <Badge tone={tones[product.status]}>{t.statuses[product.status] ?? product.status}</Badge>
      </Td>
      <Td className="whitespace-nowrap">
        {product.link ? (
          <Link to={product.link} className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline" aria-label={t.viewLabel(product.title)}>
            {t.view}
            <ArrowUpRight className="size-3.5" aria-hidden />
          </Link>
        ) : (
          <span className="text-muted">{t.noLink}</span>
        )}
      </Td>
    </Tr>
  );
}
