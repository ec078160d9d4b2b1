// The big "scan or type a ticket" box of the scan-ticketing and ticket-handling screens.
import { ScanOutlined } from '@ant-design/icons';
import { Input, type InputRef, Typography } from 'antd';
import type { Ref } from 'react';

export interface TicketCodeSearchProps {
  inputRef: Ref<InputRef>;
  value: string;
  busy: boolean;
  placeholder: string;
  submit: string;
  hint: string;
  testId: string;
  onChange(value: string): void;
  onSearch(): void;
}

export function TicketCodeSearch(props: TicketCodeSearchProps) {
  return (
    <>
      <Input.Search
        ref={props.inputRef}
        autoFocus
        allowClear
        size="large"
        autoComplete="off"
        maxLength={200}
        prefix={<ScanOutlined />}
        placeholder={props.placeholder}
        enterButton={props.submit}
        value={props.value}
        loading={props.busy}
        onChange={(e) => props.onChange(e.target.value)}
        onSearch={props.onSearch}
        style={{ fontSize: 20 }}
        data-testid={props.testId}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        {props.hint}
      </Typography.Paragraph>
    </>
  );
}
