// An administrator sets a new password for a user (spec 000 §6), typed twice; the length rule is the
// server's (NewUserPassword: 8 to 16 characters).

import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewUserPassword, PasswordPair } from '../../../domain/users/user.schema.ts';
import { zodObjectRule, zodRule } from '../forms/zodRule.ts';
import { failureText } from '../masterData/masterDataApi.ts';
import { resetPassword } from './usersApi.ts';

interface Values {
  password: string;
  confirmPassword: string;
}

export function ResetPasswordModal(props: {
  user: { id: number; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values || !props.user) return;
    setSaving(true);
    try {
      await resetPassword({ id: props.user.id, ...values });
      void message.success(t('users.resetSuccess'), 3);
      props.onClose();
    } catch (error) {
      void message.error(failureText(error, t('users.resetFailed')), 5);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={props.user !== null}
      title={t('users.resetTitle', { name: props.user?.name ?? '' })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} data-testid="reset-password-form">
        <Form.Item name="password" label={t('users.newPassword')} rules={[zodRule(NewUserPassword)]} required>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('users.confirmPassword')}
          dependencies={['password']}
          required
          validateFirst // an empty field fails both rules with the same words: say it once
          rules={[
            zodRule(NewUserPassword),
            zodObjectRule(PasswordPair, (f) => f.getFieldsValue(['password', 'confirmPassword']), [
              'confirmPassword',
            ]),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
