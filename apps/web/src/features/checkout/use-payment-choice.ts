import { useState } from 'react';
import { usePaymentChannels } from './api';
import { defaultChoice, type PaymentChoice } from './PaymentChannelPicker';

/** The web payment channels and the one picked: the first channel until the buyer picks another. */
export function usePaymentChoice() {
  const channels = usePaymentChannels();
  const [picked, setPicked] = useState<PaymentChoice | null>(null);
  const choice = picked ?? defaultChoice(channels.data ?? []);
  return { channels, choice, setChoice: setPicked };
}

export type PaymentChoiceState = ReturnType<typeof usePaymentChoice>;
