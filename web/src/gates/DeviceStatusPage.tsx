// Device status monitoring (状态监控, deviceStatus; issue 13): every device of the scenic area with
// its online / offline tag, door mode and last heartbeat, updated live; open-door and door-mode
// commands with the device's answer; a signing secret issued or rotated and shown once.
import { Alert, App, Badge, Card, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/index.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeviceSecret, DeviceStatusRow, SendDoorCommand } from '../../../domain/gates/gate.schema.ts';
import { codeLabel, DIRECTIONS, DOOR_MODES, MODULE_TYPES } from '../../../domain/masterData/deviceCodes.ts';
import { useSession } from '../auth/session.ts';
import { useAreaTime } from '../i18n/timeText.ts';
import { failureText } from '../masterData/masterDataApi.ts';
import { ScenicAreaSelect, useLang } from '../masterData/pickers.tsx';
import { DeviceSecretModal } from './DeviceSecretModal.tsx';
import { DoorActions } from './DoorActions.tsx';
import { commandOutcome, outcomeKey } from './deviceStatusModel.ts';
import { issueDeviceSecret, sendDoorCommand } from './gatesApi.ts';
import { useDeviceStatus } from './useDeviceStatus.ts';

const OUTCOME_COLOR = { waiting: 'processing', ok: 'success', failed: 'error' } as const;

function LastCommand({ row }: { row: DeviceStatusRow }) {
  const { t } = useTranslation();
  const last = row.lastCommand;
  const outcome = commandOutcome(last);
  if (!last || outcome === 'none') return <>—</>;
  const text =
    outcome === 'waiting'
      ? t('gates.devices.waiting')
      : t(`gates.devices.${outcomeKey(last.command, outcome === 'ok')}`);
  return (
    <Tag color={OUTCOME_COLOR[outcome]} data-testid={`device-command-${row.deviceNo}`} data-outcome={outcome}>
      {text}
      {outcome === 'failed' && last.message ? `: ${last.message}` : ''}
    </Tag>
  );
}

export default function DeviceStatusPage() {
  const { t } = useTranslation();
  const time = useAreaTime();
  const { message } = App.useApp();
  const lang = useLang();
  const session = useSession();
  const [area, setArea] = useState<number | undefined>(session?.user.scenicArea?.id ?? undefined);
  const [busy, setBusy] = useState<number | null>(null);
  const [secret, setSecret] = useState<DeviceSecret | null>(null);
  const { rows, error, live, sent } = useDeviceStatus(area, (s) => {
    const text = `${s.deviceNo}: ${t(`gates.devices.${s.key}`)}`;
    if (s.ok) void message.success(text, 3);
    else void message.error(s.message ? `${text} (${s.message})` : text, 5);
  });
  const label = (key: string) => t(`gates.devices.${key}`);

  const command = async (body: SendDoorCommand) => {
    setBusy(body.id);
    try {
      sent((await sendDoorCommand(body)).commandId);
      void message.info(label('sent'), 3);
    } catch (err) {
      void message.error(failureText(err, label('sendFailed')), 5);
    } finally {
      setBusy(null);
    }
  };
  const issueSecret = async (row: DeviceStatusRow) => {
    setBusy(row.id);
    try {
      setSecret(await issueDeviceSecret(row.id));
    } catch (err) {
      void message.error(failureText(err, label('secretFailed')), 5);
    } finally {
      setBusy(null);
    }
  };

  const columns: ColumnsType<DeviceStatusRow> = [
    { title: label('deviceNo'), dataIndex: 'deviceNo' },
    { title: label('name'), dataIndex: 'name' },
    { title: label('zoneName'), dataIndex: 'zoneName' },
    {
      title: label('moduleType'),
      dataIndex: 'moduleType',
      render: (v: number) => codeLabel(MODULE_TYPES, v, lang),
    },
    {
      title: label('status'),
      dataIndex: 'isOnline',
      render: (on: boolean, row) => (
        <Tag color={on ? 'green' : 'default'} data-testid={`device-online-${row.deviceNo}`} data-online={on}>
          {label(on ? 'online' : 'offline')}
        </Tag>
      ),
    },
    {
      title: label('doorMode'),
      dataIndex: 'doorMode',
      render: (v: number) => codeLabel(DOOR_MODES, v, lang),
    },
    {
      title: label('direction'),
      dataIndex: 'direction',
      render: (v: number) => codeLabel(DIRECTIONS, v, lang),
    },
    {
      title: label('lastSeenAt'),
      dataIndex: 'lastSeenAt',
      render: (v: string | null) => (v ? time(v, area) : label('never')),
    },
    { title: label('lastCommand'), key: 'lastCommand', render: (_, row) => <LastCommand row={row} /> },
    {
      title: label('actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, row) => (
        <DoorActions
          row={row}
          busy={busy === row.id}
          onCommand={(b) => void command(b)}
          onSecret={(r) => void issueSecret(r)}
        />
      ),
    },
  ];

  return (
    <Card data-testid="device-status">
      <Space style={{ marginBottom: 16 }} wrap>
        <ScenicAreaSelect
          autoPick
          value={area}
          onChange={setArea}
          placeholder={t('gates.common.scenicArea')}
        />
        <Badge
          status={live ? 'processing' : 'default'}
          text={t('gates.common.live')}
          data-testid="device-live"
        />
      </Space>
      {error ? (
        <Alert type="error" showIcon message={failureText(error, t('gates.common.loadFailed'))} />
      ) : null}
      <Table<DeviceStatusRow>
        rowKey="id"
        size="middle"
        loading={rows === null && !error}
        dataSource={rows ?? []}
        columns={columns}
        scroll={{ x: 'max-content' }}
        pagination={false}
        data-testid="device-status-table"
      />
      <DeviceSecretModal secret={secret} onClose={() => setSecret(null)} />
    </Card>
  );
}
