// System information (spec 000 §7, §8): the cloud platform address (not empty) and whether it is
// used (0 yes, 1 no). Load failure "failed to get information"; save notices last 5 seconds.

import { App, Button, Card, Form, Input, Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ok } from '../../../domain/http/replies.ts';
import {
  ENABLE_NO,
  ENABLE_YES,
  SysConfigEdit,
  type SysConfigRow,
} from '../../../domain/sysConfig/sysConfig.schema.ts';
import { http } from '../api/http.ts';
import { isRequired, zodFieldRule } from '../forms/zodRule.ts';
import { failureText } from '../masterData/masterDataApi.ts';

const NOTICE_SECONDS = 5;

export default function SysConfigPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<SysConfigRow>();
  const [row, setRow] = useState<SysConfigRow | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    http
      .get<Ok<SysConfigRow[]>>('/api/sysConfig')
      .then((reply) => {
        const first = reply.data[0] ?? null;
        setRow(first);
        if (first) form.setFieldsValue(first);
      })
      .catch(() => void message.error(t('errors.getInfoFailed'), NOTICE_SECONDS));
  }, [form, message, t]);

  const save = async (values: SysConfigRow) => {
    if (!row) return;
    setSaving(true);
    try {
      const reply = await http.post<Ok<SysConfigRow>>('/api/sysConfig/edit', { ...values, id: row.id });
      setRow(reply.data);
      form.setFieldsValue(reply.data);
      void message.success(t('sysConfig.saveSuccess'), NOTICE_SECONDS);
    } catch (error) {
      void message.error(failureText(error, t('sysConfig.saveFailed')), NOTICE_SECONDS);
    } finally {
      setSaving(false);
    }
  };

  const field = (key: 'huijuCloudAPIUrl' | 'huijuCloudAPIUrl_enable') => ({
    name: key,
    rules: [zodFieldRule(SysConfigEdit, key)],
    required: isRequired(SysConfigEdit.shape[key]),
  });

  return (
    <Card title={t('sysConfig.title')} data-testid="sysConfig-page">
      <Spin spinning={row === null}>
        <Form form={form} layout="vertical" onFinish={save} style={{ maxWidth: 520 }}>
          <Form.Item label={t('sysConfig.address')} {...field('huijuCloudAPIUrl')}>
            <Input placeholder={t('sysConfig.addressPlaceholder')} data-testid="sysConfig-address" />
          </Form.Item>
          <Form.Item label={t('sysConfig.enable')} {...field('huijuCloudAPIUrl_enable')}>
            <Select
              data-testid="sysConfig-enable"
              options={[
                { value: ENABLE_YES, label: t('common.yes') },
                { value: ENABLE_NO, label: t('common.no') },
              ]}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="sysConfig-save">
            {t('common.save')}
          </Button>
        </Form>
      </Spin>
    </Card>
  );
}
