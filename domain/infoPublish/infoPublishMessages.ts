import type { Translations } from '../i18n/lang.ts';

/** Error codes of information release (merged into domain/i18n/errorMessages.ts). */
export const INFO_PUBLISH_ERRORS = {
  MEDIA_TYPE: {
    cn: '只能上传 jpg、png 图片或 mp4、webm 视频',
    en: 'Only jpg or png images and mp4 or webm videos can be uploaded',
    es: 'Solo se pueden subir imágenes jpg o png y vídeos mp4 o webm',
  },
  MEDIA_KIND_MISMATCH: {
    cn: '文件类型与所选类型不符（视频请上传 mp4 或 webm，图片和标志请上传 jpg 或 png）',
    en: 'The file does not fit the chosen type (videos: mp4 or webm; pictures and logos: jpg or png)',
    es: 'El archivo no corresponde al tipo elegido (vídeos: mp4 o webm; imágenes y logotipos: jpg o png)',
  },
  MEDIA_REQUIRED: {
    cn: '请选择要上传的文件',
    en: 'Choose a file to upload',
    es: 'Elija un archivo para subir',
  },
  IMAGE_TOO_LARGE: {
    cn: '图片大小不能超过 1MB',
    en: 'The image must not exceed 1 MB',
    es: 'La imagen no debe superar 1 MB',
  },
  VIDEO_TOO_LARGE: {
    cn: '视频大小不能超过 {maxMb}MB',
    en: 'The video must not exceed {maxMb} MB',
    es: 'El vídeo no debe superar {maxMb} MB',
  },
  MEDIA_NOT_UPLOADED: {
    cn: '该文件未上传到此景区，请重新上传',
    en: 'This file was not uploaded for this scenic area; upload it again',
    es: 'Este archivo no se subió para esta zona turística; súbalo de nuevo',
  },
  DATA_BOARD_EXISTS: {
    cn: '该景区已有数据看板设置，请编辑原有设置',
    en: 'This scenic area already has data board settings; edit those',
    es: 'Esta zona turística ya tiene un panel de datos; edite ese',
  },
  SIGNAGE_LIST_NEEDS_SIGN_IN: {
    cn: '未登录时只能查询大屏显示的内容（isEnable=3 或 programStatus=3）',
    en: 'Without signing in only what the signage shows can be listed (isEnable=3 or programStatus=3)',
    es: 'Sin iniciar sesión solo se puede listar lo que muestra la pantalla (isEnable=3 o programStatus=3)',
  },
  PLAY_DATE_REQUIRED: {
    cn: '请指定节目日期（playDate）',
    en: 'The play date (playDate) is required',
    es: 'La fecha (playDate) es obligatoria',
  },
} satisfies Record<Uppercase<string>, Translations>;

export type InfoPublishErrorCode = keyof typeof INFO_PUBLISH_ERRORS;

/** Field messages of the information-release schemas (`i18n:<key>`, domain/i18n/validationMessages.ts). */
export const INFO_PUBLISH_VALIDATION = {
  infoPublishTitle: {
    cn: '标题为 1 至 40 个字符',
    en: 'The title is 1 to 40 characters',
    es: 'El título tiene de 1 a 40 caracteres',
  },
  infoPublishVideoFirst: {
    cn: '请先上传视频',
    en: 'Upload the video first',
    es: 'Suba primero el vídeo',
  },
  infoPublishImageFirst: {
    cn: '请先上传图片',
    en: 'Upload the image first',
    es: 'Suba primero la imagen',
  },
  infoPublishCopyDates: {
    cn: '目标日期不能重复，也不能是被复制的日期',
    en: 'Target dates must differ from each other and from the copied date',
    es: 'Las fechas de destino deben ser distintas entre sí y de la fecha copiada',
  },
} satisfies Record<string, Translations>;
