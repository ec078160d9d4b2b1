// A report's rows as an antd Table: one column per catalogue column of the grouping, sorted and paged
// by the server (the sort and the page are the view's), and a totals row (`summary`) with the sums
// the answer carries over all rows, not only the page.
import { Table, type TableProps, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/index.js';
import { useTranslation } from 'react-i18next';
import type { ReportData, ReportRow } from '../../../domain/reports/reportAnswer.schema.ts';
import type { ReportColumn } from '../../../domain/reports/reportCatalog.ts';
import { useLang } from '../masterData/pickers.tsx';
import { cellText, isFigure } from './reportCells.ts';
import type { ReportView } from './reportQueryModel.ts';

type KeyedRow = ReportRow & { rowKey: number };

interface Props {
  testId: string;
  columns: ReportColumn[];
  data: ReportData;
  loading: boolean;
  view: ReportView;
  onView: (view: ReportView) => void;
}

const ORDER = { asc: 'ascend', desc: 'descend' } as const;

function TotalsRow({ columns, totals }: { columns: ReportColumn[]; totals: ReportData['totals'] }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Table.Summary.Row data-testid="report-totals">
      {columns.map((c, i) => (
        <Table.Summary.Cell key={c.key} index={i} align={isFigure(c) ? 'right' : 'left'}>
          {i === 0 ? (
            <Typography.Text strong>{t('reports.table.totals')}</Typography.Text>
          ) : c.total ? (
            <Typography.Text strong>{cellText(c, totals[c.key] ?? 0, lang)}</Typography.Text>
          ) : null}
        </Table.Summary.Cell>
      ))}
    </Table.Summary.Row>
  );
}

export function ReportTable({ testId, columns, data, loading, view, onView }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const tableColumns: ColumnsType<KeyedRow> = columns.map((c) => ({
    key: c.key,
    dataIndex: c.key,
    title: t(`reports.columns.${c.key}`),
    align: isFigure(c) ? 'right' : 'left',
    sorter: true,
    sortOrder: view.sortBy === c.key && view.sortOrder ? ORDER[view.sortOrder] : null,
    render: (value: ReportRow[string]) => cellText(c, value, lang),
  }));
  const onChange: NonNullable<TableProps<KeyedRow>['onChange']> = (page, _filters, sorter) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const sortBy = one?.order ? String(one.columnKey) : undefined;
    const sortOrder = one?.order === 'descend' ? 'desc' : 'asc';
    const pageItems = page.pageSize ?? view.pageItems;
    const sortChanged = sortBy !== view.sortBy || (sortBy !== undefined && sortOrder !== view.sortOrder);
    onView({
      groupBy: view.groupBy,
      ...(sortBy ? { sortBy, sortOrder } : {}),
      pageItems,
      pageNumber: sortChanged || pageItems !== view.pageItems ? 1 : (page.current ?? 1),
    });
  };
  return (
    <Table<KeyedRow>
      rowKey="rowKey"
      size="middle"
      bordered
      loading={loading}
      columns={tableColumns}
      dataSource={data.rows.map((row, i) => ({ ...row, rowKey: i }))}
      scroll={{ x: 'max-content' }}
      onChange={onChange}
      pagination={{
        current: view.pageNumber,
        pageSize: view.pageItems,
        total: data.total,
        showSizeChanger: true,
        showTotal: (total) => t('reports.table.rowsTotal', { total }),
      }}
      summary={() =>
        data.rows.length > 0 ? (
          <Table.Summary fixed>
            <TotalsRow columns={columns} totals={data.totals} />
          </Table.Summary>
        ) : null
      }
      data-testid={`${testId}-table`}
    />
  );
}
