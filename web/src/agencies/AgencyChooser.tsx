// The agency a management tab works on (its users, an order for it): a searchable select of agencies.
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  agencies: readonly { id: number; name: string }[];
  value: number | undefined;
  onChange: (id: number) => void;
  'data-testid': string;
}

export function AgencyChooser({ agencies, value, onChange, ...rest }: Props) {
  const { t } = useTranslation();
  return (
    <Form layout="inline">
      <Form.Item label={t('agencies.management.chosenAgency')}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          value={value}
          onChange={onChange}
          placeholder={t('agencies.management.chooseAgency')}
          options={agencies.map((a) => ({ value: a.id, label: a.name }))}
          style={{ minWidth: 240 }}
          data-testid={rest['data-testid']}
        />
      </Form.Item>
    </Form>
  );
}
