// Visitor app: routes /wx_* (messaging-app browser) and /mn_* (mini-program) mirror each other; every
// page is loaded on demand. Navigation guard: these pages need no staff token; an unknown path opens
// /wx_ticketIndex, and the mini-program's home is its ticket list.

import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US.js';
import esES from 'antd-mobile/es/locales/es-ES.js';
import zhCN from 'antd-mobile/es/locales/zh-CN.js';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { isLanguage, type Language } from './i18n/i18n.ts';
import { visitorIdentity } from './session/visitorSession.ts';
import { type Channel, isChannel } from './shared/channel.ts';

type Page = LazyExoticComponent<ComponentType<{ channel: Channel }>>;

const TicketIndexPage = lazy(() => import('./home/TicketIndexPage.tsx'));
const ComingSoonPage = lazy(() => import('./home/ComingSoonPage.tsx'));

/** The pages by name (the part after `wx_` / `mn_`). */
const PAGES: Record<string, Page> = {
  ticketIndex: TicketIndexPage,
  index: TicketIndexPage,
  ticketList: lazy(() => import('./tickets/TicketListPage.tsx')),
  ticketGroup: lazy(() => import('./tickets/GroupListPage.tsx')),
  ticketOrder: lazy(() => import('./order/AppointmentOrderPage.tsx')),
  ticketOrderGroup: lazy(() => import('./order/GroupOrderPage.tsx')),
  ticketOrderlist: lazy(() => import('./orders/OrderListPage.tsx')),
  ticketOrderTicket: lazy(() => import('./orders/OrderTicketsPage.tsx')),
  ticketOrderQR: lazy(() => import('./orders/OrderQrPage.tsx')),
  ticketTicket: lazy(() => import('./orders/GatePassPage.tsx')),
  ticketUser: lazy(() => import('./user/UserPage.tsx')),
  sandboxPay: lazy(() => import('./pay/SandboxPayPage.tsx')),
  // Registered by the spec, content not shown.
  ticketPay: ComingSoonPage,
  ticketOrderpay: ComingSoonPage,
};

type MobileLocale = Parameters<typeof ConfigProvider>[0]['locale'];
/** antd-mobile's locale files are ES modules at run time but typed as CommonJS; accept either. */
const unwrap = (mod: unknown): MobileLocale =>
  ((mod as { default?: MobileLocale }).default ?? mod) as MobileLocale;
const LOCALES: Record<Language, MobileLocale> = { cn: unwrap(zhCN), en: unwrap(enUS), es: unwrap(esES) };

function VisitorRoute() {
  const { page = '' } = useParams();
  const match = /^(wx|mn)_(.*)$/.exec(page);
  const channel = match?.[1];
  const name = match?.[2] ?? '';
  if (!isChannel(channel) || !Object.hasOwn(PAGES, name)) return <Navigate to="/wx_ticketIndex" replace />;
  if (channel === 'mn' && (name === 'ticketIndex' || name === 'index'))
    return <Navigate to="/mn_ticketList" replace />;
  const Page = PAGES[name]!;
  return <Page channel={channel} />;
}

export function App() {
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : 'cn';
  useEffect(() => {
    void visitorIdentity(); // ask who the visitor is at once (OAuth redirect when needed)
  }, []);
  return (
    <ConfigProvider locale={LOCALES[lang]}>
      <BrowserRouter>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/:page" element={<VisitorRoute />} />
            <Route path="*" element={<Navigate to="/wx_ticketIndex" replace />} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </ConfigProvider>
  );
}
