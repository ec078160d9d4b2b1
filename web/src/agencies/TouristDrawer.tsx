// A drawer with the tourist form (spec 002 §2 "add-tourist drawer and edit-tourist drawer"; also the
// preview's fix of a failing row). Confirming runs the form's checks first (spec 002 §5), then hands
// the checked row to `onSubmit`, which matches and stores it; the drawer closes when it succeeds.
import { Button, Descriptions, Drawer, Form, Space } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TouristRow, type TouristRowInput } from '../../../domain/agencies/touristRow.schema.ts';
import { TouristFormItems } from './TouristFormItems.tsx';

interface Props {
  /** null: closed. */
  initial: Partial<TouristRowInput> | null;
  title: string;
  /** Read-only facts above the form (the edit drawer's ticket type, age, price, concession). */
  facts?: { label: string; value: ReactNode }[];
  /** Matches and stores the row; answers whether it worked (the drawer stays open if not). */
  onSubmit: (row: TouristRow) => Promise<boolean>;
  onClose: () => void;
}

export function TouristDrawer({ initial, title, facts, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TouristRowInput>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (initial) form.setFieldsValue(initial);
  }, [initial, form]);

  const confirm = async () => {
    const values = await form.validateFields().catch(() => undefined);
    const parsed = values && TouristRow.safeParse({ ...form.getFieldsValue(true), ...values });
    if (!parsed?.success) return;
    setBusy(true);
    const done = await onSubmit(parsed.data).finally(() => setBusy(false));
    if (done) form.resetFields();
  };

  return (
    <Drawer
      open={initial !== null}
      title={title}
      size={460}
      onClose={onClose}
      destroyOnHidden
      data-testid="tourist-drawer"
      extra={
        <Space>
          <Button onClick={onClose}>{t('agencies.common.cancel')}</Button>
          <Button type="primary" loading={busy} onClick={() => void confirm()} data-testid="tourist-save">
            {t('agencies.common.ok')}
          </Button>
        </Space>
      }
    >
      {facts ? (
        <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
          {facts.map((f) => (
            <Descriptions.Item key={f.label} label={f.label}>
              {f.value}
            </Descriptions.Item>
          ))}
        </Descriptions>
      ) : null}
      <Form form={form} layout="vertical" initialValues={initial ?? undefined} preserve={false}>
        <TouristFormItems />
      </Form>
    </Drawer>
  );
}
