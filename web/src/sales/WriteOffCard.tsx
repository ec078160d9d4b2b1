// Write-off of a looked-up ticket (核销, spec 001 §4–5): its attractions with passes used and left
// today; per attraction (one pass), batch (n passes, never above what is left) or global (the ticket
// becomes verified, after a confirmation). Each is recorded with the seller and the window.

import { Alert, App, Button, Card, InputNumber, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_WRITE_OFF,
  type TicketUses,
  type ZoneUsesRow,
} from '../../../domain/sales/ticketHandling.schema.ts';
import { failureText } from '../masterData/masterDataApi.ts';
import { writeOff } from './ticketUseApi.ts';

interface Props {
  uses: TicketUses;
  window: string;
  onWrittenOff: (uses: TicketUses) => void;
}

export function WriteOffCard({ uses, window, onWrittenOff }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState<string | null>(null);
  const [counts, setCounts] = useState<Record<number, number>>({});
  const label = (key: string) => t(`ticketHandling.handling.${key}`);
  const passes = (n: number | null) => (n === null ? label('unlimited') : String(n));

  const run = async (
    key: string,
    body: { scope: 'zone'; zoneId: number; count: number } | { scope: 'global' },
  ) => {
    setBusy(key);
    try {
      const next = await writeOff(
        { requestId: crypto.randomUUID(), ticketNo: uses.ticketNo, window: window.trim() || null, ...body },
        uses.ticketVersion,
      );
      message.success(label('done'));
      onWrittenOff(next);
    } catch (err) {
      message.error(failureText(err, label('failed')));
    } finally {
      setBusy(null);
    }
  };

  const max = (z: ZoneUsesRow) => z.remaining ?? MAX_WRITE_OFF;
  return (
    <Card size="small" title={label('writeOff')} data-testid="writeoff-card">
      {!uses.writable ? (
        <Alert
          type="info"
          showIcon
          title={label('notWritable')}
          style={{ marginBottom: 12 }}
          data-testid="writeoff-closed"
        />
      ) : null}
      <Table<ZoneUsesRow>
        size="small"
        rowKey="zoneId"
        pagination={false}
        dataSource={uses.zones}
        data-testid="writeoff-zones"
        columns={[
          { title: label('zone'), dataIndex: 'zoneName' },
          { title: label('limit'), render: (_, z) => passes(z.limit) },
          { title: label('perDay'), render: (_, z) => passes(z.perDay) },
          { title: label('spent'), dataIndex: 'spent' },
          {
            title: label('remaining'),
            render: (_, z) => (
              <span data-testid={`writeoff-remaining-${z.zoneId}`}>{passes(z.remaining)}</span>
            ),
          },
          {
            title: label('writeOff'),
            render: (_, z) => {
              const closed = !uses.writable || z.remaining === 0;
              const count = Math.max(1, Math.min(counts[z.zoneId] ?? 1, max(z)));
              return (
                <Space wrap>
                  <Button
                    size="small"
                    type="primary"
                    disabled={closed}
                    loading={busy === `one-${z.zoneId}`}
                    onClick={() => run(`one-${z.zoneId}`, { scope: 'zone', zoneId: z.zoneId, count: 1 })}
                    data-testid={`writeoff-one-${z.zoneId}`}
                  >
                    {label('one')}
                  </Button>
                  <InputNumber
                    size="small"
                    min={1}
                    max={Math.max(1, max(z))}
                    precision={0}
                    disabled={closed}
                    value={count}
                    onChange={(v) => setCounts({ ...counts, [z.zoneId]: v ?? 1 })}
                    aria-label={label('quantity')}
                    data-testid={`writeoff-count-${z.zoneId}`}
                  />
                  <Button
                    size="small"
                    disabled={closed}
                    loading={busy === `batch-${z.zoneId}`}
                    onClick={() => run(`batch-${z.zoneId}`, { scope: 'zone', zoneId: z.zoneId, count })}
                    data-testid={`writeoff-batch-${z.zoneId}`}
                  >
                    {label('batch')}
                  </Button>
                </Space>
              );
            },
          },
        ]}
      />
      <Popconfirm
        title={label('globalConfirm')}
        disabled={!uses.writable}
        onConfirm={() => run('global', { scope: 'global' })}
      >
        <Button
          danger
          style={{ marginTop: 12 }}
          disabled={!uses.writable}
          loading={busy === 'global'}
          data-testid="writeoff-global"
        >
          {label('global')}
        </Button>
      </Popconfirm>
    </Card>
  );
}
