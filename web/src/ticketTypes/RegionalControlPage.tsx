// Regional control (区域管控, spec 000 §5): choose a ticket type and a province / city / county, add
// it (ticked = authorised); untick to stop authorising; only an unticked region can be deleted. No
// ticked region means the ticket type has no regional control.

import {
  Alert,
  App,
  Button,
  Card,
  Cascader,
  Checkbox,
  Popconfirm,
  Select,
  Space,
  Table,
  Tooltip,
} from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegionalControlRow, RegionNode } from '../../../domain/regions/regionalControl.schema.ts';
import type { TicketTypeRow } from '../../../domain/ticketTypes/ticketType.schema.ts';
import {
  addRegions,
  authoriseRegion,
  deleteRegion,
  failure,
  listRegionalControl,
  listTicketTypes,
  regionChildren,
} from './ticketTypesApi.ts';

interface RegionOption {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: RegionOption[];
}
const toOption = (r: RegionNode): RegionOption => ({ value: r.code, label: r.name, isLeaf: r.isLeaf });

export default function RegionalControlPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [ticketTypes, setTicketTypes] = useState<TicketTypeRow[]>([]);
  const [ticketTypeId, setTicketTypeId] = useState<number>();
  const [regionTree, setRegionTree] = useState<RegionOption[]>([]);
  const [path, setPath] = useState<string[]>([]);
  const [rows, setRows] = useState<RegionalControlRow[]>([]);
  const [loading, setLoading] = useState(false);
  const tr = (key: string, params: Record<string, unknown> = {}) => t(`ticketTypes.regional.${key}`, params);

  useEffect(() => {
    listTicketTypes({ pageItems: 9999, pageNumber: 1 })
      .then(([list]) => setTicketTypes(list))
      .catch((err) => void message.error(failure(err, t('ticketTypes.loadFailed')), 5));
    regionChildren()
      .then((list) => setRegionTree(list.map(toOption)))
      .catch(() => undefined);
  }, [message, t]);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setRows((await listRegionalControl(ticketTypeId))[0]);
    } catch (err) {
      void message.error(failure(err, t('errors.getInfoFailed')), 5);
    } finally {
      setLoading(false);
    }
  }, [ticketTypeId, message, t]);
  useEffect(() => {
    void load();
  }, [load]);

  const loadChildren = async (selected: RegionOption[]) => {
    const target = selected[selected.length - 1];
    if (!target || target.children) return;
    target.children = (await regionChildren(target.value)).map(toOption);
    setRegionTree((tree) => [...tree]);
  };

  const act = async (work: () => Promise<void>, ok: string, fallback: string) => {
    try {
      await work();
      void message.success(ok, 3);
      await load();
    } catch (err) {
      void message.error(failure(err, fallback), 5);
    }
  };
  const add = () => {
    if (!ticketTypeId) return void message.warning(tr('ticketTypeRequired'), 3);
    const code = path[path.length - 1];
    if (!code) return void message.warning(tr('regionRequired'), 3);
    if (rows.some((r) => r.ticketTypeID === ticketTypeId && r.regionCode === code)) {
      return void message.error(tr('duplicate'), 3);
    }
    void act(() => addRegions(ticketTypeId, [code]), t('common.addSuccess'), t('common.addFailed')).then(() =>
      setPath([]),
    );
  };

  const ticked = rows.filter((r) => r.ticketTypeID === ticketTypeId && r.isAuthorised === 1).length;
  return (
    <Card data-testid="regional-control">
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          placeholder={tr('chooseTicketType')}
          style={{ width: 220 }}
          value={ticketTypeId}
          onChange={setTicketTypeId}
          options={ticketTypes.map((tt) => ({
            value: tt.id,
            label: `${tt.ticketTypeName}（${tt.scenicAreaName}）`,
          }))}
          data-testid="rc-ticket-type"
        />
        <Cascader
          options={regionTree}
          loadData={loadChildren}
          changeOnSelect
          value={path}
          onChange={(value) => setPath((value ?? []) as string[])}
          placeholder={tr('chooseRegion')}
          style={{ width: 320 }}
          data-testid="rc-region"
        />
        <Button type="primary" onClick={add} data-testid="rc-add">
          {tr('add')}
        </Button>
      </Space>
      {ticketTypeId ? (
        <Alert
          type={ticked ? 'warning' : 'info'}
          showIcon
          title={ticked ? tr('controlOn', { count: ticked }) : tr('controlOff')}
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Table<RegionalControlRow>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={rows}
        pagination={{ pageSize: 20 }}
        columns={[
          { title: tr('ticketType'), dataIndex: 'ticketTypeName', width: 160 },
          { title: tr('regionName'), dataIndex: 'regionName' },
          { title: tr('regionCode'), dataIndex: 'regionCode', width: 110 },
          {
            title: tr('authorised'),
            dataIndex: 'isAuthorised',
            width: 90,
            render: (v: number, row) => (
              <Checkbox
                checked={v === 1}
                aria-label={`${tr('authorised')} ${row.regionName}`}
                onChange={(e) =>
                  act(
                    () => authoriseRegion(row.id, e.target.checked ? 1 : 0),
                    t('common.editSuccess'),
                    t('common.editFailed'),
                  )
                }
              />
            ),
          },
          {
            title: t('ticketTypes.actions'),
            key: 'actions',
            width: 100,
            render: (_, row) => (
              <Tooltip title={row.isAuthorised === 1 ? tr('untickFirst') : undefined}>
                <Popconfirm
                  title={t('common.deleteConfirm')}
                  disabled={row.isAuthorised === 1}
                  onConfirm={() =>
                    act(() => deleteRegion(row.id), t('common.deleteSuccess'), t('common.deleteFailed'))
                  }
                >
                  <Button type="link" danger size="small" disabled={row.isAuthorised === 1}>
                    {t('ticketTypes.deleteAction')}
                  </Button>
                </Popconfirm>
              </Tooltip>
            ),
          },
        ]}
      />
    </Card>
  );
}
