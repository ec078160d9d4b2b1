// The frame of every visitor page: a navigation bar (back, title, right link), the sandbox label
// when the identity is a sandbox one, the content, an optional fixed bar and the bottom tab bar.

import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BottomTabs } from '../home/BottomTabs.tsx';
import { useVisitor } from '../session/useVisitor.ts';
import type { Channel } from './channel.ts';
import styles from './page.module.css';

interface Props {
  channel: Channel;
  title?: string;
  /** Where the back arrow goes; none: no arrow. */
  back?: string;
  right?: ReactNode;
  /** A bar fixed above the tab bar (submit bars). */
  bar?: ReactNode;
  tabs?: boolean;
  children: ReactNode;
}

export function PageFrame({ channel, title, back, right, bar, tabs = true, children }: Props) {
  const navigate = useNavigate();
  const identity = useVisitor();
  const sandbox = identity.status === 'ready' && identity.visitor.sandbox;
  const bottom = (tabs ? 56 : 0) + (bar ? 56 : 0) + 16;
  return (
    <div className={styles.page} style={{ paddingBottom: bottom }}>
      {title !== undefined && (
        <NavBar
          className={styles.nav}
          backIcon={back ? undefined : false}
          onBack={back ? () => navigate(back) : undefined}
          right={right}
        >
          {title}
        </NavBar>
      )}
      {sandbox && <SandboxLabel />}
      {children}
      {bar && (
        <div className={styles.bar} style={{ bottom: tabs ? 50 : 0 }}>
          {bar}
        </div>
      )}
      {tabs && <BottomTabs channel={channel} />}
    </div>
  );
}

/** "沙箱身份 / Sandbox identity / Identidad de prueba": this visitor is not a real messaging-app user. */
export function SandboxLabel() {
  const { t } = useTranslation();
  return (
    <div className={styles.sandbox} data-testid="sandbox-identity">
      {t('session.sandbox')}
    </div>
  );
}
