import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { fieldControlProps, useFieldControl } from './field-context';
import { controlClasses } from './field-styles';

interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ className, rows = 4, ...rest }: TextareaProps) {
  const wired = fieldControlProps(useFieldControl(), rest);
  return <textarea rows={rows} {...rest} {...wired} className={cn(controlClasses, 'min-h-24 py-2.5 leading-relaxed', className)} />;
}
