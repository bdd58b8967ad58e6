import { slugify } from '@market/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../components/ui/Field';
import { Input } from '../../components/ui/Input';
import { m } from '../../lib/messages';

interface SlugFieldProps {
  /** The name typed so far: a blank slug will be made from it. */
  name: string;
  slug: string;
  registration: UseFormRegisterReturn;
  error?: string;
}

/** The optional slug box; while it is blank, the hint shows the slug the name will give. */
export function SlugField({ name, slug, registration, error }: SlugFieldProps) {
  return (
    <Field label={m.catalogue.slug} optional error={error} hint={slug.trim() ? undefined : m.catalogue.slugHint(slugify(name))}>
      <Input autoComplete="off" spellCheck={false} maxLength={80} {...registration} />
    </Field>
  );
}
