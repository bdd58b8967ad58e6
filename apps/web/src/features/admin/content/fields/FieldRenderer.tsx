import type { CmsContentType, CmsField, CmsFields } from '@market/contract';
import type { ComponentType } from 'react';
import type { FieldErrors, FormValues } from '../content-types';
import { BooleanField } from './BooleanField';
import { ComponentField } from './ComponentField';
import { DateField } from './DateField';
import { EnumField } from './EnumField';
import { JsonField } from './JsonField';
import { LongTextField } from './LongTextField';
import { MediaField } from './MediaField';
import { NumberField } from './NumberField';
import { RelationField } from './RelationField';
import { RichTextField } from './RichTextField';
import { TextField } from './TextField';
import type { FieldProps } from './types';

/** The renderer of a field's kind: one generic component per kind of the declaration format. */
export function FieldRenderer(props: FieldProps & { siblings: FormValues }) {
  const { field } = props;
  // Each renderer takes its own kind of field and value; the declaration's `type` picks it.
  const render = <P extends object>(Renderer: ComponentType<P>) => <Renderer {...(props as unknown as P)} />;
  switch (field.type) {
    case 'string':
    case 'email':
    case 'uid':
      return render(TextField);
    case 'text':
      return render(LongTextField);
    case 'richtext':
      return render(RichTextField);
    case 'integer':
    case 'decimal':
      return render(NumberField);
    case 'boolean':
      return render(BooleanField);
    case 'enumeration':
      return render(EnumField);
    case 'date':
    case 'datetime':
      return render(DateField);
    case 'json':
      return render(JsonField);
    case 'media':
      return render(MediaField);
    case 'relation':
      return render(RelationField);
    case 'component':
      return render(ComponentField);
  }
}

/** A group of fields (an entry's, or a part's), each drawn by the renderer of its kind. */
export function FieldList({
  fields,
  values,
  onChange,
  path,
  errors,
  types,
}: {
  fields: CmsFields;
  values: FormValues;
  onChange: (values: FormValues) => void;
  path: string;
  errors: FieldErrors;
  types: readonly CmsContentType[];
}) {
  return (
    <div className="flex flex-col gap-5">
      {Object.entries(fields).map(([name, field]: [string, CmsField]) => (
        <FieldRenderer
          key={name}
          name={name}
          field={field}
          value={values[name]}
          onChange={(value) => onChange({ ...values, [name]: value })}
          path={path ? `${path}.${name}` : name}
          errors={errors}
          types={types}
          siblings={values}
        />
      ))}
    </div>
  );
}
