import type { Messages } from './cn.ts';

export const en: Messages = {
  title: 'Welcome',
  subtitle: 'Scenic area information',
  previewNote: 'Preview: unpublished content included',
  fullscreen: 'Full screen',
  exitFullscreen: 'Exit full screen',
  waiting: 'Programme information is coming soon',
  chooseArea: 'Add ?area=<scenic area id> to the address to show that scenic area',
  todayPrograms: "Today's programme",
  tomorrowPrograms: "Tomorrow's programme",
  noPrograms: 'No performances',
  programName: 'Performance',
  programTime: 'Time',
  programRemark: 'About',
  programAddress: 'Place',
  dataBoard: 'Live visitors',
  todayEntries: 'Entries today',
  insideOfLimit: '{{inside}} / {{limit}}',
};
