// The door actions of one device row: open the door once (only while the device is online: a
// queued open reaching a gate hours later would let anyone in), set the door mode (normal, normally open,
// normally closed), issue or rotate the device's signing secret. Commands go out with
// POST /api/device/command; the row then shows "waiting for the device" until its next heartbeat.
import { Button, Dropdown, Popconfirm, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceStatusRow, SendDoorCommand } from '../../../domain/gates/gate.schema.ts';
import { codeLabel, codesOf, DOOR_MODES } from '../../../domain/masterData/deviceCodes.ts';
import { useLang } from '../masterData/pickers.tsx';

interface Props {
  row: DeviceStatusRow;
  busy: boolean;
  onCommand: (body: SendDoorCommand) => void;
  onSecret: (row: DeviceStatusRow) => void;
}

export function DoorActions({ row, busy, onCommand, onSecret }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const label = (key: string) => t(`gates.devices.${key}`);
  const secretButton = (
    <Button
      size="small"
      disabled={busy}
      data-testid={`device-secret-${row.deviceNo}`}
      onClick={() => !row.hasSecret && onSecret(row)}
    >
      {label(row.hasSecret ? 'rotateSecret' : 'secret')}
    </Button>
  );
  return (
    <Space size={4} wrap>
      <Tooltip title={row.isOnline ? undefined : label('offlineNoOpen')}>
        <Button
          size="small"
          type="primary"
          disabled={busy || !row.isOnline}
          data-testid={`device-open-${row.deviceNo}`}
          onClick={() => onCommand({ id: row.id, command: 'open_door' })}
        >
          {label('openDoor')}
        </Button>
      </Tooltip>
      <Dropdown
        disabled={busy}
        trigger={['click']}
        menu={{
          selectedKeys: [String(row.doorMode)],
          items: codesOf(DOOR_MODES).map((mode) => ({
            key: String(mode),
            label: (
              <span data-testid={`device-mode-${row.deviceNo}-${mode}`}>
                {codeLabel(DOOR_MODES, mode, lang)}
              </span>
            ),
          })),
          onClick: ({ key }) => onCommand({ id: row.id, command: 'door_mode', doorMode: Number(key) }),
        }}
      >
        <Button size="small" data-testid={`device-mode-${row.deviceNo}`}>
          {label('setDoorMode')}
        </Button>
      </Dropdown>
      {row.hasSecret ? (
        <Popconfirm title={label('confirmRotate')} onConfirm={() => onSecret(row)}>
          {secretButton}
        </Popconfirm>
      ) : (
        secretButton
      )}
    </Space>
  );
}
