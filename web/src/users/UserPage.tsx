// User management (spec 000 §2, §3, §5, §6): list with filters, add / edit in a modal, enable
// switch, password reset, delete with the spec's confirmation.

import { KeyOutlined } from '@ant-design/icons';
import { Button, Form, Input, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USE_TYPES } from '../../../domain/users/category.ts';
import type { UserOptions, UserRow } from '../../../domain/users/user.schema.ts';
import { MasterDataPage } from '../masterData/MasterDataPage.tsx';
import { NameFilter } from '../masterData/pickers.tsx';
import { ResetPasswordModal } from './ResetPasswordModal.tsx';
import { UserFormItems } from './UserFormItems.tsx';
import { useUserOptions } from './usersApi.ts';

const userTypeKey = (useType: number) => (useType === USE_TYPES.travelAgency ? 'travelAgency' : 'staff');

type Values = Record<string, unknown>;

/** The call's body: only the fields the schema takes (edit: no account, no password). */
function toBody(values: Values): object {
  const body: Values = {
    name: values.name,
    scenicAreaID: values.scenicAreaID,
    useType: values.useType,
    permissionID: values.useType === USE_TYPES.travelAgency ? null : (values.permissionID ?? null),
    travelAgencyID: values.useType === USE_TYPES.travelAgency ? (values.travelAgencyID ?? null) : null,
    zoneID: values.zoneID ?? null,
    remark: values.remark ?? '',
    isEnable: values.isEnable ?? true,
  };
  if (values.id === undefined) {
    Object.assign(body, {
      account: values.account,
      password: values.password,
      confirmPassword: values.confirmPassword,
    });
  }
  return body;
}

/** One travel agency whose users the page shows (agency management); new users are bound to it. */
export interface BoundAgency {
  id: number;
  scenicAreaID: number;
}

export default function UserPage({
  agency,
  options: given,
}: {
  agency?: BoundAgency;
  options?: UserOptions;
}) {
  const { t } = useTranslation();
  const fetched = useUserOptions(given === undefined);
  const options = given ?? fetched;
  const [resetting, setResetting] = useState<UserRow | null>(null);

  return (
    <>
      <MasterDataPage<UserRow>
        entity="user"
        textKey="users"
        enable
        formWidth={560}
        columns={[
          { title: t('users.account'), dataIndex: 'account' },
          { title: t('users.name'), dataIndex: 'name' },
          {
            // The form's word and values (staff / travel agency); the super administrator is neither.
            title: t('users.useType'),
            dataIndex: 'useType',
            render: (useType: number, row) =>
              t(row.category === 0 ? 'roles.superAdmin' : `users.useTypes.${userTypeKey(useType)}`),
          },
          {
            title: t('users.permission'),
            dataIndex: 'permissionName',
            render: (name: string | null, row) =>
              row.useType === USE_TYPES.travelAgency ? <Tag color="blue">{row.travelAgencyName}</Tag> : name,
          },
          { title: t('users.scenicArea'), dataIndex: 'scenicAreaName' },
          { title: t('users.zone'), dataIndex: 'zoneName' },
          { title: t('users.remark'), dataIndex: 'remark', ellipsis: true },
          {
            title: t('users.password'),
            key: 'password',
            render: (_, row) => (
              <Button
                type="link"
                size="small"
                icon={<KeyOutlined />}
                onClick={() => setResetting(row)}
                data-testid={`user-reset-${row.id}`}
              >
                {t('users.resetPassword')}
              </Button>
            ),
          },
        ]}
        filters={
          <>
            <Form.Item name="account">
              <Input allowClear placeholder={t('users.accountPlaceholder')} />
            </Form.Item>
            <NameFilter placeholder={t('users.namePlaceholder')} />
          </>
        }
        baseQuery={agency ? { travelAgencyID: agency.id } : undefined}
        newValues={() =>
          agency
            ? {
                isEnable: true,
                useType: USE_TYPES.travelAgency,
                scenicAreaID: agency.scenicAreaID,
                travelAgencyID: agency.id,
              }
            : { isEnable: true, useType: USE_TYPES.staff, scenicAreaID: options.scenicAreas[0]?.id }
        }
        toForm={(row) => ({ ...row })}
        toBody={toBody}
        formItems={(form, editing) => <UserFormItems form={form} editing={editing} options={options} />}
      />
      <ResetPasswordModal user={resetting} onClose={() => setResetting(null)} />
    </>
  );
}
