// A read-only gate list (access records, operation log): a filter bar above a paged table. The page
// hands in its filter items, columns and the call; the bar's values become the query through
// `toQuery` (gateQueryModel.ts), which may refuse a field.
import { App, Button, Card, Form, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table/index.js';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../masterData/masterDataApi.ts';
import type { Checked, GateFilterValues, Paged } from './gateQueryModel.ts';

interface Props<Row, Q> {
  testId: string;
  filters: ReactNode;
  columns: ColumnsType<Row>;
  rowKey: keyof Row & string;
  toQuery: (values: GateFilterValues, page: Paged) => Checked<Q>;
  load: (query: Q) => Promise<[Row[], number]>;
  initialValues?: GateFilterValues;
  /** Changing it loads the page again (after an action on a row). */
  reloadKey?: number;
}

export function GateLogPage<Row extends object, Q>(props: Props<Row, Q>) {
  const { toQuery, load: fetchRows, initialValues } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<GateFilterValues>();
  const [filter, setFilter] = useState<GateFilterValues>(initialValues ?? {});
  const [page, setPage] = useState({ current: 1, pageSize: 20 });
  const [data, setData] = useState<[Row[], number]>([[], 0]);
  const [loading, setLoading] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey only asks for a fresh load
  const load = useCallback(async () => {
    const checked = toQuery(filter, { pageItems: page.pageSize, pageNumber: page.current });
    if ('issue' in checked) {
      form.setFields([
        { name: checked.issue as keyof GateFilterValues, errors: [t('gates.common.invalid')] },
      ]);
      return;
    }
    setLoading(true);
    try {
      setData(await fetchRows(checked.query));
    } catch (err) {
      void message.error(failureText(err, t('gates.common.loadFailed')), 5);
    } finally {
      setLoading(false);
    }
  }, [filter, page, toQuery, fetchRows, form, message, t, props.reloadKey]);

  useEffect(() => {
    void load();
  }, [load]);

  const search = (values: GateFilterValues) => {
    setFilter({ ...values });
    setPage((p) => ({ ...p, current: 1 }));
  };

  return (
    <Card data-testid={props.testId}>
      <Form<GateFilterValues>
        form={form}
        layout="inline"
        initialValues={initialValues}
        onFinish={search}
        style={{ rowGap: 8, marginBottom: 16 }}
      >
        {props.filters}
        <Space>
          <Button type="primary" htmlType="submit" data-testid={`${props.testId}-search`}>
            {t('gates.common.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              search(form.getFieldsValue());
            }}
          >
            {t('gates.common.reset')}
          </Button>
        </Space>
      </Form>
      <Table<Row>
        rowKey={props.rowKey}
        size="middle"
        loading={loading}
        dataSource={data[0]}
        columns={props.columns}
        scroll={{ x: 'max-content' }}
        pagination={{
          ...page,
          total: data[1],
          showSizeChanger: true,
          onChange: (current, pageSize) => setPage({ current, pageSize }),
        }}
        data-testid={`${props.testId}-table`}
      />
    </Card>
  );
}
