import type { Translations } from '../i18n/lang.ts';

/** Error codes of the reports (issue 17), merged into domain/i18n/errorMessages.ts. */
export const REPORT_ERRORS = {
  REPORT_SPAN_TOO_LONG: {
    cn: '报表时间跨度不能超过一年',
    en: 'A report cannot span more than one year',
    es: 'Un informe no puede abarcar más de un año',
  },
  REPORT_FILTER_UNSUPPORTED: {
    cn: '该报表不支持筛选条件：{filters}',
    en: 'This report cannot be filtered by: {filters}',
    es: 'Este informe no se puede filtrar por: {filters}',
  },
  REPORT_GROUPING_UNSUPPORTED: {
    cn: '该报表不支持按 {groupBy} 分组',
    en: 'This report cannot be grouped by {groupBy}',
    es: 'Este informe no se puede agrupar por {groupBy}',
  },
  REPORT_SORT_UNSUPPORTED: {
    cn: '该报表没有列 {sortBy}，无法排序',
    en: 'This report has no column {sortBy} to sort by',
    es: 'Este informe no tiene la columna {sortBy} para ordenar',
  },
  REPORT_EXPORT_NOT_READY: {
    cn: '导出文件尚未生成',
    en: 'The export file is not ready yet',
    es: 'El archivo exportado aún no está listo',
  },
  REPORT_EXPORT_GONE: {
    cn: '导出文件已过期，请重新导出',
    en: 'The export file has expired: export again',
    es: 'El archivo exportado ha caducado: exporte de nuevo',
  },
} satisfies Record<string, Translations>;

export type ReportErrorCode = keyof typeof REPORT_ERRORS;

/** Validation messages of the report forms (`i18n:<key>`), merged into domain/i18n/validationMessages.ts. */
export const REPORT_VALIDATION = {
  reportSpanTooLong: REPORT_ERRORS.REPORT_SPAN_TOO_LONG,
} satisfies Record<string, Translations>;
