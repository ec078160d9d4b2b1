import type { Messages } from './cn.ts';

export const en: Messages = {
  app: { title: 'Tickets' },
  language: { cn: '中文', en: 'English', es: 'Español' },
  home: {
    welcome: 'Welcome to',
    loading: 'Loading the scenic area…',
    loadFailedTitle: 'The scenic area information is not available right now',
    loadFailedText: 'Please check your connection and try again.',
    retry: 'Try again',
    buyTickets: 'Buy tickets',
  },
  tabs: { home: 'Home', personal: 'Me' },
  comingSoon: {
    title: 'Coming soon',
    text: 'This page is on its way. Please check back soon.',
    backHome: 'Back to home',
  },
};
