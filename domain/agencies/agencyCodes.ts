// Coded values and limits of the travel-agency group orders (spec 002 §3, §4, §5, §9).

/** payType of an agency order: 0 cash, 99 on account (the agency's credit). */
export const AGENCY_PAY_TYPES = { cash: 0, onAccount: 99 } as const;
export const AGENCY_PAY_TYPE_CODES = [AGENCY_PAY_TYPES.cash, AGENCY_PAY_TYPES.onAccount] as const;

/**
 * orderStatus: the spec sends 0 (draft) and 1 (submitted for review); the review adds 2 approved
 * and 3 rejected (with a note). A draft can be submitted later; a rejected order stays rejected.
 */
export const AGENCY_ORDER_STATUS = { draft: 0, submitted: 1, approved: 2, rejected: 3 } as const;
export type AgencyOrderStatus = (typeof AGENCY_ORDER_STATUS)[keyof typeof AGENCY_ORDER_STATUS];

/** certificateType: 0 ID card, 1 Hong Kong / Macau pass, 2 passport. */
export const CERTIFICATE_TYPES = ['idCard', 'hkMacauPass', 'passport'] as const;
export const CERTIFICATE_TYPE_TEXT = ['身份证', '港澳通行证', '护照'] as const;
export const ID_CARD_CERTIFICATE = 0;

/** sex as sent: 0 male, 1 female, 2 unknown; the sheet and the forms write 男 / 女 / 未知. */
export const SEX_TEXT = ['男', '女', '未知'] as const;

/** supportingMaterials: "0" no (否), "1" yes (是). */
export const SUPPORTING_TEXT = ['否', '是'] as const;

/** At most 200 tourists per order (sheet 2 rows 3–204 of the spec's reading). */
export const MAX_TOURISTS = 200;
export const TOURIST_NAME_MAX = 12;
export const GUIDE_NAME_MAX = 12;
export const GUIDE_MOBILE_MAX = 13;
export const HEIGHT_MAX_CM = 250;
export const CERTIFICATE_NUMBER_MAX = 32;
export const AREA_TEXT_MAX = 50;
export const REMARK_MAX = 200;
export const REVIEW_NOTE_MAX = 200;
export const AGENCY_NAME_MAX = 32;

/** 11 digits: 1, then 3–9, then 9 digits (spec 002 §5, agency sheet). */
export const AGENCY_MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** A recharge: 1 fen to 10,000,000 yuan. */
export const RECHARGE_MAX_FEN = 1_000_000_000;

/** The template's file name (spec 002 §2). */
export const TEMPLATE_FILE_NAME = '导入订单模板.xlsx';
