// Ticked rows in a light tint of the brand green (antd derives a dark grey from our primary colour
// when the pointer rests on a ticked row).
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';

const THEME = { components: { Table: { rowSelectedBg: '#e6f2ec', rowSelectedHoverBg: '#d7eadf' } } };

export const SelectionTheme = ({ children }: { children: ReactNode }) => (
  <ConfigProvider theme={THEME}>{children}</ConfigProvider>
);
