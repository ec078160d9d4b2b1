// Discounts (优惠管理): list with category, type and tiers; form with tiers table and calculator.

import { Form, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DISCOUNT_CATEGORIES } from '../../../domain/rules/discountRule.schema.ts';
import type { DiscountRow } from '../../../domain/rules/ruleRecords.schema.ts';
import { MasterDataPage } from '../masterData/MasterDataPage.tsx';
import { NameFilter, ScenicAreaFilter } from '../masterData/pickers.tsx';
import { DiscountForm } from './DiscountForm.tsx';
import { discountBody, newDiscountValues, tierText } from './discountBody.ts';

export default function DiscountPage() {
  const { t } = useTranslation();
  const label = (key: string) => t(`rules.discount.${key}`);
  return (
    <MasterDataPage<DiscountRow>
      entity="discount"
      textKey="rules.discount"
      formWidth={920}
      enable
      columns={[
        { title: label('discountName'), dataIndex: 'discountName', fixed: 'left' },
        { title: t('masterData.common.scenicArea'), dataIndex: 'scenicAreaName' },
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
          <Form.Item name="discountCategory">
            <Select
              allowClear
              style={{ minWidth: 140 }}
              placeholder={label('discountCategory')}
              options={DISCOUNT_CATEGORIES.map((c) => ({ value: c, label: label(`categories.${c}`) }))}
            />
          </Form.Item>
          <NameFilter />
        </>
      }
      newValues={newDiscountValues}
      formItems={() => <DiscountForm />}
      toBody={discountBody}
    />
  );
}
