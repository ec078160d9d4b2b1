// Shift record (交班记录, sellticket9): the seller's open shift, the received amount with the
// difference to the cash expected, the handover, and the seller's past handovers.
import { App, Button, Card, Form, InputNumber, Space, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/session.ts';
import { timeText } from '../i18n/timeText.ts';
import { failureText } from '../masterData/masterDataApi.ts';
import { yuanToFen } from '../sales/cartModel.ts';
import { ShiftRecordTable } from './ShiftRecordTable.tsx';
import { ShiftSummary } from './ShiftSummary.tsx';
import { money } from './shiftFormat.ts';
import { handOverShift } from './shiftsApi.ts';
import { useCurrentShift } from './useCurrentShift.ts';
import { useShiftRecords } from './useShiftRecords.ts';

export default function ShiftRecordPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const session = useSession();
  const area = session?.user.scenicArea?.id;
  const me = session?.user.id;
  const { shift, reload } = useCurrentShift(area, me);
  const records = useShiftRecords(area, me);
  const [form] = Form.useForm<{ received: number | null }>();
  const received = Form.useWatch('received', form);
  const receivedFen = yuanToFen(received);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    const { received: yuan } = await form.validateFields();
    const fen = yuanToFen(yuan);
    if (area === undefined || fen === undefined) return;
    modal.confirm({
      title: t('shifts.handover.confirm'),
      onOk: () => {
        void send(area, fen);
      },
    });
  };

  const send = async (area: number, fen: number) => {
    setSubmitting(true);
    try {
      await handOverShift({ requestId, scenicAreaID: area, receivedFen: fen });
      void message.success(t('shifts.handover.done'), 3);
      setRequestId(crypto.randomUUID());
      form.resetFields();
      await Promise.all([reload(), records.reload()]);
    } catch (err) {
      void message.error(failureText(err, t('shifts.handover.failed')), 5);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card
        size="small"
        title={t('shifts.handover.title')}
        extra={
          shift?.startedAt
            ? t('shifts.home.shiftStarted', { time: timeText(shift.startedAt, shift.timeZone) })
            : t('shifts.home.noShiftYet')
        }
      >
        {shift && <ShiftSummary totals={shift.totals} expectedFen={shift.expectedFen} />}
        <Form form={form} layout="inline" style={{ marginTop: 16 }} onFinish={submit}>
          <Form.Item
            name="received"
            label={t('shifts.handover.received')}
            rules={[{ required: true, message: t('shifts.handover.receivedRequired') }]}
          >
            <InputNumber
              min={0}
              max={9_999_999.99}
              precision={2}
              style={{ width: 180 }}
              data-testid="received"
            />
          </Form.Item>
          <Form.Item>
            <Statistic
              title={t('shifts.handover.difference')}
              value={receivedFen === undefined || !shift ? '—' : money(receivedFen - shift.expectedFen)}
              valueStyle={{ fontSize: 18 }}
            />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={submitting}>
              {t('shifts.handover.submit')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <Card size="small" title={<Typography.Text strong>{t('shifts.records.title')}</Typography.Text>}>
        <ShiftRecordTable {...records} />
      </Card>
    </Space>
  );
}
