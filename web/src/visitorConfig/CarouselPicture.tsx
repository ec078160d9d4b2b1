// The picture of a carousel item: uploaded for the scenic area chosen in the form (no upload before
// one is chosen); choosing another area drops a picture uploaded for the one before.

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PictureUpload } from '../forms/PictureUpload.tsx';
import { imageUrl, uploadCarouselImage } from './visitorConfigApi.ts';

interface Props {
  value?: string;
  onChange?: (imagePath: string) => void;
  scenicAreaID?: number;
}

export function CarouselPicture({ value, onChange, scenicAreaID }: Props) {
  const { t } = useTranslation();
  const areaBefore = useRef(scenicAreaID);
  useEffect(() => {
    const before = areaBefore.current;
    areaBefore.current = scenicAreaID;
    if (before !== undefined && before !== scenicAreaID && value) onChange?.('');
  }, [scenicAreaID, value, onChange]);
  return (
    <PictureUpload
      value={value}
      onChange={onChange}
      disabled={scenicAreaID === undefined}
      upload={(file) => uploadCarouselImage(file, file.name, scenicAreaID!)}
      src={imageUrl}
      texts={{
        upload: t('visitorConfig.carousel.upload'),
        typeError: t('visitorConfig.carousel.typeError'),
        sizeError: t('visitorConfig.carousel.sizeError'),
        failed: t('visitorConfig.carousel.uploadFailed'),
        title: t('visitorConfig.carousel.preview'),
      }}
      testId="carouselImage-picture"
    />
  );
}
