import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { m } from '../../lib/messages';
import { Input, type InputProps } from './Input';

/**
 * A password field with a show/hide toggle. The toggle's name avoids the word "mật khẩu" so that
 * finding the field by its label ("Mật khẩu") never also finds the button.
 */
export function PasswordInput(props: Omit<InputProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? m.common.hideTyped : m.common.showTyped}
          aria-pressed={visible}
          className="inline-flex size-9 items-center justify-center rounded-md text-muted hover:bg-sunken hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          {visible ? <EyeOff className="size-4.5" aria-hidden /> : <Eye className="size-4.5" aria-hidden />}
        </button>
      }
    />
  );
}
