// One master-data screen (spec 000 §2: list, add, edit, delete, and enable where a flag exists):
// filters above a paged table, a form in a modal, the spec's notices and delete confirmation.
// Each entity's page hands in its columns, filters and form items.

import {
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
  ReloadOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { App, Button, Card, Form, type FormInstance, Modal, Popconfirm, Space, Switch, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table/index.js';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Query } from '../api/http.ts';
import { deleteRow, enableRow, failureText, type Identified, listRows, saveRow } from './masterDataApi.ts';

export type FormValues = Record<string, unknown>;

export interface MasterDataPageProps<Row extends Identified> {
  /** API entity (`/api/<entity>`), also the menu key (domain/auth/menu.ts) and the test-id prefix. */
  entity: string;
  /** The menu key (title and test-id prefix) when it is not the entity's name. */
  menuKey?: string;
  /** i18n key prefix with `add` and `edit` (e.g. `masterData.zone`); the title is the menu entry's. */
  textKey: string;
  /** The card's title when the entity is not a menu entry of its own (a tab of one). */
  title?: string;
  columns: ColumnsType<Row>;
  /** Form.Items of the filter bar (their names are query parameters). */
  filters?: ReactNode;
  /** Parameters every list call carries whatever the filter bar says (`dataType=1,2`; one agency's users). */
  baseQuery?: Query;
  /** Form.Items of the add/edit form. */
  formItems: (form: FormInstance, editing: Row | null) => ReactNode;
  /** Values of the form for a new record / for editing a row. */
  newValues?: () => FormValues;
  toForm?: (row: Row) => FormValues;
  /** The call's body from the form's values. */
  toBody: (values: FormValues) => object;
  /** The rows have `isEnable`, switched with POST /api/<entity>/enable. */
  enable?: boolean;
  /** Extra buttons beside "add" (import, export); `query` is the list's current filter. */
  toolbar?: (reload: () => void, query: Query) => ReactNode;
  formWidth?: number;
}

const PAGE_SIZE = 10;

export function MasterDataPage<Row extends Identified>(props: MasterDataPageProps<Row>) {
  const { entity, textKey } = props;
  const key = props.menuKey ?? entity;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [filterForm] = Form.useForm();
  const [form] = Form.useForm();
  const [filterQuery, setQuery] = useState<Query>({});
  const base = JSON.stringify(props.baseQuery ?? {}); // by value: a new object each render is the same query
  const query = useMemo(() => ({ ...filterQuery, ...JSON.parse(base) }) as Query, [base, filterQuery]);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<[Row[], number]>([[], 0]);
  const [loading, setLoading] = useState(false);
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const [saving, setSaving] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setData(await listRows<Row>(entity, { ...query, pageItems: PAGE_SIZE, pageNumber: page }));
    } catch (error) {
      void message.error(failureText(error, t('masterData.common.loadFailed')), 5);
    } finally {
      setLoading(false);
    }
  }, [entity, query, page, message, t]);

  useEffect(() => {
    void load();
  }, [load]);

  const search = (values: FormValues) => {
    const clean = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== ''));
    setQuery(clean as Query);
    setPage(1);
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    const adding = editing === null;
    setSaving(true);
    try {
      await saveRow(entity, props.toBody({ ...form.getFieldsValue(true), ...values }), editing?.id);
      void message.success(t(adding ? 'common.addSuccess' : 'common.editSuccess'), 3);
      setEditing(undefined);
      void load();
    } catch (error) {
      void message.error(failureText(error, t(adding ? 'common.addFailed' : 'common.editFailed')), 5);
    } finally {
      setSaving(false);
    }
  };

  const remove = async (row: Row) => {
    try {
      await deleteRow(entity, row.id);
      void message.success(t('common.deleteSuccess'), 3);
      if (data[0].length === 1 && page > 1) setPage(page - 1);
      else void load();
    } catch (error) {
      void message.error(failureText(error, t('common.deleteFailed')), 5);
    }
  };

  const toggle = async (row: Row, on: boolean) => {
    try {
      await enableRow(entity, row.id, on);
      void message.success(t(on ? 'masterData.common.enableSuccess' : 'masterData.common.disableSuccess'), 3);
      void load();
    } catch (error) {
      void message.error(failureText(error, t('common.editFailed')), 5);
    }
  };

  const columns: ColumnsType<Row> = [...props.columns];
  if (props.enable) {
    columns.push({
      title: t('masterData.common.isEnable'),
      dataIndex: 'isEnable',
      width: 110,
      render: (value: boolean, row) => (
        <Switch
          checked={value}
          onChange={(on) => void toggle(row, on)}
          data-testid={`${key}-enable-${row.id}`}
        />
      ),
    });
  }
  columns.push({
    title: t('masterData.common.actions'),
    key: 'actions',
    width: 170,
    fixed: 'right',
    render: (_, row) => (
      <Space size={4}>
        <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing(row)}>
          {t('masterData.common.edit')}
        </Button>
        <Popconfirm
          title={t('common.deleteConfirm')}
          okText={t('common.ok')}
          cancelText={t('common.cancel')}
          onConfirm={() => remove(row)}
        >
          <Button type="link" size="small" danger icon={<DeleteOutlined />}>
            {t('masterData.common.delete')}
          </Button>
        </Popconfirm>
      </Space>
    ),
  });

  const initialValues = editing ? (props.toForm?.(editing) ?? { ...editing }) : props.newValues?.();

  return (
    <Card title={props.title ?? t(`menu.items.${key}`)} data-testid={`${key}-page`}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Form form={filterForm} layout="inline" onFinish={search} style={{ rowGap: 8 }}>
          {props.filters}
          <Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
                {t('masterData.common.search')}
              </Button>
              <Button
                icon={<ReloadOutlined />}
                onClick={() => {
                  filterForm.resetFields();
                  search({});
                }}
              >
                {t('masterData.common.reset')}
              </Button>
            </Space>
          </Form.Item>
        </Form>
        <Space wrap>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing(null)}
            data-testid={`${key}-add`}
          >
            {t(`${textKey}.add`)}
          </Button>
          {props.toolbar?.(() => void load(), query)}
        </Space>
        <Table<Row>
          rowKey="id"
          size="middle"
          loading={loading}
          columns={columns}
          dataSource={data[0]}
          scroll={{ x: 'max-content' }}
          data-testid={`${key}-table`}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: data[1],
            showSizeChanger: false,
            showTotal: (total) => t('masterData.common.total', { total }),
            onChange: setPage,
          }}
        />
      </Space>
      <Modal
        open={editing !== undefined}
        title={t(editing ? `${textKey}.edit` : `${textKey}.add`)}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={saving}
        onOk={() => void submit()}
        onCancel={() => setEditing(undefined)}
        width={props.formWidth ?? 560}
        // A long form (users) scrolls inside the dialog, so Save stays on a 900 px screen.
        styles={{ body: { maxHeight: 'calc(100vh - 260px)', overflowY: 'auto', paddingRight: 8 } }}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={initialValues}
          preserve={false}
          data-testid={`${key}-form`}
        >
          {props.formItems(form, editing ?? null)}
        </Form>
      </Modal>
    </Card>
  );
}
