// Which component a menu entry opens. Entries without a screen here show ComingSoon until their
// issue lands: add `key: lazy(() => import('../feature/FeaturePage.tsx'))` (route-level splitting).

import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export const SCREENS: Partial<Record<string, LazyExoticComponent<ComponentType>>> = {
  personal: lazy(() => import('../personal/PersonalCentre.tsx')),
};
