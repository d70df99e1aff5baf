import { DatePicker } from 'antd';
import dayjs from 'dayjs';

/** How a chosen day reads in the field, as every date in duesflow reads: "26 Nov 2026" (formatBusinessDay). */
export const BUSINESS_DAY_FORMAT = 'D MMM YYYY';
/** The value a form holds and the API takes: the calendar day as YYYY-MM-DD. */
const VALUE_FORMAT = 'YYYY-MM-DD';

/**
 * A calendar day chosen from a calendar and shown as "26 Nov 2026" whatever the browser's locale (a native date
 * input shows mm/dd/yyyy in some), while the form's value stays the YYYY-MM-DD string the API takes. `min`: the
 * earliest day that can be chosen (YYYY-MM-DD).
 */
export function BusinessDayPicker({
  value,
  onChange,
  min,
  id,
  ...aria
}: {
  value?: string | null;
  onChange?: (day: string | undefined) => void;
  min?: string;
  id?: string;
  'aria-label'?: string;
}) {
  return (
    <DatePicker
      id={id}
      {...aria}
      style={{ width: '100%' }}
      format={BUSINESS_DAY_FORMAT}
      placeholder="Choose a day"
      value={value ? dayjs(value, VALUE_FORMAT) : null}
      onChange={(day) => onChange?.(day ? day.format(VALUE_FORMAT) : undefined)}
      disabledDate={min ? (day) => day.format(VALUE_FORMAT) < min : undefined}
    />
  );
}
