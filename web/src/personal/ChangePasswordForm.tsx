import { App, Button, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form/index.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_PASSWORD_MAX } from '../../../domain/users/user.schema.ts';
import { changePassword, PASSWORD_CHANGE_MAX, PASSWORD_CHANGE_MIN } from './passwordApi.ts';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Old, new and confirmed password; used by the personal centre and the header's modal. */
export function ChangePasswordForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const limits = { min: PASSWORD_CHANGE_MIN, max: PASSWORD_CHANGE_MAX };
  const rules: Rule[] = [
    { required: true, message: t('personal.passwordRequired') },
    { ...limits, message: t('personal.passwordLength', limits) },
  ];
  // The old password may be as long as any password a user can be given (16).
  const oldLimits = { min: PASSWORD_CHANGE_MIN, max: USER_PASSWORD_MAX };
  const oldRules: Rule[] = [rules[0]!, { ...oldLimits, message: t('personal.passwordLength', oldLimits) }];

  const submit = async (values: Values) => {
    setBusy(true);
    const ok = await changePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword });
    setBusy(false);
    if (ok) {
      void message.success(t('personal.changeSuccess'), 3);
      form.resetFields();
      onDone?.();
    } else {
      void message.error(t('personal.changeFailed'), 5);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 360 }}>
      <Form.Item name="oldPassword" label={t('personal.oldPassword')} rules={oldRules}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="newPassword" label={t('personal.newPassword')} rules={rules}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('personal.confirmPassword')}
        dependencies={['newPassword']}
        rules={[
          ...rules,
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || getFieldValue('newPassword') === value
                ? Promise.resolve()
                : Promise.reject(new Error(t('personal.passwordMismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('common.submit')}
      </Button>
    </Form>
  );
}
