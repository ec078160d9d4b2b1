import type { Messages } from './cn.ts';

export const en: Messages = {
  title: 'Welcome',
  subtitle: 'Scenic area information',
  fullscreen: 'Full screen',
  exitFullscreen: 'Exit full screen',
  waiting: 'Programme information is coming soon',
};
