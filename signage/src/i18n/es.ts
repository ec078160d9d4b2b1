import type { Messages } from './cn.ts';

export const es: Messages = {
  title: 'Bienvenidos',
  subtitle: 'Información del área escénica',
  fullscreen: 'Pantalla completa',
  exitFullscreen: 'Salir de pantalla completa',
  waiting: 'La información del programa llegará pronto',
};
