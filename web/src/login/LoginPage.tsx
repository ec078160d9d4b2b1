// The login screen (spec 000 §2, §8): account, password, login button (Enter submits), language
// dropdown, browser advice; messages for empty fields, the server's msg, no service, success.

import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { App, Button, Card, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../../../domain/auth/menu.ts';
import { setSession } from '../auth/session.ts';
import { LanguageSelect } from '../i18n/LanguageSelect.tsx';
import styles from './login.module.css';
import { type LoginInput, login } from './loginApi.ts';

export default function LoginPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<LoginInput>();
  const [busy, setBusy] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-run on a language switch so shown messages follow it
  useEffect(() => {
    const shown = form.getFieldsError().filter((f) => f.errors.length > 0);
    if (shown.length > 0) void form.validateFields(shown.map((f) => f.name)).catch(() => undefined);
  }, [i18n.language, form]);

  const submit = async (values: LoginInput) => {
    setBusy(true);
    const outcome = await login({ account: values.account.trim(), password: values.password });
    setBusy(false);
    switch (outcome.kind) {
      case 'success':
        setSession(outcome.token, outcome.user);
        void message.success(t('login.success'), 2);
        navigate(HOME_PATH, { replace: true });
        break;
      case 'rejected':
        void message.error(outcome.message, 3);
        break;
      case 'notConnected':
        void message.error(`${t('login.notConnected')}: ${outcome.detail}`, 5);
        break;
      case 'serverError':
        void message.error(t('errors.server', { status: outcome.status }), 5);
        break;
    }
  };

  return (
    <main className={styles.page}>
      <div className={styles.language}>
        <LanguageSelect />
      </div>
      <Card className={styles.card} variant="borderless">
        <Typography.Title level={3} className={styles.title} style={{ marginBottom: 4 }}>
          {t('login.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className={styles.subtitle}>
          {t('login.subtitle')}
        </Typography.Paragraph>
        <Form
          form={form}
          layout="vertical"
          size="large"
          requiredMark={false}
          onFinish={submit}
          autoComplete="on"
        >
          <Form.Item
            name="account"
            label={t('login.account')}
            rules={[{ required: true, whitespace: true, message: t('login.accountRequired') }]}
          >
            <Input
              prefix={<UserOutlined />}
              placeholder={t('login.accountPlaceholder')}
              autoComplete="username"
              autoFocus
              data-testid="login-account"
            />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('login.password')}
            rules={[{ required: true, message: t('login.passwordRequired') }]}
          >
            <Input.Password
              prefix={<LockOutlined />}
              placeholder={t('login.passwordPlaceholder')}
              autoComplete="current-password"
              data-testid="login-password"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
            {t('login.submit')}
          </Button>
        </Form>
        <Typography.Paragraph
          type="secondary"
          className={styles.advice}
          style={{ marginBottom: 0 }}
          data-testid="browser-advice"
        >
          {t('login.browserAdvice')}
        </Typography.Paragraph>
      </Card>
    </main>
  );
}
