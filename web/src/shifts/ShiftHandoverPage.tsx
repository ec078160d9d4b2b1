// Shift handover (交班, sellticket15, administrators): every seller's handovers in the areas in
// scope, each settled once with the settled amount (the operator is the administrator).
import { App, Card, Form, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShiftRecordRow } from '../../../domain/shifts/shift.schema.ts';
import { useSession } from '../auth/session.ts';
import { failureText } from '../masterData/masterDataApi.ts';
import { yuanToFen } from '../sales/cartModel.ts';
import { ShiftRecordTable } from './ShiftRecordTable.tsx';
import { settleShift } from './shiftsApi.ts';
import { useShiftRecords } from './useShiftRecords.ts';

export default function ShiftHandoverPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const session = useSession();
  const records = useShiftRecords(session?.user.scenicArea?.id, undefined);
  const [settling, setSettling] = useState<ShiftRecordRow | null>(null);
  const [form] = Form.useForm<{ settled: number }>();

  const open = (row: ShiftRecordRow) => {
    form.setFieldsValue({ settled: row.amount / 100 });
    setSettling(row);
  };
  const settle = async () => {
    if (!settling) return;
    const { settled } = await form.validateFields();
    try {
      await settleShift({
        requestId: crypto.randomUUID(),
        sellerID: settling.sellerID,
        shiftNo: settling.shiftNo,
        settledFen: yuanToFen(settled) ?? 0,
      });
      void message.success(t('shifts.records.settled'), 3);
      setSettling(null);
      await records.reload();
    } catch (err) {
      void message.error(failureText(err, t('shifts.records.settleFailed')), 5);
    }
  };

  return (
    <Card size="small" title={t('shifts.records.title')}>
      <ShiftRecordTable {...records} onSettle={open} />
      <Modal
        open={settling !== null}
        title={
          settling
            ? t('shifts.records.settleTitle', { name: settling.changeShiftsName, no: settling.shiftNo })
            : ''
        }
        onOk={settle}
        onCancel={() => setSettling(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item name="settled" label={t('shifts.records.settledAmount')} rules={[{ required: true }]}>
            <InputNumber
              min={0}
              max={9_999_999.99}
              precision={2}
              style={{ width: 200 }}
              data-testid="settled"
            />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
