// Permission settings (spec 000 §2, §3, §5, §6): permission roles with their scenic area, kind,
// enable switch and the function tree (at least one function ticked).

import { Form, Input, Select, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ROLE_TYPES } from '../../../domain/users/category.ts';
import { RoleInput, type RoleRow } from '../../../domain/users/role.schema.ts';
import { isRequired, zodFieldRule } from '../forms/zodRule.ts';
import { MasterDataPage } from '../masterData/MasterDataPage.tsx';
import { NameFilter } from '../masterData/pickers.tsx';
import { useUserOptions } from '../users/usersApi.ts';
import { FunctionTree } from './FunctionTree.tsx';

type Key = keyof typeof RoleInput.shape;

export default function PermissionPage() {
  const { t } = useTranslation();
  const options = useUserOptions();
  const field = (key: Key) => ({
    name: key,
    label: t(`permissions.${key === 'authority' ? 'functions' : key.replace(/ID$/, '')}`),
    rules: [zodFieldRule(RoleInput, key)],
    required: isRequired(RoleInput.shape[key]),
  });
  const typeLabel = (type: number) =>
    t(type === ROLE_TYPES.seller ? 'permissions.types.seller' : 'permissions.types.administrator');

  return (
    <MasterDataPage<RoleRow>
      entity="permission"
      textKey="permissions"
      enable
      formWidth={640}
      columns={[
        { title: t('permissions.name'), dataIndex: 'name' },
        { title: t('permissions.scenicArea'), dataIndex: 'scenicAreaName' },
        {
          title: t('permissions.type'),
          dataIndex: 'type',
          render: (type: number) => (
            <Tag color={type === ROLE_TYPES.seller ? 'gold' : 'green'}>{typeLabel(type)}</Tag>
          ),
        },
        { title: t('permissions.userCount'), dataIndex: 'userCount' },
      ]}
      filters={<NameFilter placeholder={t('permissions.namePlaceholder')} />}
      newValues={() => ({
        type: ROLE_TYPES.administrator,
        isEnable: true,
        authority: {},
        scenicAreaID: options.scenicAreas[0]?.id,
      })}
      toForm={(row) => ({ ...row })}
      toBody={(values) => ({
        name: values.name,
        scenicAreaID: values.scenicAreaID,
        type: values.type,
        isEnable: values.isEnable ?? true,
        authority: values.authority ?? {},
      })}
      formItems={() => (
        <>
          <Form.Item {...field('name')}>
            <Input data-testid="permission-name" />
          </Form.Item>
          <Form.Item {...field('scenicAreaID')}>
            <Select options={options.scenicAreas.map((a) => ({ value: a.id, label: a.name }))} />
          </Form.Item>
          <Form.Item {...field('type')}>
            <Select
              options={Object.values(ROLE_TYPES).map((type) => ({ value: type, label: typeLabel(type) }))}
            />
          </Form.Item>
          <Form.Item {...field('isEnable')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item {...field('authority')}>
            <FunctionTree />
          </Form.Item>
        </>
      )}
    />
  );
}
