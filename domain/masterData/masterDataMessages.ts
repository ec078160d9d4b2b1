import type { Translations } from '../i18n/lang.ts';

/** Error codes of the master-data routes (merged into domain/i18n/errorMessages.ts). */
export const MASTER_DATA_ERRORS = {
  IN_USE: {
    cn: '该数据正在被其他数据使用，不能删除',
    en: 'This record is still in use and cannot be deleted',
    es: 'Este registro todavía está en uso y no se puede eliminar',
  },
  SCENIC_AREA_HAS_ZONES: {
    cn: '该景区下还有景点，请先删除景点',
    en: 'This scenic area still has attractions; delete them first',
    es: 'Esta zona turística todavía tiene atracciones; elimínelas primero',
  },
  ZONE_HAS_DEVICES: {
    cn: '该景点下还有设备，请先删除或移走设备',
    en: 'This attraction still has devices; delete or move them first',
    es: 'Esta atracción todavía tiene dispositivos; elimínelos o muévalos primero',
  },
  PASS_SCHEDULE_IN_USE: {
    cn: '该通行时段已被票种的景点权限使用，不能删除',
    en: "This pass schedule is used by a ticket type's zone permission and cannot be deleted",
    es: 'Este horario de paso lo usa un permiso de zona de un tipo de entrada y no se puede eliminar',
  },
  DEVICE_IN_USE: {
    cn: '该设备已绑定到票种的景点权限，不能删除',
    en: "This device is bound to a ticket type's zone permission and cannot be deleted",
    es: 'Este dispositivo está vinculado a un permiso de zona de un tipo de entrada y no se puede eliminar',
  },
  DEVICE_NO_TAKEN: {
    cn: '设备编号 {deviceNo} 已存在',
    en: 'Device number {deviceNo} already exists',
    es: 'El número de dispositivo {deviceNo} ya existe',
  },
  PRINT_TEMPLATE_NOT_IN_AREA: {
    cn: '所选打印模板不存在或不属于所选景区',
    en: 'The chosen print template does not exist in the chosen scenic area',
    es: 'La plantilla de impresión elegida no existe en la zona turística elegida',
  },
  DEVICE_NO_UNAVAILABLE: {
    cn: '设备编号 {deviceNo} 不能使用，请换一个',
    en: 'Device number {deviceNo} cannot be used; choose another',
    es: 'El número de dispositivo {deviceNo} no se puede usar; elija otro',
  },
  ZONE_NOT_IN_AREA: {
    cn: '所选景点不属于所选景区',
    en: 'The chosen attraction does not belong to the chosen scenic area',
    es: 'La atracción elegida no pertenece a la zona turística elegida',
  },
  REFERENCE_NOT_FOUND: {
    cn: '所选的景区或景点不存在',
    en: 'The chosen scenic area or attraction does not exist',
    es: 'La zona turística o la atracción elegida no existe',
  },
  HOLIDAY_OVERLAP: {
    cn: '日期与已有节假日“{name}”重叠',
    en: 'The dates overlap the holiday "{name}"',
    es: 'Las fechas se solapan con el festivo «{name}»',
  },
  IMPORT_INVALID: {
    cn: '导入失败，{count} 行有误，未导入任何数据：{detail}',
    en: 'Import failed: {count} row(s) are wrong, nothing was imported: {detail}',
    es: 'La importación falló: {count} fila(s) con errores, no se importó nada: {detail}',
  },
  IMPORT_ROW: {
    cn: '第 {row} 行「{column}」：{message}',
    en: 'row {row}, {column}: {message}',
    es: 'fila {row}, {column}: {message}',
  },
  IMPORT_MISSING_COLUMNS: {
    cn: '表格缺少列：{columns}',
    en: 'The sheet lacks the columns: {columns}',
    es: 'A la hoja le faltan las columnas: {columns}',
  },
} satisfies Record<Uppercase<string>, Translations>;
export type MasterDataErrorCode = keyof typeof MASTER_DATA_ERRORS;

/** Validation messages of the master-data schemas (`i18n:<key>`, merged into CUSTOM). */
export const MASTER_DATA_VALIDATION = {
  firstWeekdayStartRequired: {
    cn: '请填写周一第一个时段的开始时间',
    en: "Monday's first period needs a start time",
    es: 'El primer periodo del lunes necesita una hora de inicio',
  },
  earlierPeriodEmpty: {
    cn: '请先填写前面的时段',
    en: 'Fill in the earlier period first',
    es: 'Rellene primero el periodo anterior',
  },
  periodIncomplete: {
    cn: '请同时填写开始和结束时间',
    en: 'Fill in both the start and the end',
    es: 'Indique el inicio y el final',
  },
  unknownChoice: { cn: '不是可选的值', en: 'is not one of the choices', es: 'no es una de las opciones' },
  unknownScenicArea: {
    cn: '找不到该景区',
    en: 'no such scenic area',
    es: 'no existe esa zona turística',
  },
  unknownZone: {
    cn: '该景区下找不到该景点',
    en: 'no such attraction in this scenic area',
    es: 'no existe esa atracción en esta zona turística',
  },
  unknownPrintTemplate: {
    cn: '该打印模板不存在或不属于所选景区',
    en: 'the print template does not exist in the chosen scenic area',
    es: 'la plantilla de impresión no existe en la zona turística elegida',
  },
  duplicateInFile: {
    cn: '与表格中前面的行重复',
    en: 'repeats an earlier row of the sheet',
    es: 'repite una fila anterior de la hoja',
  },
  deviceNoElsewhere: {
    cn: '该设备编号不能使用，请换一个',
    en: 'this device number cannot be used; choose another',
    es: 'este número de dispositivo no se puede usar; elija otro',
  },
} satisfies Record<string, Translations>;
