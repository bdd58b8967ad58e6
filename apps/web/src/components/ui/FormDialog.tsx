import type { FormEventHandler, ReactNode } from 'react';
import { m } from '../../lib/messages';
import { Button } from './Button';
import { Dialog } from './Dialog';

interface FormDialogProps {
  title: ReactNode;
  description?: ReactNode;
  /** The form's id: the footer's submit button sits outside the form and names it. */
  formId: string;
  submitLabel: ReactNode;
  /** Saving: the submit button spins and cancelling waits. */
  pending: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The dialog's own classes (its width, scrolling). */
  className?: string;
  /** The form's layout. */
  formClassName?: string;
  children: ReactNode;
}

/**
 * A dialog holding one form, with "Huỷ" and its submit button in the footer: the add and edit dialogs
 * of the studio and the console each wrote this frame by hand.
 */
export function FormDialog({ title, description, formId, submitLabel, pending, onClose, onSubmit, className, formClassName, children }: FormDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      className={className}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {m.common.cancel}
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate className={formClassName} onSubmit={onSubmit}>
        {children}
      </form>
    </Dialog>
  );
}
