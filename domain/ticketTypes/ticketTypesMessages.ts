import type { Translations } from '../i18n/lang.ts';

/** Error codes of the ticket-type and regional-control routes (merged into domain/i18n/errorMessages.ts). */
export const TICKET_TYPES_ERRORS = {
  TICKET_TYPE_HAS_TICKETS: {
    cn: '票种“{name}”已有售出的票，不能删除（可以停用）',
    en: 'Tickets of "{name}" have been sold, so it cannot be deleted (disable it instead)',
    es: 'Ya se vendieron entradas de «{name}», no se puede eliminar (desactívelo)',
  },
  TICKET_TYPE_NAME_TAKEN: {
    cn: '本景区已有名为“{name}”的票种',
    en: 'This scenic area already has a ticket type called "{name}"',
    es: 'Esta zona turística ya tiene un tipo de entrada llamado «{name}»',
  },
  DEVICE_NOT_IN_ZONE: {
    cn: '设备 {ids} 不属于所选景点',
    en: 'Device(s) {ids} do not belong to the chosen attraction',
    es: 'Los dispositivos {ids} no pertenecen a la atracción elegida',
  },
  PASS_SCHEDULE_UNKNOWN: {
    cn: '通行时段 {ids} 不存在或不属于本景区',
    en: 'Pass schedule(s) {ids} do not exist in this scenic area',
    es: 'Los horarios de paso {ids} no existen en esta zona turística',
  },
  BILLING_RULE_UNKNOWN: {
    cn: '计费规则 {ids} 不存在',
    en: 'Billing rule(s) {ids} do not exist',
    es: 'Las reglas de cobro {ids} no existen',
  },
  PHOTO_UNKNOWN: {
    cn: '图片不存在，请重新上传',
    en: 'The photo no longer exists; upload it again',
    es: 'La foto ya no existe; súbala de nuevo',
  },
  PHOTO_REQUIRED: {
    cn: '请选择一张图片上传',
    en: 'Choose one image to upload',
    es: 'Elija una imagen para subir',
  },
  PHOTO_TOO_LARGE: {
    cn: '图片大小不能超过 1MB',
    en: 'The image cannot be larger than 1 MB',
    es: 'La imagen no puede superar 1 MB',
  },
  PHOTO_TYPE: {
    cn: '只能上传 jpg 或 png 格式的图片',
    en: 'Only jpg or png images can be uploaded',
    es: 'Solo se pueden subir imágenes jpg o png',
  },
  SCENIC_AREA_REQUIRED: {
    cn: '请指定景区（scenicAreaID）',
    en: 'The scenic area (scenicAreaID) is required',
    es: 'La zona turística (scenicAreaID) es obligatoria',
  },
  REGION_DUPLICATE: {
    cn: '区域已存在，不能重复添加：{regions}',
    en: 'Already added, regions cannot be added twice: {regions}',
    es: 'Ya añadidas, las regiones no se pueden repetir: {regions}',
  },
  REGION_AUTHORISED: {
    cn: '区域“{region}”已授权，请先取消勾选授权再删除',
    en: 'The region "{region}" is authorised; untick it before deleting it',
    es: 'La región «{region}» está autorizada; desmárquela antes de eliminarla',
  },
} satisfies Record<Uppercase<string>, Translations>;
export type TicketTypesErrorCode = keyof typeof TICKET_TYPES_ERRORS;

/** Validation messages of the ticket-type and region schemas (`i18n:<key>`, merged into CUSTOM). */
export const TICKET_TYPES_VALIDATION = {
  useTimesByDayAboveUseTimes: {
    cn: '每日次数不能大于总次数',
    en: 'Uses per day cannot exceed the total uses',
    es: 'Los usos por día no pueden superar los usos totales',
  },
  duplicateDevice: { cn: '设备重复', en: 'The device is listed twice', es: 'El dispositivo está repetido' },
  duplicateZone: {
    cn: '该景点已设置过权限',
    en: 'This attraction already has a permission row',
    es: 'Esta atracción ya tiene una fila de permisos',
  },
  duplicateValue: { cn: '不能重复', en: 'cannot repeat', es: 'no se puede repetir' },
  zonePermissionRequired: {
    cn: '请至少添加一个景点权限',
    en: 'Add at least one attraction permission',
    es: 'Añada al menos un permiso de atracción',
  },
  startingDateRequired: {
    cn: '请选择起始日期',
    en: 'Choose the starting date',
    es: 'Elija la fecha de inicio',
  },
  freePassRuleRequired: {
    cn: '免证票种需要填写地区关键字、年龄和通行方式',
    en: 'The ID-card-free category needs the region keywords, the age and the pass mode',
    es: 'La categoría sin documento necesita las palabras clave de región, la edad y el modo de paso',
  },
  checkPasswordRequired: {
    cn: '启用密码模式时请填写校验密码',
    en: 'Enter the check password when password mode is on',
    es: 'Indique la contraseña de control si el modo contraseña está activo',
  },
  unknownRegion: { cn: '区域代码不存在', en: 'Unknown region code', es: 'Código de región desconocido' },
  regionRequired: { cn: '请先选择区域', en: 'Choose a region first', es: 'Elija primero una región' },
  duplicateRegion: { cn: '区域重复', en: 'The region is listed twice', es: 'La región está repetida' },
} satisfies Record<string, Translations>;
