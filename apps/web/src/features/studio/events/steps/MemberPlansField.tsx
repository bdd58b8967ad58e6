import { useQuery } from '@tanstack/react-query';
import { useController, useFormContext } from 'react-hook-form';
import { callApi } from '../../../../lib/api';
import { cm } from '../../../../lib/console-messages';
import { cn } from '../../../../lib/cn';
import * as calls from '../../../../lib/endpoints.generated';
import { membershipKeys } from '../../../memberships/api';
import type { EventFormValues } from '../event-form';

const t = cm.studioEvents;
const onSale = { limit: 50 };

/** The plans on sale (the pricing page's query); a failure only leaves the choice out, the tier saves as it was. */
function usePlansOnSale() {
  return useQuery({
    queryKey: membershipKeys.list(onSale),
    queryFn: ({ signal }) => callApi(calls.memberships.list, { query: onSale }, { signal, toast: false }),
  });
}

/**
 * Makes a tier member-only: the membership plans whose members alone may buy it (none: anyone). The
 * plans on sale are offered; a plan the tier names that is no longer on sale is kept as it is.
 */
export function MemberPlansField({ index }: { index: number }) {
  const { control } = useFormContext<EventFormValues, unknown, unknown>();
  const { field } = useController({ control, name: `ticketTiers.${index}.memberPlanIds` });
  const plans = usePlansOnSale();
  const chosen: string[] = field.value ?? [];
  const offered = plans.data?.data ?? [];
  const toggle = (id: string, on: boolean) => field.onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id));

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-ink">{t.memberPlans}</legend>
      <p className="text-[13px] text-muted">{t.memberPlansHint}</p>
      {plans.isSuccess && offered.length === 0 ? <p className="text-sm text-muted">{t.memberPlansEmpty}</p> : null}
      <ul className="flex flex-wrap gap-2">
        {offered.map((plan) => {
          const checked = chosen.includes(plan.id);
          return (
            <li key={plan.id}>
              <label
                className={cn(
                  'inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm transition-colors has-focus-visible:outline-2 has-focus-visible:outline-brand-500',
                  checked ? 'border-brand-300 bg-brand-50 font-medium text-brand-700' : 'border-line-strong text-ink-soft hover:bg-sunken',
                )}
              >
                <input type="checkbox" className="size-4 accent-brand-600" checked={checked} onChange={(event) => toggle(plan.id, event.target.checked)} />
                {plan.name}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
