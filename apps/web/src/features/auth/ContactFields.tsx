import { Mail, Smartphone } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ContactType } from '@market/contract';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { SegmentedControl } from '../../components/ui/SegmentedControl';
import { m } from '../../lib/messages';

interface ContactFieldsProps {
  /** The group's name for screen readers ("Đăng ký bằng", "Đăng nhập bằng"…). */
  groupLabel: string;
  contactType: ContactType;
  onContactTypeChange: (type: ContactType) => void;
  email: UseFormRegisterReturn;
  phone: UseFormRegisterReturn;
  emailError?: string;
  phoneError?: string;
}

const options = [
  { value: 'EMAIL', label: m.auth.email },
  { value: 'PHONE', label: m.auth.phone },
] as const;

/** "Email | Số điện thoại" and the one field that goes with the choice. */
export function ContactFields({ groupLabel, contactType, onContactTypeChange, email, phone, emailError, phoneError }: ContactFieldsProps) {
  return (
    <>
      <SegmentedControl label={groupLabel} value={contactType} options={options} onChange={onContactTypeChange} />
      {contactType === 'EMAIL' ? (
        <Field label={m.auth.email} error={emailError}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={m.auth.emailPlaceholder}
            leading={<Mail className="size-4" aria-hidden />}
            {...email}
          />
        </Field>
      ) : (
        <Field label={m.auth.phone} error={phoneError}>
          <Input
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder={m.auth.phonePlaceholder}
            leading={<Smartphone className="size-4" aria-hidden />}
            {...phone}
          />
        </Field>
      )}
    </>
  );
}

export interface ContactValues {
  contactType: ContactType;
  email: string;
  phone: string;
}

/**
 * The form's values as a contract body: only the chosen contact is kept (even blank, so that its own
 * rule reports it), other blank texts are left out.
 */
export function withChosenContact<T extends ContactValues>(values: T): Omit<T, 'email' | 'phone'> & { email?: string; phone?: string } {
  const chosen = values.contactType === 'EMAIL' ? 'email' : 'phone';
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (key === 'email' || key === 'phone') continue;
    out[key] = typeof value === 'string' && value.trim() === '' ? undefined : value;
  }
  out[chosen] = values[chosen];
  return out as Omit<T, 'email' | 'phone'> & { email?: string; phone?: string };
}

/** `email=a@b.vn` or `phone=0912…`, for the verify page's address. */
export function contactQuery(contact: { email?: string | null; phone?: string | null }): string {
  if (contact.email) return `email=${encodeURIComponent(contact.email)}`;
  if (contact.phone) return `phone=${encodeURIComponent(contact.phone)}`;
  return '';
}
