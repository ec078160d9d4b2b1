// Providers (antd locale and theme, antd App for messages, router) and the guarded routes.

import { App as AntApp, ConfigProvider, Spin } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { setUnauthorizedHandler } from './api/http.ts';
import { guardRedirect, LOGIN_PATH } from './auth/guard.ts';
import { clearSession, useSession } from './auth/session.ts';
import { antdLocale, currentLanguage, isLanguage } from './i18n/i18n.ts';

const LoginPage = lazy(() => import('./login/LoginPage.tsx'));
const ShellLayout = lazy(() => import('./shell/ShellLayout.tsx'));
const StatusPage = lazy(() => import('./shell/StatusPage.tsx'));

const THEME = { token: { colorPrimary: '#1f6f50', colorLink: '#1f6f50', borderRadius: 6 } };

function AppRoutes() {
  const { t } = useTranslation();
  const { message } = AntApp.useApp();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession();

  useEffect(() => {
    setUnauthorizedHandler(() => {
      clearSession();
      void message.warning(t('errors.unauthorized'), 3);
      navigate(LOGIN_PATH, { replace: true });
    });
  }, [navigate, message, t]);

  const redirect = guardRedirect(pathname, session !== null);
  if (redirect) return <Navigate to={redirect} replace />;

  let page: React.ReactNode;
  if (pathname === LOGIN_PATH) page = <LoginPage />;
  else if (session) page = <ShellLayout session={session} />;
  else page = <StatusPage status={404} />;
  return (
    <Suspense fallback={<Spin size="large" style={{ display: 'block', marginTop: '30vh' }} />}>
      {page}
    </Suspense>
  );
}

export function App() {
  const { i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : currentLanguage();
  return (
    <ConfigProvider locale={antdLocale(lang)} theme={THEME}>
      <AntApp>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AntApp>
    </ConfigProvider>
  );
}
