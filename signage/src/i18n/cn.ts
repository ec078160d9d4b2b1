// Signage display, simplified Chinese (default). en.ts and es.ts must have the same keys.

export const cn = {
  title: '欢迎光临',
  subtitle: '景区信息发布',
  fullscreen: '全屏',
  exitFullscreen: '退出全屏',
  waiting: '节目信息即将更新',
};

export type Messages = { [K in keyof typeof cn]: string };
