import { MAX_TICKET_TIERS, TicketTierStatus } from '@market/contract';
import { Plus, Trash2 } from 'lucide-react';
import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Badge } from '../../../../components/ui/Badge';
import { Button } from '../../../../components/ui/Button';
import { Field } from '../../../../components/ui/Field';
import { Input } from '../../../../components/ui/Input';
import { Select } from '../../../../components/ui/Select';
import { Switch } from '../../../../components/ui/Switch';
import { Textarea } from '../../../../components/ui/Textarea';
import { cm } from '../../../../lib/console-messages';
import { PriceInput } from '../../PriceInput';
import { emptyTier, type EventFormValues } from '../event-form';
import { MemberPlansField } from './MemberPlansField';
import { FormDateTimeInput } from '../../../../components/ui/DateInput';

const t = cm.studioEvents;
const statusOptions = TicketTierStatus.values.map((value) => ({ value, label: t.tierStatuses[value] ?? value }));

/** One ticket tier: name, price in VND (or free), how many, when it sells and how. */
function TierRow({ index, onRemove }: { index: number; onRemove?: () => void }) {
  const { register, control, setValue } = useFormContext<EventFormValues, unknown, unknown>();
  const [free, sold] = useWatch({ control, name: [`ticketTiers.${index}.free`, `ticketTiers.${index}.sold`] });
  const price = useController({ control, name: `ticketTiers.${index}.price` });
  const setFree = (on: boolean) => {
    setValue(`ticketTiers.${index}.free`, on, { shouldDirty: true });
    price.field.onChange(on ? '0' : price.field.value === '0' ? '' : price.field.value);
  };
  return (
    <li>
      <fieldset className="rounded-xl border border-line p-4">
        <legend className="flex items-center gap-2 px-1 text-sm font-semibold text-ink">
          {t.tierN(index + 1)}
          {sold > 0 ? <Badge tone="brand">{t.sold(sold)}</Badge> : null}
        </legend>
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-3">
          <Field label={t.tierName} className="col-span-2">
            <Input autoComplete="off" maxLength={100} placeholder={t.tierNamePlaceholder} {...register(`ticketTiers.${index}.name`)} />
          </Field>
          <Field label={t.tierStatus} className="col-span-2 lg:col-span-1">
            <Select options={statusOptions} {...register(`ticketTiers.${index}.status`)} />
          </Field>
          <div className="col-span-2 flex flex-col gap-1 lg:col-span-1">
            <Field label={t.price}>
              <PriceInput name={price.field.name} value={price.field.value} onChange={price.field.onChange} onBlur={price.field.onBlur} disabled={free} />
            </Field>
            <Switch checked={free} onCheckedChange={setFree} label={t.freeSwitch} />
          </div>
          <Field label={t.capacity}>
            <Input type="number" inputMode="numeric" min={1} {...register(`ticketTiers.${index}.capacity`)} />
          </Field>
          <Field label={t.maxPerOrder}>
            <Input type="number" inputMode="numeric" min={1} max={100} {...register(`ticketTiers.${index}.maxPerOrder`)} />
          </Field>
          <Field label={t.saleStartAt} optional hint={t.saleHint} className="col-span-2 sm:col-span-1">
            <FormDateTimeInput control={control} name={`ticketTiers.${index}.saleStartAt`} />
          </Field>
          <Field label={t.saleEndAt} optional className="col-span-2 sm:col-span-1">
            <FormDateTimeInput control={control} name={`ticketTiers.${index}.saleEndAt`} />
          </Field>
          <Field label={t.tierDescription} optional className="col-span-2 lg:col-span-3">
            <Textarea rows={2} maxLength={1000} {...register(`ticketTiers.${index}.description`)} />
          </Field>
          <div className="col-span-2 lg:col-span-3">
            <MemberPlansField index={index} />
          </div>
        </div>
        {onRemove ? (
          <div className="mt-3 flex justify-end">
            <Button variant="ghost" size="sm" leadingIcon={<Trash2 className="size-4" aria-hidden />} onClick={onRemove} aria-label={t.removeTier(index + 1)}>
              {t.remove}
            </Button>
          </div>
        ) : null}
      </fieldset>
    </li>
  );
}

/** Step 3: the ticket tiers. A tier that already sold tickets stays (the server refuses to drop it). */
export function TicketsStep() {
  const { control, formState } = useFormContext<EventFormValues, unknown, unknown>();
  const { fields, append, remove } = useFieldArray({ control, name: 'ticketTiers' });
  const error = formState.errors.ticketTiers?.message;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-muted">{t.tiersLead}</p>
      {error ? (
        <p className="rounded-lg bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700" role="alert">
          {error}
        </p>
      ) : null}
      <ol className="flex flex-col gap-4" aria-label={t.tiersLabel}>
        {fields.map((field, index) => (
          <TierRow key={field.id} index={index} onRemove={fields.length > 1 ? () => remove(index) : undefined} />
        ))}
      </ol>
      <div>
        <Button
          variant="secondary"
          leadingIcon={<Plus className="size-4" aria-hidden />}
          disabled={fields.length >= MAX_TICKET_TIERS}
          onClick={() => append(emptyTier())}
        >
          {t.addTier}
        </Button>
      </div>
    </div>
  );
}
