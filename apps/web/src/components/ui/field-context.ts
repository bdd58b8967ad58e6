import { createContext, useContext } from 'react';

/** What a `Field` tells the control inside it: its id and how to describe it to assistive tech. */
export interface FieldControl {
  id: string;
  invalid: boolean;
  describedBy?: string;
}

export const FieldContext = createContext<FieldControl | null>(null);

/** The enclosing field's id, invalid state and description ids (null outside a `Field`). */
export function useFieldControl(): FieldControl | null {
  return useContext(FieldContext);
}

/** Control props filled in from the enclosing field unless the caller set them. */
export function fieldControlProps(
  field: FieldControl | null,
  own: { id?: string; 'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling'; 'aria-describedby'?: string },
) {
  const describedBy = [own['aria-describedby'], field?.describedBy].filter(Boolean).join(' ') || undefined;
  return {
    id: own.id ?? field?.id,
    'aria-invalid': own['aria-invalid'] ?? (field?.invalid ? true : undefined),
    'aria-describedby': describedBy,
  };
}
