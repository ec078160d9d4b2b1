import type { VisitorConfigMessages } from './visitorConfig.cn.ts';

export const visitorConfigEn: VisitorConfigMessages = {
  config: {
    add: 'Add visitor page info',
    edit: 'Edit visitor page info',
    scenicIntroduction: 'Introduction',
    scenicAddress: 'Address',
    dueToThat: 'Booking notice',
    backToThat: 'Refund notice',
    takeTicketAddress: 'Opening hours',
    takeTicketHint: 'Shown on the visitor home as the opening hours, e.g. 08:00-18:00',
    directionsForUse: 'Contact and directions',
    serviceTel: 'Service phone',
    serviceTelHint: 'Digits, optionally with +, spaces or -, e.g. 0571-88886666',
  },
  carousel: {
    add: 'Add carousel image',
    edit: 'Edit carousel image',
    picture: 'Image',
    sortOrder: 'Order',
    sortHint: 'Lower numbers come first',
    upload: 'Upload image',
    uploadHint: 'jpg or png, at most 1 MB; 750×320 fits best',
    typeError: 'Only jpg or png images can be uploaded',
    sizeError: 'The image cannot be larger than 1 MB',
    uploadFailed: 'The image could not be uploaded',
    preview: 'Preview',
  },
};
