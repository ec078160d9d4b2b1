import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';

export default function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('shell.changePassword')} footer={null} onCancel={onClose} destroyOnHidden>
      <ChangePasswordForm onDone={onClose} />
    </Modal>
  );
}
