// Date and time pickers whose value is the text the API speaks ('YYYY-MM-DD', 'HH:mm'), so forms
// and filter bars hold what is sent, with no conversion on the way in or out.

import { DatePicker, TimePicker } from 'antd';
import dayjs from 'dayjs';

const DATE = 'YYYY-MM-DD';
const TIME = 'HH:mm';

interface TextProps {
  value?: string;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  allowClear?: boolean;
  'data-testid'?: string;
}

export function DateText({ value, onChange, ...rest }: TextProps) {
  return (
    <DatePicker
      {...rest}
      style={{ width: '100%', minWidth: 140 }}
      value={value ? dayjs(value, DATE) : null}
      onChange={(d) => onChange?.(d ? d.format(DATE) : undefined)}
    />
  );
}

export function TimeText({ value, onChange, ...rest }: TextProps) {
  return (
    <TimePicker
      {...rest}
      format={TIME}
      needConfirm={false}
      style={{ width: '100%' }}
      value={value ? dayjs(value, TIME) : null}
      onChange={(d) => onChange?.(d ? d.format(TIME) : undefined)}
    />
  );
}

/** Several dates, as texts. */
export function DatesText({
  value,
  onChange,
  ...rest
}: Omit<TextProps, 'value' | 'onChange'> & {
  value?: string[];
  onChange?: (value: string[]) => void;
}) {
  return (
    <DatePicker
      {...rest}
      multiple
      style={{ width: '100%' }}
      value={(value ?? []).map((v) => dayjs(v, DATE))}
      onChange={(dates) => onChange?.((dates ?? []).map((d) => d.format(DATE)))}
    />
  );
}
