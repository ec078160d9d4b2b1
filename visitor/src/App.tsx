// Visitor app: routes /wx_* (messaging-app browser) and /mn_* (mini-program) mirror each other.

import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US.js';
import esES from 'antd-mobile/es/locales/es-ES.js';
import zhCN from 'antd-mobile/es/locales/zh-CN.js';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { isLanguage, type Language } from './i18n/i18n.ts';

const HomePage = lazy(() => import('./home/HomePage.tsx'));
const ComingSoonPage = lazy(() => import('./home/ComingSoonPage.tsx'));

type MobileLocale = Parameters<typeof ConfigProvider>[0]['locale'];
/** antd-mobile's locale files are ES modules at run time but typed as CommonJS; accept either. */
const unwrap = (mod: unknown): MobileLocale =>
  ((mod as { default?: MobileLocale }).default ?? mod) as MobileLocale;
const LOCALES: Record<Language, MobileLocale> = { cn: unwrap(zhCN), en: unwrap(enUS), es: unwrap(esES) };

/** `/wx_index` and `/mn_index` are home; other wx_/mn_ pages land with their issues. */
function VisitorRoute() {
  const { page = '' } = useParams();
  const match = /^(wx|mn)_(.*)$/.exec(page);
  if (!match) return <Navigate to="/wx_index" replace />;
  const [, channel = 'wx', name] = match;
  return name === 'index' ? <HomePage channel={channel} /> : <ComingSoonPage channel={channel} />;
}

export function App() {
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : 'cn';
  return (
    <ConfigProvider locale={LOCALES[lang]}>
      <BrowserRouter>
        <Suspense fallback={null}>
          <Routes>
            <Route path="/:page" element={<VisitorRoute />} />
            <Route path="*" element={<Navigate to="/wx_index" replace />} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </ConfigProvider>
  );
}
