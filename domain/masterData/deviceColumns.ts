import type { Translations } from '../i18n/lang.ts';
import { type CodeLabels, DIRECTIONS, DOOR_MODES, MODULE_TYPES, OPEN_DOOR_TYPES } from './deviceCodes.ts';

/**
 * The columns of the device spreadsheet (import template, import, export), in order, with the
 * labels the device screen uses too. `scenicArea` and `zone` hold names (or ids); coded columns
 * hold a label in any language (or the code).
 */
export type DeviceColumnKind = 'text' | 'int' | 'optionalInt' | 'area' | 'zone' | { codes: CodeLabels };

export interface DeviceColumn {
  key: DeviceColumnKey;
  /** The field of DeviceInput the column fills. */
  field: string;
  label: Translations;
  kind: DeviceColumnKind;
}

const col = (key: DeviceColumnKey, kind: DeviceColumnKind, label: Translations, field: string = key) => ({
  key,
  field,
  label,
  kind,
});

export type DeviceColumnKey =
  | 'deviceNo'
  | 'name'
  | 'scenicArea'
  | 'zone'
  | 'moduleType'
  | 'deviceIP'
  | 'webPort'
  | 'ucOpenDoorType'
  | 'ucCommuTyp'
  | 'uc485Id'
  | 'printTemplateID'
  | 'printTicketCount'
  | 'doorMode'
  | 'direction';

export const DEVICE_COLUMNS: readonly DeviceColumn[] = [
  col('deviceNo', 'text', { cn: '设备编号', en: 'Device number', es: 'Número de dispositivo' }),
  col('name', 'text', { cn: '设备名称', en: 'Device name', es: 'Nombre del dispositivo' }),
  col('scenicArea', 'area', { cn: '所属景区', en: 'Scenic area', es: 'Zona turística' }, 'scenicAreaID'),
  col('zone', 'zone', { cn: '所属景点', en: 'Attraction', es: 'Atracción' }, 'zoneID'),
  col(
    'moduleType',
    { codes: MODULE_TYPES },
    { cn: '设备类型', en: 'Device type', es: 'Tipo de dispositivo' },
  ),
  col('deviceIP', 'text', { cn: 'IP 地址', en: 'IP address', es: 'Dirección IP' }),
  col('webPort', 'optionalInt', { cn: 'Web 端口', en: 'Web port', es: 'Puerto web' }),
  col(
    'ucOpenDoorType',
    { codes: OPEN_DOOR_TYPES },
    { cn: '开门方式', en: 'Open-door type', es: 'Tipo de apertura' },
  ),
  col('ucCommuTyp', 'int', {
    cn: '485 通讯类型',
    en: '485 communication type',
    es: 'Tipo de comunicación 485',
  }),
  col('uc485Id', 'int', { cn: '485 地址', en: '485 id', es: 'ID 485' }),
  col('printTemplateID', 'optionalInt', {
    cn: '打印模板编号',
    en: 'Print template id',
    es: 'ID de plantilla',
  }),
  col('printTicketCount', 'int', { cn: '打印张数', en: 'Print count', es: 'Copias impresas' }),
  col('doorMode', { codes: DOOR_MODES }, { cn: '门模式', en: 'Door mode', es: 'Modo de puerta' }),
  col('direction', { codes: DIRECTIONS }, { cn: '方向', en: 'Direction', es: 'Sentido' }),
];

/** The column a header cell names (its label in any language, or its key), if any. */
export function columnOfHeader(text: string): DeviceColumn | undefined {
  const wanted = text.trim().toLowerCase();
  return DEVICE_COLUMNS.find(
    (c) => c.key.toLowerCase() === wanted || Object.values(c.label).some((l) => l.toLowerCase() === wanted),
  );
}

/** The column that fills a DeviceInput field. */
export const columnOfField = (field: string) => DEVICE_COLUMNS.find((c) => c.field === field);
