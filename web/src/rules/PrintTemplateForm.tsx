// The print template form: name, path, use source, printer type, enable, scenic area; where each
// printable field goes (shown or not, left and top in mm, font size or QR side); and a live preview
// of a sample ticket at the paper width, printable through the browser.

import { PrinterOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, InputNumber, Row, Select, Space, Switch, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_PRINT_FIELDS,
  PRINT_FIELD_KEYS,
  PRINT_SOURCE_TYPES,
  PRINT_TYPES,
  type PrintField,
  type PrintFieldKey,
} from '../../../domain/rules/printTemplate.schema.ts';
import { PrintTemplateInput } from '../../../domain/rules/ruleRecords.schema.ts';
import { ScenicAreaItem } from '../masterData/pickers.tsx';
import {
  type PrintableTicket,
  printTickets,
  type TicketLayout,
  TicketPreview,
} from '../printing/TicketPrint.tsx';
import { PAPER_WIDTH_MM, type PrintType } from '../printing/ticketLayout.ts';
import { bodyRule, checkedItem, fieldItem, type Path, pick, type Values } from './ruleForm.ts';

const KEYS = Object.keys(PrintTemplateInput.shape);
export const printTemplateBody = (values: Values) => pick(values, KEYS);
const rule = (path: Path) => bodyRule(PrintTemplateInput, printTemplateBody, path);

export const newPrintTemplateValues = (): Values => ({
  useSourceType: 'window',
  isEnablePrint: true,
  printType: 'DS80',
  fields: structuredClone(DEFAULT_PRINT_FIELDS),
});

/** The layout the form describes, with the defaults standing in for what is half typed. */
function layoutOf(values: Values | undefined): TicketLayout {
  const typed = (values?.fields ?? {}) as Partial<Record<PrintFieldKey, Partial<PrintField>>>;
  const number = (v: unknown, fallback: number) =>
    typeof v === 'number' && Number.isFinite(v) ? v : fallback;
  const fields = Object.fromEntries(
    PRINT_FIELD_KEYS.map((key) => {
      const d = DEFAULT_PRINT_FIELDS[key];
      const f = typed[key] ?? {};
      return [
        key,
        {
          visible: f.visible ?? d.visible,
          x: number(f.x, d.x),
          y: number(f.y, d.y),
          size: number(f.size, d.size),
        },
      ];
    }),
  ) as TicketLayout['fields'];
  const printType = PRINT_TYPES.includes(values?.printType as PrintType)
    ? (values?.printType as PrintType)
    : 'DS80';
  return { printType, fields };
}

function useSampleTicket(): PrintableTicket {
  const { t } = useTranslation();
  return useMemo(() => {
    const today = dayjs();
    return {
      seqID: '0001',
      ticketID: `${today.format('YYYYMMDD')}0000000001`,
      ticketTypeName: t('rules.print.sampleTicketType'),
      startTime: `${today.format('YYYY-MM-DD')} 08:00`,
      endTime: `${today.format('YYYY-MM-DD')} 18:00`,
      displayPrice: 10000,
      holderName: t('rules.print.sampleHolder'),
      mobile: '13800138000',
      idNumber: '110101199003071234',
    };
  }, [t]);
}

export function PrintTemplateForm() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const values = Form.useWatch((v: Values) => v, { form, preserve: true });
  const layout = layoutOf(values);
  const sample = useSampleTicket();
  const label = (key: string) => t(`rules.print.${key}`);
  const item = fieldItem(rule, label);
  const number = (key: PrintFieldKey, part: 'x' | 'y' | 'size') => (
    <Form.Item name={['fields', key, part]} rules={[rule(['fields', key, part])]} style={{ marginBottom: 0 }}>
      <InputNumber
        min={0}
        precision={0}
        size="small"
        style={{ width: 72 }}
        data-testid={`field-${key}-${part}`}
      />
    </Form.Item>
  );

  return (
    <Row gutter={24}>
      <Col span={14}>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item {...item('templateName')}>
              <Input maxLength={24} showCount data-testid="print-template-name" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item {...item('templatePath')}>
              <Input maxLength={255} data-testid="print-template-path" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <ScenicAreaItem rule={rule(['scenicAreaID'])} />
          </Col>
          <Col span={12}>
            <Form.Item {...item('useSourceType', false)}>
              <Select options={PRINT_SOURCE_TYPES.map((v) => ({ value: v, label: label(`sources.${v}`) }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item {...item('printType', false)}>
              <Select
                options={PRINT_TYPES.map((v) => ({ value: v, label: label(`printTypes.${v}`) }))}
                data-testid="print-template-type"
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="isEnablePrint" label={label('isEnablePrint')} {...checkedItem}>
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Text strong>{label('fields')}</Typography.Text>
        <Table<{ key: PrintFieldKey }>
          size="small"
          pagination={false}
          dataSource={PRINT_FIELD_KEYS.map((key) => ({ key }))}
          columns={[
            {
              title: label('field'),
              dataIndex: 'key',
              render: (key: PrintFieldKey) => label(`fieldNames.${key}`),
            },
            {
              title: label('visible'),
              key: 'visible',
              render: (_, { key }) => (
                <Form.Item name={['fields', key, 'visible']} {...checkedItem} style={{ marginBottom: 0 }}>
                  <Switch size="small" data-testid={`field-${key}-visible`} />
                </Form.Item>
              ),
            },
            { title: label('x'), key: 'x', render: (_, { key }) => number(key, 'x') },
            { title: label('y'), key: 'y', render: (_, { key }) => number(key, 'y') },
            { title: label('size'), key: 'size', render: (_, { key }) => number(key, 'size') },
          ]}
        />
      </Col>
      <Col span={10}>
        <Space orientation="vertical" size="middle">
          <Space>
            <Typography.Text strong>
              {t('rules.print.preview', { width: PAPER_WIDTH_MM[layout.printType] })}
            </Typography.Text>
            <Button
              icon={<PrinterOutlined />}
              onClick={() => void printTickets(layout, [sample])}
              data-testid="print-template-print"
            >
              {label('print')}
            </Button>
          </Space>
          <TicketPreview layout={layout} ticket={sample} />
        </Space>
      </Col>
    </Row>
  );
}
