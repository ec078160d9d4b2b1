// Signage display, simplified Chinese (default). en.ts and es.ts must have the same keys.

export const cn = {
  title: '欢迎光临',
  subtitle: '景区信息发布',
  previewNote: '预览：含未发布的内容',
  fullscreen: '全屏',
  exitFullscreen: '退出全屏',
  waiting: '节目信息即将更新',
  chooseArea: '请在地址后加上 ?area=景区编号 以显示该景区的信息',
  todayPrograms: '今日节目',
  tomorrowPrograms: '明日节目',
  noPrograms: '暂无节目',
  programName: '节目',
  programTime: '时间',
  programRemark: '简介',
  programAddress: '地点',
  dataBoard: '实时客流',
  todayEntries: '今日入园',
  insideOfLimit: '{{inside}} / {{limit}}',
};

export type Messages = { [K in keyof typeof cn]: string };
