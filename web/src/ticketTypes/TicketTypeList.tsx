// Ticket type list (票种管理): filters (scenic area, name, categories, fee method, enabled), the table
// with enable switch, edit and delete, and the add / edit form. The card entries of the menu
// (会员卡, 储值卡) are this list for their kinds (`entry`, ticketTypeEntry.ts), with card columns.

import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Form, Input, Select, Space, Table } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketTypeRow } from '../../../domain/ticketTypes/ticketType.schema.ts';
import { FEE_METHODS, TICKET_CATES } from '../../../domain/ticketTypes/ticketTypeCodes.ts';
import type { FormOption as Option } from '../../../domain/ticketTypes/ticketTypeOptions.schema.ts';
import { TicketTypeFormModal } from './TicketTypeFormModal.tsx';
import { TICKET_TYPE_TABLE_WIDTH, ticketTypeColumns } from './ticketTypeColumns.tsx';
import { ALL_TICKET_TYPES, type TicketTypeEntry } from './ticketTypeEntry.ts';
import { codeOptions } from './ticketTypeForm.ts';
import {
  deleteTicketType,
  enableTicketType,
  failure,
  formOptions,
  listTicketTypes,
} from './ticketTypesApi.ts';

interface Filters {
  scenicAreaID?: number;
  ticketTypeName?: string;
  ticketCateArray?: number[];
  ticketFeeMethod?: number;
  isEnable?: number;
}

export default function TicketTypeList({ entry = ALL_TICKET_TYPES }: { entry?: TicketTypeEntry }) {
  const { entity, cates } = entry;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [filterForm] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState({ current: 1, pageSize: 20 });
  const [data, setData] = useState<[TicketTypeRow[], number]>([[], 0]);
  const [loading, setLoading] = useState(false);
  const [areas, setAreas] = useState<Option[]>([]);
  const [editing, setEditing] = useState<{ row: TicketTypeRow | null } | null>(null);
  const label = (key: string) => t(`ticketTypes.fields.${key}`);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const { ticketCateArray, ...rest } = filters;
      const query = {
        ...rest,
        ticketCateArray: ticketCateArray?.length ? ticketCateArray.join(',') : undefined,
      };
      setData(
        await listTicketTypes({ ...query, pageItems: page.pageSize, pageNumber: page.current }, entity),
      );
    } catch (err) {
      void message.error(failure(err, t('ticketTypes.loadFailed')), 5);
    } finally {
      setLoading(false);
    }
  }, [filters, page, message, t, entity]);

  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    formOptions()
      .then((o) => setAreas(o.scenicAreas))
      .catch(() => undefined);
  }, []);

  const remove = async (row: TicketTypeRow) => {
    try {
      await deleteTicketType(row.id, entity);
      void message.success(t('common.deleteSuccess'), 3);
      void load();
    } catch (err) {
      void message.error(failure(err, t('common.deleteFailed')), 5);
    }
  };
  const toggle = async (row: TicketTypeRow, on: boolean) => {
    try {
      await enableTicketType(row.id, on ? 1 : 0, entity);
      void message.success(t(on ? 'ticketTypes.enableSuccess' : 'ticketTypes.disableSuccess'), 2);
      void load();
    } catch (err) {
      void message.error(failure(err, t('common.editFailed')), 5);
    }
  };
  return (
    <Card data-testid={entity === 'ticketType' ? 'ticket-type-list' : `${entity}-list`}>
      <Form
        form={filterForm}
        layout="inline"
        onFinish={(values) => {
          setFilters(values);
          setPage((p) => ({ ...p, current: 1 }));
        }}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        {areas.length > 1 ? (
          <Form.Item name="scenicAreaID" label={label('scenicArea')}>
            <Select
              allowClear
              style={{ width: 160 }}
              options={areas.map((a) => ({ value: a.id, label: a.name }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item name="ticketTypeName" label={label('ticketTypeName')}>
          <Input allowClear maxLength={16} style={{ width: 160 }} />
        </Form.Item>
        {cates?.length === 1 ? null : (
          <Form.Item name="ticketCateArray" label={label('ticketCate')}>
            <Select
              mode="multiple"
              allowClear
              style={{ minWidth: 180 }}
              options={codeOptions(TICKET_CATES, 'cates', t, cates)}
            />
          </Form.Item>
        )}
        <Form.Item name="ticketFeeMethod" label={label('ticketFeeMethod')}>
          <Select allowClear style={{ width: 120 }} options={codeOptions(FEE_METHODS, 'feeMethods', t)} />
        </Form.Item>
        <Form.Item name="isEnable" label={label('isEnable')}>
          <Select
            allowClear
            style={{ width: 110 }}
            options={[
              { value: 1, label: t('ticketTypes.enabled') },
              { value: 0, label: t('ticketTypes.disabled') },
            ]}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('ticketTypes.search')}
          </Button>
          <Button
            onClick={() => {
              filterForm.resetFields();
              setFilters({});
            }}
          >
            {t('ticketTypes.reset')}
          </Button>
          <Button icon={<PlusOutlined />} onClick={() => setEditing({ row: null })} data-testid="tt-add">
            {t(cates ? `ticketTypes.cardViews.${entity}.add` : 'ticketTypes.add')}
          </Button>
        </Space>
      </Form>
      <Table<TicketTypeRow>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={data[0]}
        scroll={{ x: TICKET_TYPE_TABLE_WIDTH }}
        tableLayout="auto" // widths are floors: a header breaks between words, not inside one
        pagination={{
          ...page,
          total: data[1],
          showSizeChanger: true,
          onChange: (current, pageSize) => setPage({ current, pageSize }),
        }}
        columns={ticketTypeColumns(
          t,
          { onEdit: (row) => setEditing({ row }), onDelete: remove, onToggle: toggle },
          cates ? 'card' : 'ticketType',
        )}
      />
      <TicketTypeFormModal
        entry={entry}
        open={editing !== null}
        row={editing?.row ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void load();
        }}
      />
    </Card>
  );
}
