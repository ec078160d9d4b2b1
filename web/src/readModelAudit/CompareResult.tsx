// One rebuild-and-compare: a progress bar while it runs, then "equal" (green) or, per table, the row
// counts of both copies and the rows found in one copy only.

import { Alert, Card, Progress, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/index.js';
import { useTranslation } from 'react-i18next';
import {
  COMPARE_EXAMPLES_MAX,
  type CompareJob,
  type CompareReport,
  type TableComparison,
} from '../../../domain/readModelAudit/readModelAudit.schema.ts';
import { isFinished } from './useCompareJob.ts';

type Row = Record<string, unknown>;

export const positionText = (p: { commit: string; prepare: string }) => `C:${p.commit}/P:${p.prepare}`;

const cellText = (value: unknown) =>
  value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value ?? '∅');

interface ExampleRowsProps {
  title: string;
  rows: Row[];
  /** The other side's examples: a cell differing from the row of the same key there is marked. */
  others: Row[];
  table: TableComparison;
  testId: string;
}

/** Rows of one side, in the table's column order (then any key the table does not have). */
function ExampleRows({ title, rows, others, table, testId }: ExampleRowsProps) {
  const keys = [...new Set([...table.columns, ...rows.flatMap((r) => Object.keys(r))])];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const counterpart = (row: Row) =>
    table.key.length === 0 ? undefined : others.find((o) => table.key.every((k) => same(o[k], row[k])));
  return (
    <div data-testid={testId} style={{ marginBottom: 12 }}>
      <Typography.Text strong>{title}</Typography.Text>
      <Table<Row & { key: number }>
        size="small"
        pagination={false}
        dataSource={rows.map((r, key) => ({ ...r, key }))}
        columns={keys.map((k) => ({
          title: k,
          key: k,
          render: (_, row) => {
            const other = counterpart(row);
            const text = cellText(row[k]);
            return other && !same(other[k], row[k]) ? <Typography.Text mark>{text}</Typography.Text> : text;
          },
        }))}
        scroll={{ x: 'max-content' }}
      />
    </div>
  );
}

function Differences({ table }: { table: TableComparison }) {
  const { t } = useTranslation();
  const max = COMPARE_EXAMPLES_MAX;
  return (
    <>
      {table.liveExamples.length > 0 && (
        <ExampleRows
          title={t('readModelAudit.result.liveExamples', { max })}
          rows={table.liveExamples}
          others={table.shadowExamples}
          table={table}
          testId={`readModelAudit-live-${table.table}`}
        />
      )}
      {table.shadowExamples.length > 0 && (
        <ExampleRows
          title={t('readModelAudit.result.shadowExamples', { max })}
          rows={table.shadowExamples}
          others={table.liveExamples}
          table={table}
          testId={`readModelAudit-shadow-${table.table}`}
        />
      )}
    </>
  );
}

const differs = (table: TableComparison) => table.onlyInLive > 0 || table.onlyInShadow > 0;
const count = (n: number) => (n > 0 ? <Typography.Text type="danger">{n}</Typography.Text> : n);

function Report({ report }: { report: CompareReport }) {
  const { t } = useTranslation();
  const different = report.tables.filter(differs);
  const columns: ColumnsType<TableComparison> = [
    { title: t('readModelAudit.result.table'), dataIndex: 'table' },
    { title: t('readModelAudit.result.liveRows'), dataIndex: 'liveRows', align: 'right' },
    { title: t('readModelAudit.result.shadowRows'), dataIndex: 'shadowRows', align: 'right' },
    { title: t('readModelAudit.result.onlyInLive'), dataIndex: 'onlyInLive', align: 'right', render: count },
    {
      title: t('readModelAudit.result.onlyInShadow'),
      dataIndex: 'onlyInShadow',
      align: 'right',
      render: count,
    },
    {
      key: 'same',
      render: (_, row) =>
        differs(row) ? null : <Tag color="success">{t('readModelAudit.result.tableEqual')}</Tag>,
    },
  ];
  const at = t('readModelAudit.result.at', {
    position: positionText(report.position),
    events: report.eventsReplayed,
  });
  return (
    <>
      <Alert
        type={report.equal ? 'success' : 'warning'}
        showIcon
        data-testid={report.equal ? 'readModelAudit-equal' : 'readModelAudit-different'}
        message={
          report.equal
            ? t('readModelAudit.result.equal')
            : t('readModelAudit.result.different', { tables: different.length, total: report.tables.length })
        }
        description={at}
        style={{ marginBottom: 16 }}
      />
      <Table<TableComparison>
        size="small"
        rowKey="table"
        pagination={false}
        data-testid="readModelAudit-tables"
        dataSource={report.tables}
        columns={columns}
        expandable={{
          rowExpandable: differs,
          defaultExpandedRowKeys: different.map((d) => d.table),
          expandedRowRender: (row) => <Differences table={row} />,
        }}
      />
    </>
  );
}

export function CompareResult({ job }: { job: CompareJob }) {
  const { t } = useTranslation();
  return (
    <Card
      title={t('readModelAudit.result.title', { name: job.name })}
      data-testid="readModelAudit-result"
      style={{ marginTop: 16 }}
    >
      {!isFinished(job) && (
        <div data-testid="readModelAudit-progress">
          <Typography.Paragraph type="secondary">
            {job.state === 'active' ? t('readModelAudit.result.running') : t('readModelAudit.result.waiting')}
          </Typography.Paragraph>
          <Progress
            percent={Math.round(job.progress)}
            status="active"
            data-testid="readModelAudit-progress-bar"
          />
        </div>
      )}
      {job.state === 'failed' && (
        <Alert
          type="error"
          showIcon
          data-testid="readModelAudit-failed"
          message={t('readModelAudit.result.failed')}
          description={job.failure}
        />
      )}
      {job.report && <Report key={job.jobId} report={job.report} />}
    </Card>
  );
}
