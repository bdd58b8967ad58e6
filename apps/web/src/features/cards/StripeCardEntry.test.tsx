import type { Stripe } from '@stripe/stripe-js';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CardEntry } from './CardEntry';
import type { StripeLoader } from './stripe-card';

type Handler = (event: { complete: boolean; error?: { type: string; code: string } }) => void;

/** Stripe.js as far as the card entry uses it: one card Element that the test fills in by emitting `change`. */
function fakeStripe(result: () => Promise<unknown>) {
  const handlers = new Map<string, Handler>();
  const card = {
    mounted: null as HTMLElement | null,
    on: vi.fn((name: string, handler: Handler) => handlers.set(name, handler)),
    mount: vi.fn((host: HTMLElement) => {
      card.mounted = host;
      queueMicrotask(() => handlers.get('ready')?.({ complete: false }));
    }),
    focus: vi.fn(),
    clear: vi.fn(),
    destroy: vi.fn(),
  };
  const elementsOptions: unknown[] = [];
  const stripe = {
    elements: vi.fn((options: unknown) => {
      elementsOptions.push(options);
      return { create: vi.fn(() => card) };
    }),
    createPaymentMethod: vi.fn(result),
  };
  const emit = (event: Parameters<Handler>[0]) => act(() => handlers.get('change')!(event));
  return { stripe: stripe as unknown as Stripe, raw: stripe, card, emit, elementsOptions };
}

const KEY = 'pk_test_market38';

describe('card entry in Stripe mode', () => {
  it('loads Stripe.js with the publishable key, mounts the card Element, and sends only the PaymentMethod id', async () => {
    const user = userEvent.setup();
    const fake = fakeStripe(() => Promise.resolve({ paymentMethod: { id: 'pm_1Q2w3E4r' } }));
    const load = vi.fn<StripeLoader>(() => Promise.resolve(fake.stripe));
    const onToken = vi.fn(() => Promise.resolve());
    render(<CardEntry provider="STRIPE" publishableKey={KEY} loadStripe={load} onToken={onToken} />);

    expect(screen.getByRole('status').textContent).toContain('Đang tải biểu mẫu nhập thẻ');
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(load).toHaveBeenCalledWith(KEY);
    expect(fake.card.mounted).toBe(screen.getByTestId('stripe-card-element'));
    expect(fake.elementsOptions).toEqual([{ locale: 'vi' }]);
    expect(screen.getByRole('group', { name: 'Thông tin thẻ' })).toBeTruthy();

    // Submitting before the Element says it is complete asks for the rest, without calling Stripe.
    await user.click(screen.getByRole('button', { name: 'Lưu thẻ' }));
    expect(await screen.findByText('Vui lòng nhập đầy đủ số thẻ, ngày hết hạn và mã bảo mật.')).toBeTruthy();
    expect(fake.raw.createPaymentMethod).not.toHaveBeenCalled();

    fake.emit({ complete: true });
    await user.click(screen.getByRole('button', { name: 'Lưu thẻ' }));
    await waitFor(() => expect(onToken).toHaveBeenCalledWith('pm_1Q2w3E4r'));
    expect(fake.raw.createPaymentMethod).toHaveBeenCalledWith({ type: 'card', card: fake.card });
    await waitFor(() => expect(fake.card.clear).toHaveBeenCalled());
  });

  it("shows Stripe's field errors and a decline in Vietnamese, and stores nothing", async () => {
    const user = userEvent.setup();
    const fake = fakeStripe(() =>
      Promise.resolve({
        error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
      }),
    );
    const onToken = vi.fn(() => Promise.resolve());
    render(<CardEntry provider="STRIPE" publishableKey={KEY} loadStripe={() => Promise.resolve(fake.stripe)} onToken={onToken} />);
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());

    fake.emit({ complete: false, error: { type: 'validation_error', code: 'invalid_number' } });
    expect(screen.getByText('Số thẻ không hợp lệ, vui lòng kiểm tra lại.')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Thông tin thẻ' }).getAttribute('aria-invalid')).toBe('true');

    fake.emit({ complete: true });
    await user.click(screen.getByRole('button', { name: 'Lưu thẻ' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Thẻ không đủ số dư.');
    expect(onToken).not.toHaveBeenCalled();
    expect(fake.card.focus).toHaveBeenCalled();
  });

  it('shows an error state when Stripe.js cannot be loaded, and loads again on retry', async () => {
    const user = userEvent.setup();
    const fake = fakeStripe(() => Promise.resolve({ paymentMethod: { id: 'pm_after_retry' } }));
    const load = vi.fn<StripeLoader>().mockRejectedValueOnce(new Error('Failed to load Stripe.js')).mockResolvedValueOnce(fake.stripe);
    render(<CardEntry provider="STRIPE" publishableKey={KEY} loadStripe={load} onToken={() => Promise.resolve()} />);

    const failed = await screen.findByRole('alert');
    expect(failed.textContent).toContain('Không tải được biểu mẫu nhập thẻ');
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    await waitFor(() => expect(fake.card.mount).toHaveBeenCalled());
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Lưu thẻ' })).toBeTruthy();
  });

  it('says card entry is unavailable when the server has no publishable key, and loads nothing', () => {
    const load = vi.fn<StripeLoader>();
    render(<CardEntry provider="STRIPE" loadStripe={load} onToken={() => Promise.resolve()} />);
    expect(screen.getByText(/Hiện chưa thể nhập thẻ trực tiếp/)).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });
});
