import type { ReactNode } from 'react';
import { Button } from '../../components/ui/Button';

/** The end of a card form, whichever way the card is entered: what the caller adds, the failure, the actions. */
export function CardFormFooter({
  extra,
  failure,
  secondary,
  submitLabel,
  pending,
  disabled,
}: {
  extra?: ReactNode;
  failure: string | null;
  secondary?: ReactNode;
  submitLabel: string;
  pending: boolean;
  disabled?: boolean;
}) {
  return (
    <>
      {extra}
      {failure ? (
        <p role="alert" className="text-sm font-medium text-danger-600">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        {secondary}
        <Button type="submit" loading={pending} disabled={disabled}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
