// Columns of the ticket type list: photo, name, category, fee method, prices (yuan), zones, enabled
// switch, sale platforms, medium, scenic area, and the edit / delete actions.

import { Button, Popconfirm, Space, Switch, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/index.js';
import type { TFunction } from 'i18next';
import type { TicketTypeRow } from '../../../domain/ticketTypes/ticketType.schema.ts';
import {
  FEE_METHODS,
  SALE_PLATFORMS,
  TICKET_CATES,
  TICKET_MEDIA,
} from '../../../domain/ticketTypes/ticketTypeCodes.ts';
import { fenToYuan } from '../../../domain/ticketTypes/ticketTypeFields.ts';

export interface RowActions {
  onEdit(row: TicketTypeRow): void;
  onDelete(row: TicketTypeRow): void;
  onToggle(row: TicketTypeRow, enabled: boolean): void;
}

const money = (fen: number) => fenToYuan(fen).toFixed(2);

export function ticketTypeColumns(t: TFunction, on: RowActions): ColumnsType<TicketTypeRow> {
  const label = (key: string) => t(`ticketTypes.fields.${key}`);
  const name = (list: readonly string[], group: string, code: number) =>
    t(`ticketTypes.${group}.${list[code]}`);
  return [
    { title: 'ID', dataIndex: 'id', width: 60 },
    {
      title: label('headPhoto'),
      dataIndex: 'headPhoto',
      width: 72,
      render: (url: string) =>
        url ? <img src={url} alt="" style={{ width: 48, height: 48, objectFit: 'cover' }} /> : null,
    },
    { title: label('ticketTypeName'), dataIndex: 'ticketTypeName', width: 130 },
    {
      title: label('ticketCate'),
      dataIndex: 'ticketCate',
      width: 100,
      render: (c: number) => name(TICKET_CATES, 'cates', c),
    },
    {
      title: label('ticketFeeMethod'),
      dataIndex: 'ticketFeeMethod',
      width: 80,
      render: (c: number) => name(FEE_METHODS, 'feeMethods', c),
    },
    {
      title: label('ticketPrice'),
      dataIndex: 'ticketPrice',
      width: 90,
      align: 'right',
      render: money,
    },
    {
      title: label('ticketDisplayPrice'),
      dataIndex: 'ticketDisplayPrice',
      width: 90,
      align: 'right',
      render: money,
    },
    {
      title: label('zones'),
      key: 'zones',
      width: 180,
      render: (_, row) => row.zonePermissions.map((z) => <Tag key={z.zoneID}>{z.zoneName}</Tag>),
    },
    {
      title: label('isEnable'),
      dataIndex: 'isEnable',
      width: 80,
      render: (v: number, row) => (
        <Switch checked={v === 1} onChange={(checked) => on.onToggle(row, checked)} />
      ),
    },
    {
      title: label('salePlatforms'),
      dataIndex: 'salePlatforms',
      width: 200,
      render: (list: string[]) =>
        list.map((p) => name(SALE_PLATFORMS, 'salePlatforms', SALE_PLATFORMS.indexOf(p as never))).join('、'),
    },
    {
      title: label('ticketMedium'),
      dataIndex: 'ticketMedium',
      width: 90,
      render: (c: number) => name(TICKET_MEDIA, 'media', c),
    },
    { title: label('scenicArea'), dataIndex: 'scenicAreaName', width: 120 },
    {
      title: t('ticketTypes.actions'),
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_, row) => (
        <Space>
          <Button type="link" size="small" onClick={() => on.onEdit(row)}>
            {t('ticketTypes.editAction')}
          </Button>
          <Popconfirm title={t('common.deleteConfirm')} onConfirm={() => on.onDelete(row)}>
            <Button type="link" size="small" danger>
              {t('ticketTypes.deleteAction')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
}
