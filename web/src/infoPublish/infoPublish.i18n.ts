// Texts of the information-release screens under the `infoPublish` namespace.
import { infoPublishCn } from './infoPublish.cn.ts';
import { infoPublishEn } from './infoPublish.en.ts';
import { infoPublishEs } from './infoPublish.es.ts';

export const infoPublishI18n = {
  cn: { infoPublish: infoPublishCn },
  en: { infoPublish: infoPublishEn },
  es: { infoPublish: infoPublishEs },
};
