import type { CheckoutBody, PayoutChannelDto } from '@market/contract';
import { CreditCard, QrCode, Wallet } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../components/ui/Badge';
import { cn } from '../../lib/cn';
import { m } from '../../lib/messages';

const t = m.checkout;

export interface PaymentChoice {
  provider: CheckoutBody['provider'];
  method?: CheckoutBody['method'];
}

/** The first channel, with its first way of paying: what is picked until the buyer picks. */
export function defaultChoice(channels: readonly PayoutChannelDto[]): PaymentChoice | null {
  const first = channels[0];
  return first ? { provider: first.provider, method: first.methods[0] } : null;
}

const icons = { VNPAY: QrCode, MOMO: Wallet, STRIPE: CreditCard, APPLE: CreditCard };

interface PaymentChannelPickerProps {
  channels: readonly PayoutChannelDto[];
  value: PaymentChoice | null;
  onChange: (choice: PaymentChoice) => void;
  legend?: string;
}

/**
 * The payment channels as native radio buttons (arrow keys move between them); a channel with several
 * ways of paying shows them as a second group once it is picked.
 */
export function PaymentChannelPicker({ channels, value, onChange, legend = t.payWith }: PaymentChannelPickerProps) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-base font-semibold text-ink">{legend}</legend>
      {channels.map((channel) => {
        const checked = value?.provider === channel.provider;
        const Icon = icons[channel.provider];
        return (
          <div
            key={channel.provider}
            className={cn(
              'rounded-xl border transition-colors',
              checked ? 'border-brand-500 bg-brand-50/60 ring-1 ring-brand-500' : 'border-line-strong bg-surface',
            )}
          >
            <label className="flex cursor-pointer items-start gap-3 px-4 py-3">
              <input
                type="radio"
                name={name}
                value={channel.provider}
                checked={checked}
                onChange={() => onChange({ provider: channel.provider, method: channel.methods[0] })}
                className="mt-1 size-4 shrink-0 accent-brand-600"
              />
              <Icon className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap items-center gap-2 font-medium text-ink">
                  {channel.name || t.providers[channel.provider]}
                  {channel.sandbox ? <Badge tone="warning">{t.sandbox}</Badge> : null}
                </span>
                {channel.description ? <span className="mt-0.5 block text-[13px] text-muted">{channel.description}</span> : null}
              </span>
            </label>
            {checked && channel.methods.length > 1 ? (
              <MethodPicker channel={channel} value={value?.method} onChange={(method) => onChange({ provider: channel.provider, method })} />
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}

function MethodPicker({
  channel,
  value,
  onChange,
}: {
  channel: PayoutChannelDto;
  value: PaymentChoice['method'];
  onChange: (method: PaymentChoice['method']) => void;
}) {
  const name = useId();
  const label = t.method(channel.name || t.providers[channel.provider] || channel.provider);
  return (
    <fieldset className="border-t border-brand-100 px-4 pt-2 pb-3 pl-11">
      <legend className="sr-only">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {channel.methods.map((method) => (
          <label
            key={method}
            className={cn(
              'inline-flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
              value === method ? 'border-brand-500 bg-surface font-medium text-brand-800' : 'border-line-strong bg-surface text-ink-soft',
            )}
          >
            <input type="radio" name={name} value={method} checked={value === method} onChange={() => onChange(method)} className="size-3.5 accent-brand-600" />
            {t.methods[method] ?? method}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
