// The user form (spec 000 §3, §5): account and password (new users), name, scenic area, then the
// permission (staff) or the travel agency (agency users), zone, remark, enable. Permission, zone and
// agency lists follow the chosen scenic area. Rules come from domain/users/user.schema.ts.

import { Form, type FormInstance, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { USE_TYPES } from '../../../domain/users/category.ts';
import { RecordId } from '../../../domain/users/fields.ts';
import {
  PasswordPair,
  UserInput,
  type UserOptions,
  type UserRow,
} from '../../../domain/users/user.schema.ts';
import { isRequired, zodFieldRule, zodObjectRule, zodRule } from '../forms/zodRule.ts';

type Key = keyof typeof UserInput.shape;

export function UserFormItems(props: { form: FormInstance; editing: UserRow | null; options: UserOptions }) {
  const { t } = useTranslation();
  const { form, editing, options } = props;
  const area = Form.useWatch('scenicAreaID', form) as number | undefined;
  const useType = (Form.useWatch('useType', form) as number | undefined) ?? USE_TYPES.staff;
  const field = (key: Key) => ({
    name: key,
    label: t(`users.${key === 'permissionID' ? 'permission' : key.replace(/ID$/, '')}`),
    rules: [zodFieldRule(UserInput, key)],
    required: isRequired(UserInput.shape[key]),
  });
  const inArea = <T extends { scenicAreaID: number }>(rows: T[]) =>
    rows.filter((r) => r.scenicAreaID === area);
  const choose = (rows: { id: number; name: string }[]) => rows.map((r) => ({ value: r.id, label: r.name }));
  const pick = { showSearch: { optionFilterProp: 'label' }, allowClear: true };

  return (
    <>
      <Form.Item {...field('account')} rules={editing ? [] : field('account').rules}>
        <Input disabled={editing !== null} autoComplete="off" data-testid="user-account" />
      </Form.Item>
      <Form.Item {...field('name')}>
        <Input data-testid="user-name" />
      </Form.Item>
      {!editing && (
        <>
          <Form.Item {...field('password')}>
            <Input.Password autoComplete="new-password" data-testid="user-password" />
          </Form.Item>
          <Form.Item
            {...field('confirmPassword')}
            dependencies={['password']}
            validateFirst // an empty field fails both rules with the same words: say it once
            rules={[
              zodFieldRule(UserInput, 'confirmPassword'),
              zodObjectRule(PasswordPair, (f) => f.getFieldsValue(['password', 'confirmPassword']), [
                'confirmPassword',
              ]),
            ]}
          >
            <Input.Password autoComplete="new-password" data-testid="user-confirm-password" />
          </Form.Item>
        </>
      )}
      <Form.Item {...field('scenicAreaID')}>
        <Select
          options={choose(options.scenicAreas)}
          onChange={() => form.setFieldsValue({ zoneID: null, permissionID: null, travelAgencyID: null })}
          data-testid="user-scenic-area"
        />
      </Form.Item>
      <Form.Item {...field('useType')}>
        <Select
          options={[
            { value: USE_TYPES.staff, label: t('users.useTypes.staff') },
            { value: USE_TYPES.travelAgency, label: t('users.useTypes.travelAgency') },
          ]}
        />
      </Form.Item>
      {useType === USE_TYPES.travelAgency ? (
        <Form.Item {...field('travelAgencyID')} rules={[zodRule(RecordId)]} required>
          <Select {...pick} options={choose(inArea(options.travelAgencies))} />
        </Form.Item>
      ) : (
        <Form.Item {...field('permissionID')} rules={[zodRule(RecordId)]} required>
          <Select {...pick} options={choose(inArea(options.permissions))} data-testid="user-permission" />
        </Form.Item>
      )}
      <Form.Item {...field('zoneID')}>
        <Select {...pick} options={choose(inArea(options.zones))} data-testid="user-zone" />
      </Form.Item>
      <Form.Item {...field('remark')}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item {...field('isEnable')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}
