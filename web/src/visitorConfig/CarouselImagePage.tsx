// Carousel pictures (轮播图, spec 002 §3): the pictures of a scenic area's visitor home, uploaded with
// a preview, shown in sort order when enabled.

import { Form, Image, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CarouselImageInput,
  type CarouselImageRow,
} from '../../../domain/visitorConfig/carouselImage.schema.ts';
import { isRequired, zodFieldRule } from '../forms/zodRule.ts';
import { MasterDataPage } from '../masterData/MasterDataPage.tsx';
import { ScenicAreaFilter, ScenicAreaItem } from '../masterData/pickers.tsx';
import { CarouselPicture } from './CarouselPicture.tsx';
import { imageUrl } from './visitorConfigApi.ts';

const field = (key: keyof typeof CarouselImageInput.shape) => ({
  name: key,
  rules: [zodFieldRule(CarouselImageInput, key)],
  required: isRequired(CarouselImageInput.shape[key]),
});

export default function CarouselImagePage() {
  const { t } = useTranslation();
  return (
    <MasterDataPage<CarouselImageRow>
      entity="carouselImage"
      textKey="visitorConfig.carousel"
      enable
      columns={[
        {
          title: t('visitorConfig.carousel.picture'),
          dataIndex: 'imagePath',
          width: 200,
          render: (path: string) => (
            <Image
              src={imageUrl(path)}
              width={150}
              height={64}
              style={{ objectFit: 'cover', borderRadius: 4 }}
            />
          ),
        },
        { title: t('masterData.common.scenicArea'), dataIndex: 'scenicAreaName' },
        { title: t('visitorConfig.carousel.sortOrder'), dataIndex: 'sortOrder' },
      ]}
      filters={<ScenicAreaFilter />}
      newValues={() => ({ sortOrder: 10, isEnable: true, imagePath: '' })}
      formItems={() => (
        <>
          <ScenicAreaItem rule={zodFieldRule(CarouselImageInput, 'scenicAreaID')} />
          <Form.Item noStyle dependencies={['scenicAreaID']}>
            {(form) => (
              <Form.Item
                label={t('visitorConfig.carousel.picture')}
                extra={t('visitorConfig.carousel.uploadHint')}
                {...field('imagePath')}
              >
                <CarouselPicture scenicAreaID={form.getFieldValue('scenicAreaID')} />
              </Form.Item>
            )}
          </Form.Item>
          <Form.Item
            label={t('visitorConfig.carousel.sortOrder')}
            extra={t('visitorConfig.carousel.sortHint')}
            {...field('sortOrder')}
          >
            <InputNumber precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </>
      )}
      toBody={(v) => ({
        scenicAreaID: v.scenicAreaID,
        imagePath: v.imagePath ?? '',
        sortOrder: v.sortOrder,
        isEnable: v.isEnable ?? true,
      })}
    />
  );
}
