// Pickers the master-data forms and filters share: scenic areas and zones of the caller's scope,
// selects of coded values labelled from domain/ in the current language, and the scenic-area and
// name items most filter bars and forms start with.

import { Form, Input, Select, type SelectProps } from 'antd';
import type { Rule } from 'antd/es/form/index.js';
import { type CSSProperties, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../../domain/i18n/lang.ts';
import { type CodeLabels, codeLabel } from '../../../domain/masterData/deviceCodes.ts';
import type { ScenicAreaRow } from '../../../domain/masterData/scenicArea.schema.ts';
import type { ZoneRow } from '../../../domain/masterData/zone.schema.ts';
import { isLanguage } from '../i18n/i18n.ts';
import { allRows } from './masterDataApi.ts';

export function useLang(): Lang {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'cn';
}

/** A scenic area or zone as a picker shows it. */
type Named = Pick<ScenicAreaRow | ZoneRow, 'id' | 'name'>;

/** Rows of a list call for a picker; null while the rows of the current query load (or when off). */
function useNamedRows(
  entity: string,
  query: Record<string, number | undefined>,
  enabled = true,
  nameField = 'name',
): Named[] | null {
  const key = JSON.stringify(query);
  const [loaded, setLoaded] = useState<{ key: string; rows: Named[] }>({ key: '', rows: [] });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    allRows<Record<string, unknown> & { id: number }>(entity, JSON.parse(key))
      .then(
        (rows) =>
          live && setLoaded({ key, rows: rows.map((r) => ({ id: r.id, name: String(r[nameField]) })) }),
      )
      .catch(() => live && setLoaded({ key, rows: [] }));
    return () => {
      live = false;
    };
  }, [entity, key, enabled, nameField]);
  // Rows of an earlier query (another scenic area's zones) are never offered, nor auto-picked.
  return enabled && loaded.key === key ? loaded.rows : null;
}

type PickerProps = Omit<SelectProps<number>, 'options'> & {
  /** Choose the first option when empty (forms: most people have one scenic area). */
  autoPick?: boolean;
};

/**
 * Once the rows are loaded, a value that is not among them (a zone of the scenic area chosen
 * before) is dropped, and with `autoPick` an empty value becomes the first row.
 */
function useKeepValid(props: PickerProps, rows: Named[] | null) {
  const { autoPick, value, onChange } = props;
  useEffect(() => {
    if (rows === null) return;
    const empty = value === undefined || value === null;
    if (!empty && rows.some((r) => r.id === value)) return;
    const first = rows[0];
    if (autoPick && first) onChange?.(first.id, { value: first.id, label: first.name });
    else if (!empty) onChange?.(undefined as unknown as number, []);
  }, [autoPick, value, onChange, rows]);
}

const optionsOf = (rows: Named[] | null) => (rows ?? []).map((r) => ({ value: r.id, label: r.name }));

export function ScenicAreaSelect(props: PickerProps) {
  const { autoPick: _autoPick, ...rest } = props;
  return <RowSelect picker={props} rows={useNamedRows('scenicArea', {})} rest={rest} />;
}

/** A select of the rows of a list call, keeping its value valid (see `useKeepValid`). */
function RowSelect({ picker, rows, rest }: { picker: PickerProps; rows: Named[] | null; rest: object }) {
  useKeepValid(picker, rows);
  return (
    <Select<number>
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 160 }}
      {...rest}
      options={optionsOf(rows)}
    />
  );
}

/** Zones of one scenic area (none until an area is chosen). */
export function ZoneSelect(props: PickerProps & { scenicAreaID?: number | null }) {
  const { autoPick: _autoPick, scenicAreaID, ...rest } = props;
  const area = scenicAreaID ?? undefined;
  const rows = useNamedRows('zone', { scenicAreaID: area }, area !== undefined);
  return <RowSelect picker={props} rows={rows} rest={rest} />;
}

/** Devices of one scenic area (and zone, when given); all the caller sees when no area is chosen. */
export function DeviceSelect(props: PickerProps & { scenicAreaID?: number | null; zoneID?: number | null }) {
  const { autoPick: _autoPick, scenicAreaID, zoneID, ...rest } = props;
  const query = { scenicAreaID: scenicAreaID ?? undefined, zoneID: zoneID ?? undefined };
  return <RowSelect picker={props} rows={useNamedRows('device', query)} rest={rest} />;
}

/**
 * The print templates of one scenic area. A value not among them is kept (shown as its number):
 * clearing it would change a device its editor did not mean to touch.
 */
export function PrintTemplateSelect(props: PickerProps & { scenicAreaID?: number | null }) {
  const { autoPick: _autoPick, scenicAreaID, ...rest } = props;
  const area = scenicAreaID ?? undefined;
  const rows = useNamedRows('printTemplate', { scenicAreaID: area }, area !== undefined, 'templateName');
  return (
    <Select<number>
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      style={{ minWidth: 160 }}
      {...rest}
      options={optionsOf(rows)}
    />
  );
}

/** A select of coded values (device types, door modes, …). */
export function CodeSelect(props: Omit<SelectProps<number>, 'options'> & { labels: CodeLabels }) {
  const { labels, ...rest } = props;
  const lang = useLang();
  const options = Object.keys(labels).map((code) => ({
    value: Number(code),
    label: codeLabel(labels, Number(code), lang),
  }));
  return <Select<number> style={{ minWidth: 140 }} {...rest} options={options} />;
}

/** A filter bar's scenic area (the `scenicAreaID` query parameter). */
export function ScenicAreaFilter() {
  const { t } = useTranslation();
  return (
    <Form.Item name="scenicAreaID">
      <ScenicAreaSelect allowClear placeholder={t('masterData.common.scenicArea')} />
    </Form.Item>
  );
}

/** A filter bar's name search (the `name` query parameter). */
export function NameFilter({ placeholder }: { placeholder?: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="name">
      <Input allowClear placeholder={placeholder ?? t('masterData.common.namePlaceholder')} />
    </Form.Item>
  );
}

/** A form's scenic area: required, checked by `rule`, the first of the caller's areas picked for a new record. */
export function ScenicAreaItem({ rule, style }: { rule: Rule; style?: CSSProperties }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="scenicAreaID" label={t('masterData.common.scenicArea')} rules={[rule]} required>
      <ScenicAreaSelect autoPick {...(style ? { style } : {})} />
    </Form.Item>
  );
}
