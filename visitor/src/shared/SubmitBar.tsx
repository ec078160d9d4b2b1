import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { yuan } from './format.ts';
import styles from './page.module.css';

interface Props {
  amount: number;
  count: number;
  /** What the amount is (default: the total). */
  label?: string;
  action: string;
  onSubmit: () => void;
  disabled?: boolean;
  loading?: boolean;
}

/** Total, ticket count and the submit button, fixed at the foot of a list or form. */
export function SubmitBar({ amount, count, label, action, onSubmit, disabled, loading }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <div className={styles.barTotal}>
        {label ?? t('common.total')} <span className={styles.barAmount}>¥{yuan(amount)}</span>
        <span className={styles.muted}> · {t('common.tickets', { count })}</span>
      </div>
      <Button color="primary" onClick={onSubmit} disabled={disabled} loading={loading} data-testid="submit">
        {action}
      </Button>
    </>
  );
}
