// Read-model audit screen: simplified Chinese, the reference for en and es.

export const readModelAuditCn = {
  title: '读模型核对',
  intro:
    '从事件日志把读模型重建到一个影子副本，并与在线读模型逐表比对，以确认报表可信。在线读模型及其检查点不受影响。',
  columns: {
    name: '读模型',
    version: '版本',
    state: '状态',
    position: '检查点位置',
    lag: '延迟',
    lastCompare: '最近核对',
    actions: '操作',
  },
  states: { standby: '待命', catching_up: '追赶中', live: '在线', stopped: '已停止' },
  notStarted: '尚未构建',
  lagMs: '{{ms}} 毫秒',
  compare: '重建并核对',
  show: '查看',
  empty: '暂无已注册的读模型',
  loadFailed: '读模型列表加载失败',
  startFailed: '无法开始核对',
  followFailed: '无法获取核对进度',
  last: {
    running: '核对中 {{progress}}%',
    equal: '一致',
    different: '不一致',
    failed: '失败',
  },
  result: {
    title: '核对：{{name}}',
    waiting: '排队中，等待开始…',
    running: '正在从事件日志重建影子副本并比对…',
    equal: '一致：每张表的影子副本与在线读模型逐行相同',
    different: '不一致：{{total}} 张表中有 {{tables}} 张存在差异',
    failed: '核对失败',
    at: '比对位置 {{position}}，共重放 {{events}} 条事件',
    table: '表',
    liveRows: '在线行数',
    shadowRows: '重建行数',
    onlyInLive: '仅在线',
    onlyInShadow: '仅重建',
    liveExamples: '只在在线读模型中的行（最多列出 {{max}} 行）',
    shadowExamples: '只在重建副本中的行（最多列出 {{max}} 行）',
    tableEqual: '相同',
  },
};

export type ReadModelAuditMessages = typeof readModelAuditCn;
