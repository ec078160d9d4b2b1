// Ticket query (门票查询, ticketQuery): the filter bar, then two tabs, tickets and orders, each a
// paged table from GET /api/ticketQuery/{tickets,orders}; a number opens its detail record.

import { App, Card, Form, Table, Tabs } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { translateIssue } from '../../../domain/i18n/validationMessages.ts';
import type { OrderRow, TicketRow } from '../../../domain/sales/ticketQuery.schema.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { useAreaTime } from '../i18n/timeText.ts';
import { failureText } from '../masterData/masterDataApi.ts';
import { QueryFilterBar } from './QueryFilterBar.tsx';
import { orderColumns, ticketColumns } from './queryColumns.tsx';
import { recordPath } from './recordModel.ts';
import { type QueryInput, queryOrders, queryTickets } from './salesApi.ts';
import { checkedQuery, filterOf, type QueryFormValues } from './ticketQueryModel.ts';
import { ownScenicArea, useSellOptions } from './useSellOptions.ts';

type Tab = 'tickets' | 'orders';
type Rows = { tickets: [TicketRow[], number]; orders: [OrderRow[], number] };

export default function TicketQueryPage() {
  const { t } = useTranslation();
  const time = useAreaTime();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<QueryFormValues>();
  const [tab, setTab] = useState<Tab>('tickets');
  const [filter, setFilter] = useState<QueryInput>({});
  const [page, setPage] = useState({ current: 1, pageSize: 20 });
  const [rows, setRows] = useState<Rows>({ tickets: [[], 0], orders: [[], 0] });
  const [loading, setLoading] = useState(false);
  const area = Form.useWatch('scenicAreaID', form) ?? ownScenicArea();
  const options = useSellOptions(area ?? undefined, t('sales.common.loadFailed'));

  const load = useCallback(async () => {
    const checked = checkedQuery(filter, page.current, page.pageSize);
    if ('issue' in checked) {
      form.setFields([{ name: 'range', errors: [translateIssue(checked.issue, currentLanguage())] }]);
      return;
    }
    setLoading(true);
    try {
      if (tab === 'tickets') {
        const data = await queryTickets(checked.query);
        setRows((r) => ({ ...r, tickets: data }));
      } else {
        const data = await queryOrders(checked.query);
        setRows((r) => ({ ...r, orders: data }));
      }
    } catch (err) {
      void message.error(failureText(err, t('sales.common.loadFailed')), 5);
    } finally {
      setLoading(false);
    }
  }, [filter, page, tab, form, message, t]);

  useEffect(() => {
    void load();
  }, [load]);

  const open = (no: string) => navigate(recordPath(no));
  const pagination = (total: number) => ({
    ...page,
    total,
    showSizeChanger: true,
    onChange: (current: number, pageSize: number) => setPage({ current, pageSize }),
  });
  const search = (values: QueryFormValues) => {
    form.setFields([{ name: 'range', errors: [] }]);
    setFilter(filterOf(values));
    setPage((p) => ({ ...p, current: 1 }));
  };

  return (
    <Card data-testid="ticket-query">
      <QueryFilterBar
        form={form}
        ticketTypes={options.value?.ticketTypes ?? []}
        onSearch={search}
        onReset={() => {
          form.resetFields();
          search({});
        }}
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key as Tab);
          setPage((p) => ({ ...p, current: 1 }));
        }}
        items={[
          {
            key: 'tickets',
            label: <span data-testid="query-tab-tickets">{t('sales.query.tickets')}</span>,
            children: (
              <Table<TicketRow>
                rowKey="ticketNo"
                size="middle"
                loading={loading}
                dataSource={rows.tickets[0]}
                columns={ticketColumns(t, open, time)}
                scroll={{ x: 'max-content' }}
                pagination={pagination(rows.tickets[1])}
                data-testid="query-tickets"
              />
            ),
          },
          {
            key: 'orders',
            label: <span data-testid="query-tab-orders">{t('sales.query.orders')}</span>,
            children: (
              <Table<OrderRow>
                rowKey="orderNo"
                size="middle"
                loading={loading}
                dataSource={rows.orders[0]}
                columns={orderColumns(t, open, time)}
                scroll={{ x: 'max-content' }}
                pagination={pagination(rows.orders[1])}
                data-testid="query-orders"
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
