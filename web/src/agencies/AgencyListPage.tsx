// Travel agencies as master data (administrators, menu travelAgencyMenu4): scenic area, name,
// contact, the ordinary ticket type of tourists no concession fits, remark, enable; and recharge.
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { AgencyInput, type AgencyRow } from '../../../domain/agencies/agency.schema.ts';
import { zodFieldRule } from '../forms/zodRule.ts';
import { MasterDataPage } from '../masterData/MasterDataPage.tsx';
import { NameFilter, ScenicAreaFilter, ScenicAreaItem } from '../masterData/pickers.tsx';
import { TicketTypeItem, useTicketTypes } from '../masterData/ticketTypePicker.tsx';
import { RechargeButton } from './RechargeButton.tsx';

const TEXTS = ['name', 'contactName', 'contactPhone', 'remark'] as const;

export function AgencyListPage() {
  const { t } = useTranslation();
  const ticketTypes = useTicketTypes();
  const label = (key: string) => t(`agencies.management.${key}`);
  return (
    <MasterDataPage<AgencyRow>
      entity="travelAgency"
      textKey="agencies.management"
      enable
      columns={[
        { title: label('name'), dataIndex: 'name' },
        { title: label('contactName'), dataIndex: 'contactName' },
        { title: label('contactPhone'), dataIndex: 'contactPhone' },
        {
          title: label('ordinaryTicketType'),
          dataIndex: 'ordinaryTicketTypeName',
          render: (v: string | null) => v ?? '—',
        },
        { title: label('remark'), dataIndex: 'remark' },
      ]}
      filters={
        <>
          <ScenicAreaFilter />
          <NameFilter />
        </>
      }
      toolbar={(reload) => <RechargeButton onDone={reload} />}
      newValues={() => ({ isEnable: true })}
      formItems={() => (
        <>
          <ScenicAreaItem rule={zodFieldRule(AgencyInput, 'scenicAreaID')} />
          {TEXTS.map((key) => (
            <Form.Item
              key={key}
              name={key}
              label={label(key)}
              rules={[zodFieldRule(AgencyInput, key)]}
              required={key === 'name'}
            >
              <Input data-testid={`agency-${key}`} />
            </Form.Item>
          ))}
          <TicketTypeItem
            name="ordinaryTicketTypeID"
            label={label('ordinaryTicketType')}
            rule={zodFieldRule(AgencyInput, 'ordinaryTicketTypeID', (v) => v ?? null)}
            ticketTypes={ticketTypes}
            placeholder={label('ordinaryTicketTypeNone')}
          />
        </>
      )}
      toBody={(v) => ({
        scenicAreaID: v.scenicAreaID,
        name: v.name ?? '',
        contactName: v.contactName ?? '',
        contactPhone: v.contactPhone ?? '',
        ordinaryTicketTypeID: v.ordinaryTicketTypeID ?? null,
        isEnable: Boolean(v.isEnable),
        remark: v.remark ?? '',
      })}
    />
  );
}
