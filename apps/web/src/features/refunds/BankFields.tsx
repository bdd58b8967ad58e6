import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { m } from '../../lib/messages';

const t = m.refunds;

export interface BankForm {
  bankName: string;
  bankAccountNumber: string;
  bankAccountName: string;
}

/** The three fields of the account a MANUAL refund is transferred to. */
export function BankFields<F extends BankForm>({ register, errors }: { register: UseFormRegister<F>; errors: FieldErrors<BankForm> }) {
  const reg = register as unknown as UseFormRegister<BankForm>;
  return (
    <>
      <Field label={t.bankName} error={errors.bankName?.message}>
        <Input autoComplete="off" maxLength={150} placeholder={t.bankNamePlaceholder} {...reg('bankName')} />
      </Field>
      <Field label={t.bankAccountNumber} error={errors.bankAccountNumber?.message}>
        <Input autoComplete="off" inputMode="numeric" maxLength={30} {...reg('bankAccountNumber')} />
      </Field>
      <Field label={t.bankAccountName} hint={t.bankAccountNameHint} error={errors.bankAccountName?.message}>
        <Input autoComplete="off" maxLength={150} className="uppercase" {...reg('bankAccountName')} />
      </Field>
    </>
  );
}
