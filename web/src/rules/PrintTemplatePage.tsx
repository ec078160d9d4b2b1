// Print templates (打印模板): list with printer type and source, the printing switch, and the form
// with field placement and a live preview.

import { App, Form, Select, Switch } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PRINT_TYPES } from '../../../domain/rules/printTemplate.schema.ts';
import type { PrintTemplateRow } from '../../../domain/rules/ruleRecords.schema.ts';
import { MasterDataPage } from '../masterData/MasterDataPage.tsx';
import { enableRow, failureText } from '../masterData/masterDataApi.ts';
import { NameFilter, ScenicAreaFilter } from '../masterData/pickers.tsx';
import { newPrintTemplateValues, PrintTemplateForm, printTemplateBody } from './PrintTemplateForm.tsx';

/** The printing switch of one row (POST /api/printTemplate/enable), then the list is reloaded. */
function PrintingSwitch({ row, reload }: { row: PrintTemplateRow; reload: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const toggle = async (next: boolean) => {
    try {
      await enableRow('printTemplate', row.id, next);
      reload();
      void message.success(
        t(next ? 'masterData.common.enableSuccess' : 'masterData.common.disableSuccess'),
        3,
      );
    } catch (error) {
      void message.error(failureText(error, t('common.editFailed')), 5);
    }
  };
  return (
    <Switch
      checked={row.isEnablePrint}
      onChange={(next) => void toggle(next)}
      data-testid={`printTemplate-enable-${row.id}`}
    />
  );
}

export default function PrintTemplatePage() {
  const { t } = useTranslation();
  const label = (key: string) => t(`rules.print.${key}`);
  // The page's reload, handed out through its toolbar (the switch column is ours, not the page's).
  const reload = useRef<() => void>(() => undefined);
  return (
    <MasterDataPage<PrintTemplateRow>
      entity="printTemplate"
      textKey="rules.print"
      formWidth={1100}
      columns={[
        { title: label('templateName'), dataIndex: 'templateName', fixed: 'left' },
        { title: t('masterData.common.scenicArea'), dataIndex: 'scenicAreaName' },
        { title: label('templatePath'), dataIndex: 'templatePath' },
        {
          title: label('useSourceType'),
          dataIndex: 'useSourceType',
          render: (v: string) => label(`sources.${v}`),
        },
        {
          title: label('printType'),
          dataIndex: 'printType',
          render: (v: string) => label(`printTypes.${v}`),
        },
        {
          title: label('isEnablePrint'),
          key: 'isEnablePrint',
          render: (_, row) => <PrintingSwitch row={row} reload={() => reload.current()} />,
        },
      ]}
      filters={
        <>
          <ScenicAreaFilter />
          <Form.Item name="printType">
            <Select
              allowClear
              style={{ minWidth: 140 }}
              placeholder={label('printType')}
              options={PRINT_TYPES.map((v) => ({ value: v, label: label(`printTypes.${v}`) }))}
            />
          </Form.Item>
          <NameFilter />
        </>
      }
      toolbar={(load) => {
        reload.current = load;
        return null;
      }}
      newValues={newPrintTemplateValues}
      formItems={() => <PrintTemplateForm />}
      toBody={printTemplateBody}
    />
  );
}
