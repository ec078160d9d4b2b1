// The agency user's header figures (spec 002 §2, §8): credit quota, the amount of submitted orders
// awaiting review, and the insufficient-credit notice.
import { WarningFilled } from '@ant-design/icons';
import { Space, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { money } from '../sales/saleLabels.ts';
import { ownAgency } from './agencyApi.ts';
import { creditShort, useAgencyCredit } from './useAgencyCredit.ts';

export default function CreditSummary() {
  const { t } = useTranslation();
  const credit = useAgencyCredit(ownAgency());
  if (!credit) return null;
  return (
    <Space size="middle" data-testid="agency-credit">
      <Typography.Text>
        {t('agencies.credit.balance')}: <b data-testid="agency-balance">{money(credit.balance)}</b>
      </Typography.Text>
      <Typography.Text>
        {t('agencies.credit.unhandled')}:{' '}
        <b data-testid="agency-unhandled">{money(credit.unhandledOrderAmount)}</b>
      </Typography.Text>
      {creditShort(credit) ? (
        <Tooltip title={t('agencies.credit.insufficient')}>
          <WarningFilled style={{ color: '#d46b08' }} data-testid="agency-credit-short" />
        </Tooltip>
      ) : null}
    </Space>
  );
}
