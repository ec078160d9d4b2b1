import type { Translations } from '../i18n/lang.ts';

/**
 * Error codes of the rebuild-and-compare (merged into domain/i18n/errorMessages.ts). The codes from
 * READ_MODEL_NOT_STARTED on are also why a compare job fails: the job's error is the code, and the
 * routes answer its message in the caller's language.
 */
export const READ_MODEL_AUDIT_ERRORS = {
  READ_MODEL_UNKNOWN: {
    cn: '没有名为“{name}”的读模型',
    en: 'There is no read model named "{name}"',
    es: 'No hay ningún modelo de lectura llamado «{name}»',
  },
  READ_MODEL_AUDIT_SUPER_ADMIN_ONLY: {
    cn: '只有超级管理员可以核对读模型（读模型包含所有景区的数据）',
    en: 'Only a super administrator can audit read models (they hold the data of every scenic area)',
    es: 'Solo un superadministrador puede auditar los modelos de lectura (contienen los datos de todas las zonas turísticas)',
  },
  READ_MODEL_COMPARE_RUNNING: {
    cn: '该读模型正在重建核对中，请等待其完成',
    en: 'A rebuild-and-compare of this read model is already running; wait for it to finish',
    es: 'Ya se está reconstruyendo y comparando este modelo de lectura; espere a que termine',
  },
  READ_MODEL_NOT_STARTED: {
    cn: '该读模型尚未在线构建，暂无可核对的内容',
    en: 'This read model has not been built yet: there is nothing to compare',
    es: 'Este modelo de lectura aún no se ha construido: no hay nada que comparar',
  },
  READ_MODEL_VERSION_MISMATCH: {
    cn: '在线读模型的版本与程序不同，将自动重建；请在重建完成后再核对',
    en: 'The live read model is of another version than the program and will be rebuilt; compare after that',
    es: 'El modelo de lectura en vivo es de otra versión que el programa y se reconstruirá; compare después',
  },
  READ_MODEL_REBUILT_MEANWHILE: {
    cn: '核对期间在线读模型被重建，请重新核对',
    en: 'The live read model was rebuilt during the compare; compare again',
    es: 'El modelo de lectura en vivo se reconstruyó durante la comparación; compare de nuevo',
  },
  READ_MODEL_TABLE_MISSING: {
    cn: '读模型的建表语句没有创建它声明的表',
    en: "The read model's schema does not create a table it declares",
    es: 'El esquema del modelo de lectura no crea una tabla que declara',
  },
  READ_MODEL_COMPARE_FAILED: {
    cn: '重建核对失败：{detail}',
    en: 'The rebuild-and-compare failed: {detail}',
    es: 'La reconstrucción y comparación falló: {detail}',
  },
} satisfies Record<Uppercase<string>, Translations>;
export type ReadModelAuditErrorCode = keyof typeof READ_MODEL_AUDIT_ERRORS;
