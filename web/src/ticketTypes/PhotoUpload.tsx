// The ticket photo (headPhoto): one jpg or png of at most 1 MB, uploaded when chosen; the form field
// holds its URL ('' when none).

import { useTranslation } from 'react-i18next';
import { PictureUpload } from '../forms/PictureUpload.tsx';
import { uploadPhoto } from './ticketTypesApi.ts';

export function PhotoUpload({ value, onChange }: { value?: string; onChange?: (url: string) => void }) {
  const { t } = useTranslation();
  return (
    <PictureUpload
      value={value}
      onChange={onChange}
      upload={(file) => uploadPhoto(file, file.name)}
      texts={{
        upload: t('ticketTypes.photo.upload'),
        typeError: t('ticketTypes.photo.typeError'),
        sizeError: t('ticketTypes.photo.sizeError'),
        failed: t('ticketTypes.photo.failed'),
        title: t('ticketTypes.fields.headPhoto'),
      }}
      testId="tt-photo"
    />
  );
}
