import { unstableSetRender } from 'antd-mobile';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from './App.tsx';
import { initI18n } from './i18n/i18n.ts';
import './global.css';

// antd-mobile's imperative Toast/Dialog need a React 19 render function.
unstableSetRender((node, container) => {
  const host = container as (Element | DocumentFragment) & { _root?: Root };
  host._root ??= createRoot(host);
  host._root.render(node);
  return async () => {
    host._root?.unmount();
    delete host._root;
  };
});

initI18n();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
