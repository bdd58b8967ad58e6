import type { CmsContentType, CmsField } from '@market/contract';

let counter = 0;

/** A value the field accepts, for tests that write any declared type without knowing it. */
function sample(name: string, field: CmsField): unknown {
  counter += 1;
  switch (field.type) {
    case 'string':
    case 'text':
    case 'richtext':
      return `Mẫu ${name} ${counter}`;
    case 'email':
      return `mau${counter}@example.com`;
    case 'uid':
      return `mau-${name}-${counter}`;
    case 'integer':
    case 'decimal':
      return field.min ?? 1;
    case 'boolean':
      return true;
    case 'date':
      return '2026-01-15';
    case 'datetime':
      return '2026-01-15T08:00:00.000Z';
    case 'enumeration':
      return field.values[0];
    case 'json':
      return { mau: counter };
    case 'component': {
      const item = sampleFields(field.fields);
      return field.repeatable ? [item] : item;
    }
    default:
      return undefined;
  }
}

function sampleFields(fields: Record<string, CmsField>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    if (field.required) data[name] = sample(name, field);
  }
  return data;
}

/** The required fields of a type, filled in. */
export function sampleData(type: CmsContentType): Record<string, unknown> {
  return sampleFields(type.attributes);
}

/** One scalar text field of the type, to change in an update. */
export function textField(type: CmsContentType): string {
  const entry = Object.entries(type.attributes).find(([, f]) => f.type === 'string' || f.type === 'text');
  return entry![0];
}
