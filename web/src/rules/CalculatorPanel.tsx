// The frame of a rule's calculator: inputs, a "calculate" button, the server's refusal or the
// result. The preview calls check the rule as the form holds it, with the server's messages.

import { CalculatorOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../masterData/masterDataApi.ts';

interface Props<T> {
  testId: string;
  inputs: ReactNode;
  run: () => Promise<T>;
  render: (result: T) => ReactNode;
}

export function CalculatorPanel<T>({ testId, inputs, run, render }: Props<T>) {
  const { t } = useTranslation();
  const [result, setResult] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const calculate = async () => {
    setBusy(true);
    setError(null);
    try {
      setResult(await run());
    } catch (e) {
      setResult(null);
      setError(failureText(e, t('rules.common.calculateFailed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      size="small"
      type="inner"
      title={
        <Space>
          <CalculatorOutlined />
          {t('rules.common.calculator')}
        </Space>
      }
      data-testid={testId}
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space wrap align="end">
          {inputs}
          <Button
            type="primary"
            loading={busy}
            onClick={() => void calculate()}
            data-testid={`${testId}-run`}
          >
            {t('rules.common.calculate')}
          </Button>
        </Space>
        {error && <Alert type="error" showIcon title={error} data-testid={`${testId}-error`} />}
        {result !== null && <div data-testid={`${testId}-result`}>{render(result)}</div>}
      </Space>
    </Card>
  );
}
