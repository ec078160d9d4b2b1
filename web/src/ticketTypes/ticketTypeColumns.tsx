// Columns of the ticket type list: photo, name, category, fee method, prices (yuan), zones, enabled
// switch, sale platforms, medium, scenic area, and the edit / delete actions. Price and display
// price share a column (the display price struck through), so the list fits a 1440 px screen.

import { Button, Popconfirm, Space, Switch, Tag, Typography } from 'antd';
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

/** "Editar Eliminar" on one line. */
const ACTIONS_WIDTH = 150;

/**
 * What the columns need together: the list fits a 1440 px screen's content area (about 1060 px)
 * without scrolling; narrower screens scroll sideways under the fixed actions column.
 */
export const TICKET_TYPE_TABLE_WIDTH = 1060;

export function ticketTypeColumns(t: TFunction, on: RowActions): ColumnsType<TicketTypeRow> {
  const label = (key: string) => t(`ticketTypes.fields.${key}`);
  const name = (list: readonly string[], group: string, code: number) =>
    t(`ticketTypes.${group}.${list[code]}`);
  return [
    { title: 'ID', dataIndex: 'id', width: 50 },
    {
      title: label('headPhoto'),
      dataIndex: 'headPhoto',
      width: 60,
      render: (url: string) =>
        url ? <img src={url} alt="" style={{ width: 40, height: 40, objectFit: 'cover' }} /> : null,
    },
    { title: label('ticketTypeName'), dataIndex: 'ticketTypeName', width: 90 },
    {
      title: label('ticketCate'),
      dataIndex: 'ticketCate',
      width: 84,
      render: (c: number) => name(TICKET_CATES, 'cates', c),
    },
    {
      title: label('ticketFeeMethod'),
      dataIndex: 'ticketFeeMethod',
      width: 72,
      render: (c: number) => name(FEE_METHODS, 'feeMethods', c),
    },
    {
      // The price, and the display price struck through beside it as visitors see the pair.
      title: label('ticketPrice'),
      dataIndex: 'ticketPrice',
      width: 120,
      align: 'right',
      render: (price: number, row) => (
        <Space size={6} style={{ whiteSpace: 'nowrap' }}>
          {money(price)}
          <Typography.Text delete type="secondary" title={label('ticketDisplayPrice')}>
            {money(row.ticketDisplayPrice)}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: label('zones'),
      key: 'zones',
      width: 100,
      render: (_, row) => row.zonePermissions.map((z) => <Tag key={z.zoneID}>{z.zoneName}</Tag>),
    },
    {
      title: label('isEnable'),
      dataIndex: 'isEnable',
      width: 64,
      render: (v: number, row) => (
        <Switch checked={v === 1} onChange={(checked) => on.onToggle(row, checked)} />
      ),
    },
    {
      title: label('salePlatforms'),
      dataIndex: 'salePlatforms',
      width: 110,
      render: (list: string[]) =>
        list
          .map((p) => name(SALE_PLATFORMS, 'salePlatforms', SALE_PLATFORMS.indexOf(p as never)))
          .join(t('common.listSeparator')),
    },
    {
      title: label('ticketMedium'),
      dataIndex: 'ticketMedium',
      width: 70,
      render: (c: number) => name(TICKET_MEDIA, 'media', c),
    },
    { title: label('scenicArea'), dataIndex: 'scenicAreaName', width: 90 },
    {
      title: t('ticketTypes.actions'),
      key: 'actions',
      width: ACTIONS_WIDTH,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0} style={{ whiteSpace: 'nowrap' }}>
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
