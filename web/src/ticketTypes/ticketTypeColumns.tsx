// Columns of the ticket type list: photo, name, category, fee method, prices (yuan), zones, enabled
// switch, sale platforms, medium, scenic area, and the edit / delete actions. Price and display
// price share a column (the display price struck through), so the list fits a 1440 px screen.
// A card entry's list shows what a card type is about instead: its kind, medium, validity (period
// and start rule), fee method, price, replacement fee and whether the holder's photo is needed.

import { Button, Popconfirm, Space, Switch, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/index.js';
import type { TFunction } from 'i18next';
import { periodOfCate } from '../../../domain/cards/cardPeriods.ts';
import type { TicketTypeRow } from '../../../domain/ticketTypes/ticketType.schema.ts';
import {
  bindsFace,
  FEE_METHODS,
  SALE_PLATFORMS,
  STARTING_TYPES,
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

type Column = ColumnsType<TicketTypeRow>[number];
type ColumnKey =
  | 'id'
  | 'headPhoto'
  | 'name'
  | 'cate'
  | 'feeMethod'
  | 'price'
  | 'zones'
  | 'isEnable'
  | 'salePlatforms'
  | 'medium'
  | 'area'
  | 'validity'
  | 'patchCard'
  | 'photoNeeded'
  | 'actions';

/** 票种管理's columns, and a card entry's: kind, medium, validity, price, replacement fee, photo. */
const LAYOUTS: Record<'ticketType' | 'card', ColumnKey[]> = {
  ticketType: [
    'id',
    'headPhoto',
    'name',
    'cate',
    'feeMethod',
    'price',
    'zones',
    'isEnable',
    'salePlatforms',
    'medium',
    'area',
    'actions',
  ],
  card: [
    'id',
    'name',
    'cate',
    'medium',
    'validity',
    'feeMethod',
    'price',
    'patchCard',
    'photoNeeded',
    'zones',
    'isEnable',
    'area',
    'actions',
  ],
};

export function ticketTypeColumns(
  t: TFunction,
  on: RowActions,
  layout: 'ticketType' | 'card' = 'ticketType',
): ColumnsType<TicketTypeRow> {
  const all = columnsByKey(t, on);
  return LAYOUTS[layout].map((key) => ({ key, ...all[key] }));
}

/** "1 年 · 按自然月", "18 个月 · 自定义 2026-01-01", "1825 天 · 按开卡日期". */
function validityText(t: TFunction, row: TicketTypeRow): string {
  const { unit, count } = periodOfCate(row.ticketCate, row.ticketUseDays);
  const start = t(`ticketTypes.startingTypes.${STARTING_TYPES[row.ticketTypeStartingType]}`);
  const date = row.ticketTypeStartingDate ? ` ${row.ticketTypeStartingDate}` : '';
  return `${t(`ticketTypes.cardViews.units.${unit}`, { count })} · ${start}${date}`;
}

function columnsByKey(t: TFunction, on: RowActions): Record<ColumnKey, Column> {
  const label = (key: string) => t(`ticketTypes.fields.${key}`);
  const name = (list: readonly string[], group: string, code: number) =>
    t(`ticketTypes.${group}.${list[code]}`);
  return {
    id: { title: 'ID', dataIndex: 'id', width: 50 },
    headPhoto: {
      title: label('headPhoto'),
      dataIndex: 'headPhoto',
      width: 60,
      render: (url: string) =>
        url ? <img src={url} alt="" style={{ width: 40, height: 40, objectFit: 'cover' }} /> : null,
    },
    name: { title: label('ticketTypeName'), dataIndex: 'ticketTypeName', width: 90 },
    cate: {
      title: label('ticketCate'),
      dataIndex: 'ticketCate',
      width: 84,
      render: (c: number) => name(TICKET_CATES, 'cates', c),
    },
    feeMethod: {
      title: label('ticketFeeMethod'),
      dataIndex: 'ticketFeeMethod',
      width: 72,
      render: (c: number) => name(FEE_METHODS, 'feeMethods', c),
    },
    price: {
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
    zones: {
      title: label('zones'),
      width: 100,
      render: (_, row) => row.zonePermissions.map((z) => <Tag key={z.zoneID}>{z.zoneName}</Tag>),
    },
    isEnable: {
      title: label('isEnable'),
      dataIndex: 'isEnable',
      width: 64,
      render: (v: number, row) => (
        <Switch checked={v === 1} onChange={(checked) => on.onToggle(row, checked)} />
      ),
    },
    salePlatforms: {
      title: label('salePlatforms'),
      dataIndex: 'salePlatforms',
      width: 110,
      render: (list: string[]) =>
        list
          .map((p) => name(SALE_PLATFORMS, 'salePlatforms', SALE_PLATFORMS.indexOf(p as never)))
          .join(t('common.listSeparator')),
    },
    medium: {
      title: label('ticketMedium'),
      dataIndex: 'ticketMedium',
      width: 70,
      render: (c: number) => name(TICKET_MEDIA, 'media', c),
    },
    area: { title: label('scenicArea'), dataIndex: 'scenicAreaName', width: 90 },
    validity: {
      title: t('ticketTypes.cardViews.validity'),
      width: 120,
      render: (_, row) => validityText(t, row),
    },
    patchCard: {
      title: label('patchCard'),
      dataIndex: 'patchCard',
      width: 80,
      align: 'right',
      render: (fen: number) => money(fen),
    },
    photoNeeded: {
      title: t('ticketTypes.cardViews.photoNeeded'),
      width: 80,
      render: (_, row) =>
        bindsFace(row.advanced.personTicketBindingMode) ? (
          <Tag color="blue">{t('ticketTypes.cardViews.yes')}</Tag>
        ) : (
          <Typography.Text type="secondary">{t('ticketTypes.cardViews.no')}</Typography.Text>
        ),
    },
    actions: {
      title: t('ticketTypes.actions'),
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
  };
}
