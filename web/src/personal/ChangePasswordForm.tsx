import { App, Button, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form/index.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { NewPassword } from '../../../domain/users/password.schema.ts';
import { USER_PASSWORD_MAX, UserPassword } from '../../../domain/users/user.schema.ts';
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
  // The server's schemas decide; the message is the screen's own, with the schemas' limits.
  const required: Rule = { required: true, message: t('personal.passwordRequired') };
  const length = (schema: z.ZodType, limits: { min: number; max: number }): Rule => ({
    validator: async (_, value) => {
      if (value && !schema.safeParse(value).success) throw new Error(t('personal.passwordLength', limits));
    },
  });
  const rules = [required, length(NewPassword, { min: PASSWORD_CHANGE_MIN, max: PASSWORD_CHANGE_MAX })];
  // The old password is any a user may have been given: 1 to 16 characters.
  const oldRules = [required, length(UserPassword, { min: 1, max: USER_PASSWORD_MAX })];

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
