import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { m } from '../../lib/messages';
import { Button } from './Button';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** The buttons at the bottom. */
  footer?: ReactNode;
  className?: string;
}

/** A modal dialog (Radix): focus is trapped inside, Escape and the close button dismiss it. */
export function Dialog({ open, onOpenChange, title, description, children, footer, className }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-ink/40 backdrop-blur-[2px]" />
        <RadixDialog.Content
          className={cn(
            'fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md animate-pop-in rounded-2xl bg-surface p-6 shadow-pop sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2',
            className,
          )}
        >
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-lg font-semibold text-ink">{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <button
                type="button"
                aria-label={m.common.close}
                className="-m-1 inline-flex size-8 items-center justify-center rounded-md text-muted hover:bg-sunken hover:text-ink"
              >
                <X className="size-4" aria-hidden />
              </button>
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="mt-2 text-sm leading-relaxed text-ink-soft">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          {children ? <div className="mt-4">{children}</div> : null}
          {footer ? <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  pending?: boolean;
  tone?: 'primary' | 'danger';
}

/** "Are you sure?" with a cancel and a confirm button. */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, onConfirm, pending, tone = 'primary' }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            {m.common.cancel}
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}

interface DeleteDialogProps<Row> {
  /** The row asked about; null: the dialog is closed. */
  doomed: Row | null;
  onClose: () => void;
  title: ReactNode;
  describe: (row: Row) => ReactNode;
  confirmLabel: string;
  onConfirm: (row: Row) => void;
  pending?: boolean;
}

/** "Delete this row?" of a list: open while a row is doomed, deleting that row on confirm. */
export function DeleteDialog<Row>({ doomed, onClose, title, describe, confirmLabel, onConfirm, pending }: DeleteDialogProps<Row>) {
  return (
    <ConfirmDialog
      open={doomed !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={doomed !== null ? describe(doomed) : ''}
      confirmLabel={confirmLabel}
      tone="danger"
      pending={pending}
      onConfirm={() => doomed !== null && onConfirm(doomed)}
    />
  );
}
