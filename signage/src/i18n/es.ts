import type { Messages } from './cn.ts';

export const es: Messages = {
  title: 'Bienvenidos',
  subtitle: 'Información del área escénica',
  previewNote: 'Vista previa: incluye contenido no publicado',
  fullscreen: 'Pantalla completa',
  exitFullscreen: 'Salir de pantalla completa',
  waiting: 'La información del programa llegará pronto',
  chooseArea: 'Añada ?area=<id. de la zona turística> a la dirección para mostrar esa zona',
  todayPrograms: 'Programa de hoy',
  tomorrowPrograms: 'Programa de mañana',
  noPrograms: 'No hay espectáculos',
  programName: 'Espectáculo',
  programTime: 'Hora',
  programRemark: 'Descripción',
  programAddress: 'Lugar',
  dataBoard: 'Visitantes en directo',
  todayEntries: 'Entradas de hoy',
  insideOfLimit: '{{inside}} / {{limit}}',
};
