// Ticket rendering and browser printing, shared by the print-template screen (live preview) and
// the window-sale screens (printing sold tickets):
// - <TicketFace>: one ticket at its paper width, each field placed in millimetres by the template;
// - <TicketPreview>: the same on screen, as a strip of paper, with its QR code generated;
// - printTickets(layout, tickets): renders the tickets into a print-only container, one page each,
//   with `@page { size: <paper width> <ticket height>; margin: 0 }`, and calls window.print().
//   The page height is the ticket's (not `auto`, which @page does not accept).

import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { PRINT_FIELD_KEYS } from '../../../domain/rules/printTemplate.schema.ts';
import {
  fieldValue,
  PAPER_WIDTH_MM,
  type PrintableTicket,
  qrDataUrl,
  type TicketLayout,
  ticketHeightMm,
} from './ticketLayout.ts';

export type { PrintableTicket, TicketLayout } from './ticketLayout.ts';

interface FaceProps {
  layout: TicketLayout;
  ticket: PrintableTicket;
  /** The QR code's data URL (null while it is being made). */
  qr: string | null;
}

export function TicketFace({ layout, ticket, qr }: FaceProps) {
  const { t } = useTranslation();
  const width = PAPER_WIDTH_MM[layout.printType];
  return (
    <div
      className="ticket-face"
      data-testid="ticket-face"
      style={{
        position: 'relative',
        width: `${width}mm`,
        height: `${ticketHeightMm(layout)}mm`,
        overflow: 'hidden',
        background: '#fff',
        color: '#000',
        fontFamily: '"Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", sans-serif',
      }}
    >
      {PRINT_FIELD_KEYS.map((key) => {
        const field = layout.fields[key];
        if (!field.visible) return null;
        const place = { position: 'absolute' as const, left: `${field.x}mm`, top: `${field.y}mm` };
        if (key === 'qrCode') {
          const side = `${field.size}mm`;
          return qr ? (
            <img
              key={key}
              src={qr}
              alt="QR"
              data-testid="ticket-qr"
              style={{ ...place, width: side, height: side }}
            />
          ) : (
            <div key={key} style={{ ...place, width: side, height: side, background: '#f0f0f0' }} />
          );
        }
        const value = fieldValue(key, ticket);
        return (
          <div
            key={key}
            data-field={key}
            style={{
              ...place,
              maxWidth: `${Math.max(0, width - field.x)}mm`,
              fontSize: `${field.size}pt`,
              lineHeight: 1.25,
              whiteSpace: 'nowrap',
              overflow: 'hidden',
            }}
          >
            {`${t(`rules.print.fieldNames.${key}`)}：${value}`}
          </div>
        );
      })}
    </div>
  );
}

/** The QR code of a text, made once per text. */
export function useQrCode(text: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    qrDataUrl(text)
      .then((u) => live && setUrl(u))
      .catch(() => live && setUrl(null));
    return () => {
      live = false;
    };
  }, [text]);
  return url;
}

/** A ticket on screen, as it will come out of the printer. */
export function TicketPreview({ layout, ticket }: Omit<FaceProps, 'qr'>) {
  const qr = useQrCode(ticket.qrText ?? ticket.ticketID);
  return (
    <div
      data-testid="ticket-preview"
      style={{ display: 'inline-block', boxShadow: '0 1px 6px rgba(0,0,0,0.25)', border: '1px dashed #bbb' }}
    >
      <TicketFace layout={layout} ticket={ticket} qr={qr} />
    </div>
  );
}

let active: { root: Root; element: HTMLElement } | null = null;

function removePrintContainer(): void {
  active?.root.unmount();
  active?.element.remove();
  active = null;
}

/** Prints tickets through the browser, one page per ticket at the template's paper size. */
export async function printTickets(layout: TicketLayout, tickets: PrintableTicket[]): Promise<void> {
  removePrintContainer();
  const qrs = await Promise.all(tickets.map((ticket) => qrDataUrl(ticket.qrText ?? ticket.ticketID)));
  const width = PAPER_WIDTH_MM[layout.printType];
  const height = ticketHeightMm(layout);
  const element = document.createElement('div');
  element.className = 'ticket-print-root';
  element.dataset.testid = 'ticket-print-root';
  document.body.append(element);
  const root = createRoot(element);
  active = { root, element };
  flushSync(() =>
    root.render(
      <>
        <style>{`
          @media screen { .ticket-print-root { display: none; } }
          @media print {
            body > *:not(.ticket-print-root) { display: none !important; }
            html, body { margin: 0 !important; padding: 0 !important; background: #fff !important; }
          }
          @page { size: ${width}mm ${height}mm; margin: 0; }
          .ticket-print-page { break-after: page; }
          .ticket-print-page:last-child { break-after: auto; }
        `}</style>
        {tickets.map((ticket, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rendered once; a reprint may repeat a ticket
          <div className="ticket-print-page" key={`${ticket.ticketID}-${i}`}>
            <TicketFace layout={layout} ticket={ticket} qr={qrs[i] ?? null} />
          </div>
        ))}
      </>,
    ),
  );
  await Promise.all([...element.querySelectorAll('img')].map((img) => img.decode().catch(() => undefined)));
  window.addEventListener('afterprint', removePrintContainer, { once: true });
  window.print();
}
