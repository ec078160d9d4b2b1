// A rejection with a note (refund reviews, agency orders): the note is checked with the call's own
// schema (`check`, its first issue shown under the field), then sent; closes with the note.
import { App, Form, Input, Modal } from 'antd';
import type { z } from 'zod';
import { translateIssue } from '../../../domain/i18n/validationMessages.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { failureText } from '../masterData/masterDataApi.ts';

export interface RejectNoteTexts {
  title: string;
  note: string;
  reject: string;
  cancel: string;
  rejected: string;
  failed: string;
}

interface Props<Body extends { note: string }> {
  open: boolean;
  texts: RejectNoteTexts;
  maxLength: number;
  check: (note: string) => z.ZodSafeParseResult<Body>;
  send: (body: Body) => Promise<unknown>;
  /** The note when rejected, null when cancelled. */
  onClose: (note: string | null) => void;
}

export function RejectNoteModal<Body extends { note: string }>(props: Props<Body>) {
  const { texts } = props;
  const { message } = App.useApp();
  const [form] = Form.useForm<{ note: string }>();
  const submit = async () => {
    const parsed = props.check(form.getFieldValue('note') ?? '');
    if (!parsed.success) {
      form.setFields([
        { name: 'note', errors: [translateIssue(parsed.error.issues[0]!, currentLanguage())] },
      ]);
      return;
    }
    try {
      await props.send(parsed.data);
      void message.success(texts.rejected);
      form.resetFields();
      props.onClose(parsed.data.note);
    } catch (err) {
      void message.error(failureText(err, texts.failed), 5);
    }
  };
  return (
    <Modal
      open={props.open}
      title={texts.title}
      okText={texts.reject}
      cancelText={texts.cancel}
      okButtonProps={{ danger: true, 'data-testid': 'reject-ok' } as never}
      onOk={submit}
      onCancel={() => props.onClose(null)}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="note" label={texts.note} required>
          <Input.TextArea rows={3} maxLength={props.maxLength} showCount data-testid="reject-note" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
