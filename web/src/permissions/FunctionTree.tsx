// A form input: the function tree with checkboxes (antd Tree checkable); value is the authority tree.

import { Button, Space, Tree } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_FLAGS } from '../../../domain/auth/permissionFlags.ts';
import type { AuthorityInput } from '../../../domain/users/role.schema.ts';
import { authorityOf, checkedFlags, FUNCTION_TREE, type FunctionNode } from './functionTreeModel.ts';

interface Props {
  value?: AuthorityInput;
  onChange?: (value: AuthorityInput) => void;
}

export function FunctionTree({ value, onChange }: Props) {
  const { t } = useTranslation();
  const treeData = useMemo(() => {
    const toData = (node: FunctionNode): object => ({
      key: node.key,
      title: node.alwaysOn ? `${t(node.labelKey)} ${t('permissions.alwaysOn')}` : t(node.labelKey),
      disableCheckbox: node.alwaysOn,
      children: node.children?.map(toData),
    });
    return FUNCTION_TREE.map(toData);
  }, [t]);
  const checked = checkedFlags(value);

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="function-tree">
      <Space size="small">
        <Button size="small" onClick={() => onChange?.(authorityOf(ALL_FLAGS))}>
          {t('permissions.selectAll')}
        </Button>
        <Button size="small" onClick={() => onChange?.(authorityOf([]))}>
          {t('permissions.selectNone')}
        </Button>
      </Space>
      <Tree
        checkable
        selectable={false}
        treeData={treeData as never}
        checkedKeys={checked}
        onCheck={(keys) => onChange?.(authorityOf(Array.isArray(keys) ? keys : keys.checked))}
        style={{ border: '1px solid rgba(5, 5, 5, 0.06)', borderRadius: 6, padding: 4 }}
      />
    </Space>
  );
}
