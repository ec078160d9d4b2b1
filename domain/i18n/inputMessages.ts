import type { Translations } from './lang.ts';

/**
 * Refusals of bad input that any feature may meet: uploaded spreadsheets beyond the limits
 * (api/src/uploads), broken multipart bodies, and values the database cannot take (the error
 * handler's safety net for what a schema let through).
 */
export const INPUT_ERRORS = {
  IMPORT_FILE_REQUIRED: {
    cn: '请上传一个 .xlsx 文件',
    en: 'Upload one .xlsx file',
    es: 'Suba un archivo .xlsx',
  },
  IMPORT_NOT_XLSX: {
    cn: '文件不是有效的 .xlsx 表格',
    en: 'The file is not a valid .xlsx spreadsheet',
    es: 'El archivo no es una hoja .xlsx válida',
  },
  IMPORT_FILE_TOO_LARGE: {
    cn: '文件不能超过 {maxMb} MB',
    en: 'The file cannot be larger than {maxMb} MB',
    es: 'El archivo no puede superar {maxMb} MB',
  },
  IMPORT_EMPTY: {
    cn: '表格中没有数据行',
    en: 'The sheet has no data rows',
    es: 'La hoja no tiene filas de datos',
  },
  IMPORT_TOO_MANY_ROWS: {
    cn: '一次最多导入 {max} 行（表格用到第 {lastRow} 行）',
    en: 'At most {max} rows can be imported at once (the sheet reaches row {lastRow})',
    es: 'Se pueden importar como máximo {max} filas a la vez (la hoja llega a la fila {lastRow})',
  },
  SPREADSHEET_TOO_WIDE: {
    cn: '表格不能超过 {max} 列',
    en: 'The sheet cannot have more than {max} columns',
    es: 'La hoja no puede tener más de {max} columnas',
  },
  SPREADSHEET_TOO_LARGE: {
    cn: '表格解压后过大（最多 {maxMb} MB）',
    en: 'The spreadsheet is too large once unpacked (at most {maxMb} MB)',
    es: 'La hoja es demasiado grande una vez descomprimida (como máximo {maxMb} MB)',
  },
  SPREADSHEET_TOO_SLOW: {
    cn: '表格过于复杂，{seconds} 秒内未能读取',
    en: 'The spreadsheet is too complex to read within {seconds} s',
    es: 'La hoja es demasiado compleja para leerla en {seconds} s',
  },
  SPREADSHEET_CELL_TOO_LONG: {
    cn: '单元格 {cell} 内容过长（最多 {max} 个字符）',
    en: 'Cell {cell} is too long (at most {max} characters)',
    es: 'La celda {cell} es demasiado larga (como máximo {max} caracteres)',
  },
  SPREADSHEET_FORMULA_CELL: {
    cn: '单元格 {cell} 含有公式，请只填写数值或文字',
    en: 'Cell {cell} holds a formula; enter plain values only',
    es: 'La celda {cell} contiene una fórmula; introduzca solo valores',
  },
  INVALID_MULTIPART: {
    cn: '上传的表单数据不完整或格式错误',
    en: 'The uploaded form data is incomplete or malformed',
    es: 'Los datos del formulario subido están incompletos o mal formados',
  },
  INVALID_REFERENCE: {
    cn: '引用的记录不存在',
    en: 'A record the request refers to does not exist',
    es: 'Un registro al que se refiere la solicitud no existe',
  },
  NUMBER_OUT_OF_RANGE: {
    cn: '数值超出允许范围',
    en: 'A number is out of the allowed range',
    es: 'Un número está fuera del rango permitido',
  },
  INVALID_VALUE: {
    cn: '某个值的格式不正确',
    en: 'A value has the wrong form',
    es: 'Un valor tiene un formato incorrecto',
  },
  TEXT_TOO_LONG: {
    cn: '文字过长',
    en: 'A text is too long',
    es: 'Un texto es demasiado largo',
  },
  INVALID_CHARACTER: {
    cn: '文字中含有不允许的字符',
    en: 'A text contains a character that is not allowed',
    es: 'Un texto contiene un carácter no permitido',
  },
} satisfies Record<string, Translations>;

/** Validation messages of the shared field helpers (`i18n:<key>`, merged into CUSTOM). */
export const INPUT_VALIDATION = {
  controlCharacter: {
    cn: '不能包含控制字符',
    en: 'cannot contain control characters',
    es: 'no puede contener caracteres de control',
  },
} satisfies Record<string, Translations>;
