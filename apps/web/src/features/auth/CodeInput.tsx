import { KeyRound } from 'lucide-react';
import { Input, type InputProps } from '../../components/ui/Input';

/** The 6-digit one-time code: numeric keyboard on phones, filled from SMS where the phone offers it. */
export function CodeInput(props: Omit<InputProps, 'type' | 'inputMode' | 'maxLength'>) {
  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      pattern="[0-9]*"
      placeholder="••••••"
      leading={<KeyRound className="size-4" aria-hidden />}
      className="font-medium tracking-[0.4em] tabular-nums"
      {...props}
    />
  );
}
