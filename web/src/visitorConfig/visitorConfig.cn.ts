// Screens of what the visitor pages show (公众号配置, 轮播图): simplified Chinese, the reference for en
// and es. Field names follow spec 002 §3: takeTicketAddress is shown to visitors as the opening time.

export const visitorConfigCn = {
  config: {
    add: '新增公众号配置',
    edit: '编辑公众号配置',
    scenicIntroduction: '景区介绍',
    scenicAddress: '景区地址',
    dueToThat: '预约须知',
    backToThat: '退票须知',
    takeTicketAddress: '开放时间',
    takeTicketHint: '游客首页显示为开放时间，例如 08:00-18:00',
    directionsForUse: '联系与使用说明',
    serviceTel: '客服电话',
    serviceTelHint: '数字，可含 +、空格或 -，例如 0571-88886666',
  },
  carousel: {
    add: '新增轮播图',
    edit: '编辑轮播图',
    picture: '图片',
    sortOrder: '排序',
    sortHint: '数字小的排在前面',
    upload: '上传图片',
    uploadHint: 'jpg 或 png，不超过 1MB，建议宽高比 750×320',
    typeError: '只能上传 jpg 或 png 格式的图片',
    sizeError: '图片大小不能超过 1MB',
    uploadFailed: '图片上传失败',
    preview: '预览',
  },
};

export type VisitorConfigMessages = typeof visitorConfigCn;
