import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SignageScreen } from './display/SignageScreen.tsx';
import { initI18n } from './i18n/i18n.ts';
import './global.css';

initI18n();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SignageScreen />
  </StrictMode>,
);
