import type { VisitorConfigMessages } from './visitorConfig.cn.ts';

export const visitorConfigEs: VisitorConfigMessages = {
  config: {
    add: 'Añadir info para visitantes',
    edit: 'Editar info para visitantes',
    scenicIntroduction: 'Presentación',
    scenicAddress: 'Dirección',
    dueToThat: 'Aviso de reserva',
    backToThat: 'Aviso de reembolso',
    takeTicketAddress: 'Horario de apertura',
    takeTicketHint: 'Se muestra en la portada de visitantes como horario, p. ej. 08:00-18:00',
    directionsForUse: 'Contacto e indicaciones',
    serviceTel: 'Teléfono de atención',
    serviceTelHint: 'Dígitos, con +, espacios o - opcionales, p. ej. 0571-88886666',
  },
  carousel: {
    add: 'Añadir imagen del carrusel',
    edit: 'Editar imagen del carrusel',
    picture: 'Imagen',
    sortOrder: 'Orden',
    sortHint: 'Los números menores van primero',
    upload: 'Subir imagen',
    uploadHint: 'jpg o png, máximo 1 MB; 750×320 es la proporción ideal',
    typeError: 'Solo se pueden subir imágenes jpg o png',
    sizeError: 'La imagen no puede superar 1 MB',
    uploadFailed: 'No se pudo subir la imagen',
    preview: 'Vista previa',
  },
};
