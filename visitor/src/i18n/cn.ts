// Visitor pages, simplified Chinese (default). en.ts and es.ts must have the same keys.

export const cn = {
  app: { title: '景区购票' },
  language: { cn: '中文', en: 'English', es: 'Español' },
  home: {
    welcome: '欢迎光临',
    loading: '正在加载景区信息…',
    loadFailedTitle: '暂时无法获取景区信息',
    loadFailedText: '请检查网络后重试。',
    retry: '重新加载',
    buyTickets: '购票',
  },
  tabs: { home: '首页', personal: '个人中心' },
  comingSoon: { title: '即将上线', text: '该页面正在建设中，敬请期待。', backHome: '返回首页' },
};

export type Messages = DeepStrings<typeof cn>;
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
