// Sending a sale: the form is checked, the body built and checked with the SellTickets schema, then
// POST /api/sell/order with the sale's request id (the same id on every retry of this sale, so a
// repeated submit sells once). "Ticket already exists" asks whether to sell again and resends with
// sellAgain; a declined payment code is shown as the server words it and the code field is
// emptied for the next scan.

import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateIssue } from '../../../domain/i18n/validationMessages.ts';
import { type SaleAnswer, SellTickets } from '../../../domain/sales/sale.schema.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { failureText } from '../masterData/masterDataApi.ts';
import { type CartLine, type SaleFormValues, sellBody, type TypesById } from './cartModel.ts';
import { errorCode, sellTickets } from './salesApi.ts';

interface Sale {
  form: FormInstance<SaleFormValues>;
  requestId: string;
  scenicAreaID: number | undefined;
  lines: readonly CartLine[];
  types: TypesById;
  oneForMany: boolean;
}

export function useSaleSubmit(sale: Sale) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<SaleAnswer | null>(null);

  const send = async (sellAgain: boolean): Promise<void> => {
    if (sale.scenicAreaID === undefined) return;
    let values: SaleFormValues;
    try {
      values = await sale.form.validateFields();
    } catch {
      return; // the form shows what is wrong
    }
    const draft = sellBody({
      ...sale,
      scenicAreaID: sale.scenicAreaID,
      oneTicketForMany: sale.oneForMany,
      values: { ...sale.form.getFieldsValue(true), ...values },
      sellAgain,
    });
    const parsed = SellTickets.safeParse(draft);
    if (!parsed.success) {
      setError(translateIssue(parsed.error.issues[0]!, currentLanguage()));
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const done = await sellTickets(parsed.data);
      setAnswer(done);
      // One message for the sale: a success replaces the refusal still shown from a try before.
      void message.success({ key: 'sale', content: t('sales.sell.success'), duration: 3 });
    } catch (err) {
      const text = failureText(err, t('sales.sell.failed'));
      if (errorCode(err) === 'TICKET_ALREADY_EXISTS' && !sellAgain) {
        modal.confirm({
          title: t('sales.sell.sellAgainTitle'),
          content: text,
          okText: t('sales.sell.sellAgain'),
          cancelText: t('sales.sell.cancel'),
          onOk: () => send(true),
        });
        return;
      }
      setError(text);
      void message.error({ key: 'sale', content: text, duration: 5 });
      if (errorCode(err) === 'PAYMENT_DECLINED') sale.form.setFieldsValue({ paymentCode: '' });
    } finally {
      setSubmitting(false);
    }
  };

  return {
    submit: () => void send(false),
    submitting,
    error,
    answer,
    reset: () => {
      setAnswer(null);
      setError(null);
    },
  };
}
