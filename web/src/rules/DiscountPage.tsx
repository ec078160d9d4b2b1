// Discounts (优惠管理): list with category, type and tiers; form with tiers table and calculator.
// The stored-value entry (储值卡 › 储值规则) is this page for the recharge bonuses alone, through
// `/api/storedValueRule` (its own flag): `rechargeOnly`.

import { Form, Select, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table/index.js';
import { useTranslation } from 'react-i18next';
import { DISCOUNT_CATEGORIES } from '../../../domain/rules/discountRule.schema.ts';
import type { DiscountRow } from '../../../domain/rules/ruleRecords.schema.ts';
import { MasterDataPage } from '../masterData/MasterDataPage.tsx';
import { NameFilter, ScenicAreaFilter } from '../masterData/pickers.tsx';
import { DiscountForm } from './DiscountForm.tsx';
import { discountBody, newDiscountValues, newRechargeValues, tierText } from './discountBody.ts';

export default function DiscountPage({ rechargeOnly = false }: { rechargeOnly?: boolean }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`rules.discount.${key}`);
  const kindColumns: ColumnsType<DiscountRow> = [
    {
      title: label('discountCategory'),
      dataIndex: 'discountCategory',
      render: (v: string) => label(`categories.${v}`),
    },
    {
      title: label('discountType'),
      dataIndex: 'discountType',
      render: (v: string) => label(`types.${v}`),
    },
  ];
  return (
    <MasterDataPage<DiscountRow>
      entity={rechargeOnly ? 'storedValueRule' : 'discount'}
      textKey={rechargeOnly ? 'rules.storedValueRule' : 'rules.discount'}
      title={rechargeOnly ? t('rules.storedValueRule.title') : undefined}
      formWidth={920}
      enable
      columns={[
        { title: label('discountName'), dataIndex: 'discountName', fixed: 'left' },
        { title: t('masterData.common.scenicArea'), dataIndex: 'scenicAreaName' },
        ...(rechargeOnly ? [] : kindColumns),
        {
          title: label('tierSummary'),
          key: 'tiers',
          render: (_, row) => (
            <Space orientation="vertical" size={0}>
              {row.tiers.map((tier) => (
                <span key={tier.threshold}>{tierText(row.discountType, tier)}</span>
              ))}
            </Space>
          ),
        },
      ]}
      filters={
        <>
          <ScenicAreaFilter />
          {rechargeOnly ? null : (
            <Form.Item name="discountCategory">
              <Select
                allowClear
                style={{ minWidth: 140 }}
                placeholder={label('discountCategory')}
                options={DISCOUNT_CATEGORIES.map((c) => ({ value: c, label: label(`categories.${c}`) }))}
              />
            </Form.Item>
          )}
          <NameFilter />
        </>
      }
      newValues={rechargeOnly ? newRechargeValues : newDiscountValues}
      formItems={() => <DiscountForm rechargeOnly={rechargeOnly} />}
      toBody={discountBody}
    />
  );
}
