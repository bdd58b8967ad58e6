import type { CmsBooleanField } from '@market/contract';
import { Switch } from '../../../../components/ui/Switch';
import { fieldLabel } from '../content-types';
import { errorOf, type FieldProps } from './types';

/** A yes / no switch. */
export function BooleanField({ name, field, value, onChange, path, errors }: FieldProps<CmsBooleanField, boolean>) {
  const error = errorOf(errors, path);
  return (
    <div>
      <Switch checked={Boolean(value)} onCheckedChange={onChange} label={fieldLabel(name, field)} />
      {error ? <p className="text-[13px] font-medium text-danger-600">{error}</p> : null}
    </div>
  );
}
