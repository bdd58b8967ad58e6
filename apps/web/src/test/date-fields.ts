import { fireEvent } from '@testing-library/react';
import { isoToDayText } from '../components/ui/date-text';

/** Fills a day-and-hour field as a person would: the day as dd/mm/yyyy in `dayInput`, the hour beside it. `local`: yyyy-mm-ddTHH:mm. */
export function fillDateTime(dayInput: HTMLElement, local: string) {
  const [day = '', time = ''] = local.split('T');
  fireEvent.change(dayInput, { target: { value: isoToDayText(day) } });
  const hour = dayInput.parentElement?.querySelector('input[type="time"]');
  if (!hour) throw new Error('no hour beside this day');
  fireEvent.change(hour, { target: { value: time } });
}
