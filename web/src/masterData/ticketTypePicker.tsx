// A form's ticket type among those of the form's scenic area (verification categories, travel
// agencies, concession matching rules), and the caller's ticket types it chooses from.
import { Form, Select } from 'antd';
import type { Rule } from 'antd/es/form/index.js';
import { useEffect, useState } from 'react';
import type { TicketTypeRow } from '../../../domain/ticketTypes/ticketType.schema.ts';
import { allRows } from './masterDataApi.ts';

export type TicketTypeOption = Pick<TicketTypeRow, 'id' | 'ticketTypeName' | 'scenicAreaID'>;

/** Ticket types of the caller's scope (none when ticket types cannot be listed). */
export function useTicketTypes(): TicketTypeOption[] {
  const [rows, setRows] = useState<TicketTypeOption[]>([]);
  useEffect(() => {
    allRows<TicketTypeOption>('ticketType')
      .then(setRows)
      .catch(() => setRows([]));
  }, []);
  return rows;
}

interface Props {
  name: string;
  label: string;
  rule: Rule;
  ticketTypes: TicketTypeOption[];
  /** Shown when none is chosen (an optional field); absent: the field is required. */
  placeholder?: string;
}

export function TicketTypeItem({ name, label, rule, ticketTypes, placeholder }: Props) {
  const form = Form.useFormInstance();
  const area = Form.useWatch<number | undefined>('scenicAreaID', form);
  return (
    <Form.Item name={name} label={label} rules={[rule]} required={placeholder === undefined}>
      <Select
        allowClear={placeholder !== undefined}
        placeholder={placeholder}
        data-testid={`${name}-select`}
        options={ticketTypes
          .filter((tt) => area === undefined || tt.scenicAreaID === area)
          .map((tt) => ({ value: tt.id, label: tt.ticketTypeName }))}
      />
    </Form.Item>
  );
}
