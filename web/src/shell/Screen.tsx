// The content for a path: home, a menu entry's screen (or ComingSoon), 403 or 404.

import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { canOpenPath, HOME_PATH, menuItemByPath } from '../../../domain/auth/menu.ts';
import { homeIsOrderImport, type PermissionFlags } from '../../../domain/auth/permissionFlags.ts';
import { SCREENS } from './screens.ts';

const ComingSoon = lazy(() => import('./ComingSoon.tsx'));
const StatusPage = lazy(() => import('./StatusPage.tsx'));
const SellerHome = lazy(() => import('../shifts/SellerHome.tsx'));
const AdminHome = lazy(() => import('../gates/AdminHome.tsx'));
const OrderImportPage = lazy(() => import('../agencies/OrderImportPage.tsx'));

function Content({ pathname, flags, seller }: { pathname: string; flags: PermissionFlags; seller: boolean }) {
  if (pathname === HOME_PATH) {
    // Sellers (category 2) see their shift summary and charts (issue 12).
    if (seller && !homeIsOrderImport(flags)) return <SellerHome />;
    // Administrators (categories 0 and 1) see the area's statistics and passenger flow (issue 13).
    if (!homeIsOrderImport(flags)) return <AdminHome />;
    // Travel agencies (travelAgencyMenu1 = 1) import their group orders there (issue 15).
    return <OrderImportPage />;
  }
  const entry = menuItemByPath(pathname);
  if (!entry) return <StatusPage status={404} />;
  if (!canOpenPath(pathname, flags)) return <StatusPage status={403} />;
  const Component = SCREENS[entry.key];
  return Component ? <Component /> : <ComingSoon labelKey={entry.labelKey} />;
}

export function Screen(props: { pathname: string; flags: PermissionFlags; seller?: boolean }) {
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '64px auto' }} />}>
      <Content {...props} seller={props.seller ?? false} />
    </Suspense>
  );
}
