// Add / edit a ticket type: one form in four tabs (basic, zone permissions, advanced parameters,
// free-pass rules). The choices (zones, devices, schedules, billing rules) follow the scenic area.

import { App, type ButtonProps, Form, Modal, Spin, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketTypeRow } from '../../../domain/ticketTypes/ticketType.schema.ts';
import { TICKET_CATE } from '../../../domain/ticketTypes/ticketTypeCodes.ts';
import type { TicketTypeFormOptions as FormOptions } from '../../../domain/ticketTypes/ticketTypeOptions.schema.ts';
import { AdvancedTab } from './AdvancedTab.tsx';
import { BasicTab } from './BasicTab.tsx';
import { FreePassTab } from './FreePassTab.tsx';
import type { TicketTypeEntry } from './ticketTypeEntry.ts';
import { emptyValues, type FormValues, toDraft, toFormValues } from './ticketTypeForm.ts';
import { failure, formOptions, saveTicketType } from './ticketTypesApi.ts';
import { ZonePermissionsTab } from './ZonePermissionsTab.tsx';

const NO_OPTIONS: FormOptions = {
  scenicAreaID: null,
  scenicAreas: [],
  zones: [],
  devices: [],
  passSchedules: [],
  billingRules: [],
};
const TAB_OF: Record<string, string> = {
  zonePermissions: 'zones',
  advanced: 'advanced',
  freePassRule: 'freePass',
};

interface Props {
  /** The menu entry the form saves through (its kinds only, for a card entry). */
  entry: TicketTypeEntry;
  open: boolean;
  /** The ticket type to edit; null to add one. */
  row: TicketTypeRow | null;
  onClose(): void;
  onSaved(): void;
}

export function TicketTypeFormModal({ entry, open, row, onClose, onSaved }: Props) {
  const { entity, cates } = entry;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [options, setOptions] = useState<FormOptions>(NO_OPTIONS);
  const [tab, setTab] = useState('basic');
  const [saving, setSaving] = useState(false);
  const [loading, setLoading] = useState(false);
  const areaId = Form.useWatch('scenicAreaID', form) as number | undefined;
  const cate = Form.useWatch('ticketCate', form) as number | undefined;
  const freeIdCard = cate === TICKET_CATE.freeIdCard;

  // On open: the choices of the record's (or the caller's first) scenic area, then the values.
  useEffect(() => {
    if (!open) return;
    setTab('basic');
    setLoading(true);
    formOptions(row?.scenicAreaID)
      .then((loaded) => {
        setOptions(loaded);
        form.setFieldsValue(
          row ? toFormValues(row) : emptyValues(loaded.scenicAreaID, loaded.zones[0]?.id, cates),
        );
      })
      .catch((err) => void message.error(failure(err, t('errors.getInfoFailed')), 5))
      .finally(() => setLoading(false));
  }, [open, row, form, message, t, cates]);

  // Another scenic area chosen: its zones, devices, schedules and billing rules.
  useEffect(() => {
    if (!open || !areaId || areaId === options.scenicAreaID) return;
    formOptions(areaId)
      .then(setOptions)
      .catch(() => undefined);
  }, [open, areaId, options.scenicAreaID]);

  const submit = async () => {
    try {
      await form.validateFields();
    } catch (err) {
      const first = (err as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      if (first) setTab(TAB_OF[String(first.name[0])] ?? 'basic');
      return;
    }
    setSaving(true);
    try {
      await saveTicketType(toDraft(form.getFieldsValue(true)), row?.id, entity);
      void message.success(t(row ? 'common.editSuccess' : 'common.addSuccess'), 3);
      onSaved();
    } catch (err) {
      void message.error(failure(err, t(row ? 'common.editFailed' : 'common.addFailed')), 5);
    } finally {
      setSaving(false);
    }
  };

  const items = [
    {
      key: 'basic',
      label: t('ticketTypes.tabs.basic'),
      children: <BasicTab scenicAreas={options.scenicAreas} cates={cates} />,
    },
    { key: 'zones', label: t('ticketTypes.tabs.zones'), children: <ZonePermissionsTab options={options} /> },
    { key: 'advanced', label: t('ticketTypes.tabs.advanced'), children: <AdvancedTab /> },
    {
      key: 'freePass',
      label: t('ticketTypes.tabs.freePass'),
      disabled: !freeIdCard,
      children: <FreePassTab active={freeIdCard} />,
    },
  ].map((item) => ({ ...item, forceRender: true }));

  return (
    <Modal
      open={open}
      title={t(`${cates ? `ticketTypes.cardViews.${entity}` : 'ticketTypes'}.${row ? 'edit' : 'add'}`)}
      width={1040}
      onCancel={onClose}
      onOk={submit}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'tt-save' } as ButtonProps}
    >
      <Spin spinning={loading}>
        <Form form={form} layout="vertical" preserve data-testid="tt-form">
          <Tabs activeKey={tab} onChange={setTab} items={items} />
        </Form>
      </Spin>
    </Modal>
  );
}
