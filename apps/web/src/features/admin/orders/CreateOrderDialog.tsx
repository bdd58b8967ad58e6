import { AdminCreateOrderBody, PaymentMethod, formatVnd, type ProductItemSummary } from '@market/contract';
import { useId, useState } from 'react';
import { useController, useForm, type Resolver } from 'react-hook-form';
import { toast } from '../../../lib/toast';
import { FormDialog } from '../../../components/ui/FormDialog';
import { Field } from '../../../components/ui/Field';
import { Input } from '../../../components/ui/Input';
import { SearchField } from '../../../components/ui/SearchField';
import { Select } from '../../../components/ui/Select';
import { Switch } from '../../../components/ui/Switch';
import { Textarea } from '../../../components/ui/Textarea';
import { cn } from '../../../lib/cn';
import { applyServerErrors, contractResolver } from '../../../lib/form';
import { cm } from '../../../lib/console-messages';
import { formatDateTime } from '../../../lib/time';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { adminOrdersApi, useOrdersMutation, useProductItems } from './api';

const t = cm.adminOrders;
const methodOptions = PaymentMethod.values.map((value) => ({ value, label: t.methods[value] ?? value }));

interface CreateForm {
  email: string;
  product: ProductItemSummary | null;
  quantity: string;
  paid: boolean;
  method: string;
  note: string;
}
const fields = ['email', 'quantity', 'method', 'note'] as const;

/** Records an order for a buyer by e-mail: one product, how many, and whether the money has arrived. */
export function CreateOrderDialog({ onClose, onCreated }: { onClose: () => void; onCreated: (id: string) => void }) {
  const [search, setSearch] = useState('');
  const products = useProductItems(useDebouncedValue(search));
  const listId = useId();

  const toBody = (values: CreateForm) => ({
    email: values.email.trim() || undefined,
    items: values.product ? [{ productItemType: values.product.productItemType, productItemId: values.product.productItemId, quantity: values.quantity }] : [],
    paid: values.paid,
    method: values.method,
    note: values.note.trim() || undefined,
  });
  const { register, handleSubmit, setError, formState, control } = useForm<CreateForm, unknown, unknown>({
    resolver: contractResolver(AdminCreateOrderBody, toBody) as Resolver<CreateForm, unknown, unknown>,
    defaultValues: { email: '', product: null, quantity: '1', paid: true, method: 'BANK_TRANSFER', note: '' },
  });
  const paid = useController({ control, name: 'paid' });
  const product = useController({ control, name: 'product' });
  const picked = product.field.value;
  const create = useOrdersMutation(adminOrdersApi.create);
  const errors = formState.errors as typeof formState.errors & { items?: { message?: string } };

  return (
    <FormDialog
      onClose={onClose}
      title={t.createTitle}
      description={t.createLead}
      className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl"
      formId="admin-order-create"
      formClassName="flex flex-col gap-4"
      submitLabel={t.submitCreate}
      pending={create.isPending}
      onSubmit={handleSubmit((body) =>
        create.mutate(body as AdminCreateOrderBody, {
          onSuccess: (order) => {
            toast.success(t.created(order.code));
            onCreated(order.id);
          },
          onError: (error) => applyServerErrors(error, setError, fields, { USER_NOT_FOUND: 'email' }),
        }),
      )}
    >
      <Field label={t.buyerEmail} error={errors.email?.message}>
        <Input type="email" autoComplete="off" {...register('email')} />
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium text-ink">{t.product}</legend>
        <SearchField label={t.productSearch} value={search} placeholder={t.productSearchPlaceholder} onValueChange={setSearch} />
        <ul id={listId} className="max-h-56 divide-y divide-line overflow-y-auto rounded-lg border border-line" aria-busy={products.isFetching}>
          {(products.data?.data ?? []).map((option) => {
            const chosen = picked?.productItemId === option.productItemId;
            return (
              <li key={option.productItemId}>
                <label className={cn('flex cursor-pointer items-start gap-3 px-3 py-2.5 text-sm hover:bg-sunken', chosen && 'bg-brand-50')}>
                  <input
                    type="radio"
                    name="product"
                    className="mt-1 size-4 accent-brand-600"
                    checked={chosen}
                    onChange={() => product.field.onChange(option)}
                    aria-label={t.pickProduct(`${option.title}${option.subtitle ? ` – ${option.subtitle}` : ''}`)}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-ink">{option.title}</span>
                    <span className="block text-[13px] text-muted">
                      {[option.subtitle, option.host.fullName, option.startsAt ? formatDateTime(option.startsAt) : null].filter(Boolean).join(' · ')}
                    </span>
                  </span>
                  <span className="shrink-0 font-medium text-ink tabular-nums">{formatVnd(option.unitPrice)}</span>
                </label>
              </li>
            );
          })}
          {products.data && products.data.data.length === 0 ? <li className="px-3 py-2.5 text-sm text-muted">{t.noProducts}</li> : null}
        </ul>
        {errors.items && !picked ? (
          <p role="alert" className="text-[13px] font-medium text-danger-600">
            {t.productRequired}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t.quantity} error={errors.quantity?.message}>
          <Input type="number" min={1} max={picked?.maxPerOrder ?? 50} inputMode="numeric" {...register('quantity')} />
        </Field>
        <Field label={t.method} error={errors.method?.message}>
          <Select options={methodOptions} {...register('method')} />
        </Field>
      </div>
      <Switch checked={paid.field.value} onCheckedChange={paid.field.onChange} label={t.paid} description={t.paidHint} />
      <Field label={t.note} optional error={errors.note?.message}>
        <Textarea rows={2} maxLength={1000} {...register('note')} />
      </Field>
    </FormDialog>
  );
}
