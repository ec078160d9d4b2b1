// Concession matching rules (匹配规则, menu ticketMatch; issue 15): a rule admits a tourist to its
// concession ticket type by age, height, supporting materials and home region (provinces, cities or
// counties chosen in the region picker, matched against the ID number's six-digit code; none: any
// region). Checked by the shared ConcessionRuleInput schema.
import { Form, Input, InputNumber, Switch, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConcessionRuleFields, type ConcessionRuleRow } from '../../../domain/agencies/ticketMatch.schema.ts';
import { regionFullName } from '../../../domain/regions/regions.ts';
import { zodFieldRule } from '../forms/zodRule.ts';
import { MasterDataPage } from '../masterData/MasterDataPage.tsx';
import { NameFilter, ScenicAreaFilter, ScenicAreaItem } from '../masterData/pickers.tsx';
import { RegionCodesPicker } from '../masterData/regionPicker.tsx';
import { TicketTypeItem, useTicketTypes } from '../masterData/ticketTypePicker.tsx';

const BOUNDS = ['minAge', 'maxAge', 'minHeight', 'maxHeight'] as const;
const range = (min: number | null, max: number | null) =>
  min === null && max === null ? '—' : `${min ?? ''} ~ ${max ?? ''}`;
const orNull = (v: unknown) => (v === undefined || v === '' ? null : v);

export default function TicketMatchPage() {
  const { t } = useTranslation();
  const ticketTypes = useTicketTypes();
  const label = (key: string) => t(`agencies.match.${key}`);
  // An empty bound is null (no bound); an empty remark stays '' (orNull would refuse it as missing).
  const rule = (key: keyof typeof ConcessionRuleFields.shape) =>
    zodFieldRule(ConcessionRuleFields, key, (BOUNDS as readonly string[]).includes(key) ? orNull : undefined);
  return (
    <MasterDataPage<ConcessionRuleRow>
      entity="ticketMatch"
      textKey="agencies.match"
      enable
      columns={[
        { title: label('name'), dataIndex: 'name' },
        { title: label('ticketType'), dataIndex: 'ticketTypeName' },
        { title: label('age'), key: 'age', render: (_, r) => range(r.minAge, r.maxAge) },
        { title: label('height'), key: 'height', render: (_, r) => range(r.minHeight, r.maxHeight) },
        {
          title: label('needsSupportingMaterials'),
          dataIndex: 'needsSupportingMaterials',
          render: (v: boolean) => t(v ? 'agencies.common.yes' : 'agencies.common.no'),
        },
        {
          title: label('regionCodes'),
          dataIndex: 'regionCodes',
          render: (codes: string[]) =>
            codes.length
              ? codes.map((c) => (
                  <Tooltip key={c} title={c}>
                    <Tag>{regionFullName(c, '') || c}</Tag>
                  </Tooltip>
                ))
              : label('anyRegion'),
        },
        { title: label('remark'), dataIndex: 'remark' },
      ]}
      filters={
        <>
          <ScenicAreaFilter />
          <NameFilter />
        </>
      }
      newValues={() => ({ isEnable: true, needsSupportingMaterials: false, regionCodes: [] })}
      formItems={() => (
        <>
          <ScenicAreaItem rule={rule('scenicAreaID')} />
          <TicketTypeItem
            name="ticketTypeID"
            label={label('ticketType')}
            rule={rule('ticketTypeID')}
            ticketTypes={ticketTypes}
          />
          <Form.Item name="name" label={label('name')} rules={[rule('name')]} required>
            <Input />
          </Form.Item>
          {BOUNDS.map((key) => (
            <Form.Item key={key} name={key} label={label(key)} rules={[rule(key)]}>
              <InputNumber precision={0} min={0} style={{ width: '100%' }} />
            </Form.Item>
          ))}
          <Form.Item
            name="needsSupportingMaterials"
            label={label('needsSupportingMaterials')}
            valuePropName="checked"
          >
            <Switch />
          </Form.Item>
          <Form.Item name="regionCodes" label={label('regionCodes')} rules={[rule('regionCodes')]}>
            <RegionCodesPicker data-testid="rule-regions" />
          </Form.Item>
          <Form.Item name="remark" label={label('remark')} rules={[rule('remark')]}>
            <Input />
          </Form.Item>
        </>
      )}
      toBody={(v) => ({
        scenicAreaID: v.scenicAreaID,
        ticketTypeID: v.ticketTypeID,
        name: v.name ?? '',
        ...Object.fromEntries(BOUNDS.map((key) => [key, orNull(v[key])])),
        needsSupportingMaterials: Boolean(v.needsSupportingMaterials),
        regionCodes: v.regionCodes ?? [],
        isEnable: Boolean(v.isEnable),
        remark: v.remark ?? '',
      })}
    />
  );
}
