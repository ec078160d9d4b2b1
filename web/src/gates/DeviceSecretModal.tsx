// A device's new signing secret, shown once (issue 13): the secret with a copy button and the
// warning that it will not be shown again. The secret lives only in this modal's props; closing
// it drops it (the parent clears its state).
import { Alert, App, Button, Input, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceSecret } from '../../../domain/gates/gate.schema.ts';
import { useAreaTime } from '../i18n/timeText.ts';

export function DeviceSecretModal({ secret, onClose }: { secret: DeviceSecret | null; onClose: () => void }) {
  const { t } = useTranslation();
  const time = useAreaTime();
  const { message } = App.useApp();
  const label = (key: string, params?: Record<string, string>) => t(`gates.devices.${key}`, params ?? {});
  const copy = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret.secret);
      void message.success(label('copied'), 2);
    } catch {
      void message.error(label('copyFailed'), 5);
    }
  };
  return (
    <Modal
      open={secret !== null}
      title={secret ? label('secretTitle', { deviceNo: secret.deviceNo }) : ''}
      maskClosable={false}
      closable={false}
      keyboard={false}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose} data-testid="device-secret-close">
          {label('close')}
        </Button>
      }
    >
      {secret && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Alert
            type="warning"
            showIcon
            message={label('secretWarning')}
            data-testid="device-secret-warning"
          />
          <Space.Compact style={{ width: '100%' }}>
            <Input
              readOnly
              value={secret.secret}
              style={{ fontFamily: 'monospace' }}
              data-testid="device-secret-value"
            />
            <Button onClick={() => void copy()} data-testid="device-secret-copy">
              {label('copy')}
            </Button>
          </Space.Compact>
          <Typography.Text type="secondary">
            {label('issuedAt', { time: time(secret.issuedAt) })}
          </Typography.Text>
        </Space>
      )}
    </Modal>
  );
}
