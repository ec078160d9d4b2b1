// Undo an admitted pass (issue 13): an administrator gives its use back with a reason, e.g. the
// gate opened but the visitor turned away and the device never reported it. Recorded on the ticket
// (PassReturned) and in the operation log.
import { App, Button, type ButtonProps, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessRecordRow } from '../../../domain/gates/gate.schema.ts';
import { failureText } from '../masterData/masterDataApi.ts';
import { undoPass } from './gatesApi.ts';

const NOTE_MAX = 100;

export function UndoPassButton({ row, onDone }: { row: AccessRecordRow; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  if (row.openNumber === 0 || row.returned || row.ticketNo === null) return null;
  const ticketNo = row.ticketNo;

  const submit = async () => {
    setBusy(true);
    try {
      await undoPass({ ticketNo, requestId: row.requestId, note: note.trim() });
      void message.success(t('gates.access.undoDone'), 3);
      setOpen(false);
      onDone();
    } catch (err) {
      void message.error(failureText(err, t('gates.access.undoFailed')), 5);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" data-testid={`access-undo-${row.id}`} onClick={() => setOpen(true)}>
        {t('gates.access.undo')}
      </Button>
      <Modal
        open={open}
        title={t('gates.access.undoTitle', { ticketNo })}
        okText={t('gates.access.undo')}
        okButtonProps={
          { disabled: note.trim() === '', loading: busy, 'data-testid': 'access-undo-ok' } as ButtonProps
        }
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Input.TextArea
          data-testid="access-undo-note"
          maxLength={NOTE_MAX}
          showCount
          style={{ marginBottom: 20 }}
          placeholder={t('gates.access.undoNote')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </Modal>
    </>
  );
}
