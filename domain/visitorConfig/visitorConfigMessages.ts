import type { Translations } from '../i18n/lang.ts';

/** Error codes of the visitor-page configuration routes (merged into domain/i18n/errorMessages.ts). */
export const VISITOR_CONFIG_ERRORS = {
  PUBLIC_CONFIG_EXISTS: {
    cn: '该景区已有公众号配置，请编辑原有配置',
    en: 'This scenic area already has a public config; edit that one',
    es: 'Esta zona turística ya tiene una configuración pública; edite esa',
  },
  IMAGE_PATH_INVALID: {
    cn: '图片地址无效',
    en: 'The image path is not valid',
    es: 'La ruta de la imagen no es válida',
  },
} satisfies Record<Uppercase<string>, Translations>;

export type VisitorConfigErrorCode = keyof typeof VISITOR_CONFIG_ERRORS;

/** Field messages of the visitor-page configuration schemas (`i18n:<key>`, domain/i18n/validationMessages.ts). */
export const VISITOR_CONFIG_VALIDATION = {
  serviceTelInvalid: {
    cn: '客服电话格式不正确（数字，可含 +、空格或 -）',
    en: 'Invalid service phone (digits, optionally with +, spaces or -)',
    es: 'Teléfono de atención no válido (dígitos, con +, espacios o - opcionales)',
  },
  imagePathInvalid: {
    cn: '请先上传图片',
    en: 'Upload the image first',
    es: 'Suba primero la imagen',
  },
} satisfies Record<string, Translations>;
