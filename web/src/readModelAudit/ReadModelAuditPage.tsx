// Read-model audit (DESIGN §6): the registered read models with their state, checkpoint and lag; a
// "rebuild and compare" per read model, followed with a progress bar to its result. Super
// administrators only (the server refuses anyone else with its own message).

import { App, Button, Card, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/index.js';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ok } from '../../../domain/http/replies.ts';
import type { CompareJob, ReadModelRow } from '../../../domain/readModelAudit/readModelAudit.schema.ts';
import { http } from '../api/http.ts';
import { failureText } from '../masterData/masterDataApi.ts';
import { CompareResult, positionText } from './CompareResult.tsx';
import { isFinished, useCompareJob } from './useCompareJob.ts';

const STATE_COLOURS: Record<ReadModelRow['state'], string> = {
  live: 'success',
  catching_up: 'processing',
  standby: 'default',
  stopped: 'error',
};

function LastCompare({ job, onShow }: { job: CompareJob; onShow: () => void }) {
  const { t } = useTranslation();
  const [colour, text] = !isFinished(job)
    ? ['processing', t('readModelAudit.last.running', { progress: Math.round(job.progress) })]
    : job.state === 'failed'
      ? ['error', t('readModelAudit.last.failed')]
      : job.report?.equal
        ? ['success', t('readModelAudit.last.equal')]
        : ['warning', t('readModelAudit.last.different')];
  return (
    <>
      <Tag color={colour}>{text}</Tag>
      <Button type="link" size="small" onClick={onShow} data-testid={`readModelAudit-show-${job.name}`}>
        {t('readModelAudit.show')}
      </Button>
    </>
  );
}

export default function ReadModelAuditPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [rows, setRows] = useState<ReadModelRow[] | null>(null);
  const [followed, setFollowed] = useState<CompareJob | null>(null);
  const [starting, setStarting] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const reply = await http.get<Ok<ReadModelRow[]>>('/api/readModelAudit');
      setRows(reply.data);
      return reply.data;
    } catch (error) {
      setRows((current) => current ?? []);
      void message.error(failureText(error, t('readModelAudit.loadFailed')));
      return [];
    }
  }, [message, t]);

  useEffect(() => {
    // A compare under way when the screen opens is followed at once.
    void load().then((loaded) => {
      const running = loaded.find((r) => r.lastCompare && !isFinished(r.lastCompare));
      if (running?.lastCompare) setFollowed(running.lastCompare);
    });
  }, [load]);

  const job = useCompareJob(
    followed,
    () => void load(),
    (error) => void message.error(failureText(error, t('readModelAudit.followFailed'))),
  );

  const start = async (name: string) => {
    setStarting(name);
    try {
      const reply = await http.post<Ok<CompareJob>>('/api/readModelAudit/compare', { name });
      setFollowed(reply.data);
      void load();
    } catch (error) {
      void message.error(failureText(error, t('readModelAudit.startFailed')));
    } finally {
      setStarting(null);
    }
  };

  /** The newest compare known for a row: the one followed, else the one the list answered. */
  const latestOf = (row: ReadModelRow) => (job?.name === row.name ? job : row.lastCompare);
  const running = (row: ReadModelRow) => {
    const latest = latestOf(row);
    return latest !== null && !isFinished(latest);
  };

  const columns: ColumnsType<ReadModelRow> = [
    {
      title: t('readModelAudit.columns.name'),
      dataIndex: 'name',
      render: (name: string) => <Typography.Text code>{name}</Typography.Text>,
    },
    { title: t('readModelAudit.columns.version'), dataIndex: 'version', align: 'right' },
    {
      title: t('readModelAudit.columns.state'),
      dataIndex: 'state',
      render: (state: ReadModelRow['state']) => (
        <Tag color={STATE_COLOURS[state]}>{t(`readModelAudit.states.${state}`)}</Tag>
      ),
    },
    {
      title: t('readModelAudit.columns.position'),
      key: 'position',
      render: (_, row) => (row.position ? positionText(row.position) : t('readModelAudit.notStarted')),
    },
    {
      title: t('readModelAudit.columns.lag'),
      dataIndex: 'lagMs',
      align: 'right',
      render: (ms: number) => t('readModelAudit.lagMs', { ms: Math.round(ms) }),
    },
    {
      title: t('readModelAudit.columns.lastCompare'),
      key: 'lastCompare',
      render: (_, row) => {
        const latest = latestOf(row);
        return latest && <LastCompare job={latest} onShow={() => setFollowed(latest)} />;
      },
    },
    {
      title: t('readModelAudit.columns.actions'),
      key: 'actions',
      render: (_, row) => (
        <Button
          type="primary"
          size="small"
          loading={starting === row.name || running(row)}
          onClick={() => void start(row.name)}
          data-testid={`readModelAudit-compare-${row.name}`}
        >
          {t('readModelAudit.compare')}
        </Button>
      ),
    },
  ];

  return (
    <Card title={t('readModelAudit.title')} data-testid="readModelAudit-page">
      <Typography.Paragraph type="secondary">{t('readModelAudit.intro')}</Typography.Paragraph>
      <Table<ReadModelRow>
        rowKey="name"
        size="middle"
        loading={rows === null}
        dataSource={rows ?? []}
        columns={columns}
        pagination={false}
        locale={{ emptyText: t('readModelAudit.empty') }}
        data-testid="readModelAudit-table"
        scroll={{ x: 'max-content' }}
      />
      {job && <CompareResult job={job} />}
    </Card>
  );
}
