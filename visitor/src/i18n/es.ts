import type { Messages } from './cn.ts';

export const es: Messages = {
  app: { title: 'Entradas' },
  language: { cn: '中文', en: 'English', es: 'Español' },
  home: {
    welcome: 'Bienvenido a',
    loading: 'Cargando el área escénica…',
    loadFailedTitle: 'La información del área escénica no está disponible ahora',
    loadFailedText: 'Compruebe su conexión e inténtelo de nuevo.',
    retry: 'Reintentar',
    buyTickets: 'Comprar entradas',
  },
  tabs: { home: 'Inicio', personal: 'Mi cuenta' },
  comingSoon: {
    title: 'Próximamente',
    text: 'Esta página estará disponible muy pronto.',
    backHome: 'Volver al inicio',
  },
};
