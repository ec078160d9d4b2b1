// The tourists of step 3 (spec 002 §2): tabs all / concession / ordinary, a search, pages, and per
// row edit and delete (确认删除此票吗?).
import { Input, Popconfirm, Space, Table, Tabs, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '../sales/saleLabels.ts';
import { type DraftTourist, TICKET_TABS, type TicketTab, touristsOf } from './orderDraftModel.ts';
import { PAGE_SIZES } from './TouristPreviewModal.tsx';

interface Props {
  tourists: DraftTourist[];
  onEdit: (tourist: DraftTourist) => void;
  onDelete: (key: string) => void;
}

export function TouristTable({ tourists, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TicketTab>('all');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState({ current: 1, pageSize: 10 });
  const rows = touristsOf(tourists, tab, search);
  const label = (key: string) => t(`agencies.tourist.${key}`);
  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key as TicketTab);
          setPage((p) => ({ ...p, current: 1 }));
        }}
        items={TICKET_TABS.map((key) => ({
          key,
          label: `${t(`agencies.tabs.${key}`)} (${touristsOf(tourists, key, '').length})`,
        }))}
        tabBarExtraContent={
          <Input.Search
            allowClear
            placeholder={t('agencies.order.searchPlaceholder')}
            onSearch={(value) => {
              setSearch(value);
              setPage((p) => ({ ...p, current: 1 }));
            }}
            style={{ width: 260 }}
            data-testid="tourist-search"
          />
        }
        data-testid="tourist-tabs"
      />
      <Table<DraftTourist>
        rowKey="key"
        size="small"
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        data-testid="tourist-table"
        pagination={{
          ...page,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showTotal: (total) => t('agencies.common.total', { total }),
          onChange: (current, pageSize) => setPage({ current, pageSize }),
        }}
        columns={[
          { title: label('name'), dataIndex: 'name' },
          { title: label('IDCard'), dataIndex: 'IDCard' },
          {
            title: label('certificateType'),
            dataIndex: 'certificateType',
            render: (v: number) => t(`agencies.certificateTypes.${v}`),
          },
          { title: label('mobile'), dataIndex: 'mobile' },
          { title: label('sex'), dataIndex: 'sex', render: (v: number) => t(`agencies.sexes.${v}`) },
          { title: label('age'), dataIndex: 'age', render: (v: number | null) => v ?? '—' },
          { title: label('height'), dataIndex: 'height', render: (v: number | null) => v ?? '—' },
          {
            title: label('supportingMaterials'),
            dataIndex: 'supportingMaterials',
            render: (v: string) => t(v === '1' ? 'agencies.common.yes' : 'agencies.common.no'),
          },
          {
            title: label('ticketType'),
            dataIndex: 'ticketTypeName',
            render: (name: string, x) => (
              <Tooltip title={x.reasons.join('；')}>
                <Tag color={x.isConcession ? 'gold' : 'blue'}>{name}</Tag>
              </Tooltip>
            ),
          },
          { title: label('price'), dataIndex: 'ticketPrice', align: 'right', render: money },
          {
            title: t('agencies.common.actions'),
            key: 'actions',
            render: (_, x) => (
              <Space size="small">
                <Typography.Link onClick={() => onEdit(x)} data-testid={`tourist-edit-${x.IDCard}`}>
                  {t('agencies.common.edit')}
                </Typography.Link>
                <Popconfirm
                  title={t('agencies.tourist.deleteConfirm')}
                  okText={t('agencies.common.ok')}
                  cancelText={t('agencies.common.cancel')}
                  onConfirm={() => onDelete(x.key)}
                >
                  <Typography.Link type="danger" data-testid={`tourist-delete-${x.IDCard}`}>
                    {t('agencies.common.delete')}
                  </Typography.Link>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
