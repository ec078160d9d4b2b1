// Shows or hides its content with a 300 ms fold (the step-3 expand / collapse, spec 002 §2).
import type { ReactNode } from 'react';
import styles from './agencies.module.css';

export function FoldPanel({ open, children }: { open: boolean; children: ReactNode }) {
  return (
    <div
      className={open ? styles.fold : `${styles.fold} ${styles.folded}`}
      aria-hidden={!open}
      data-testid="order-panels"
    >
      <div className={styles.foldInner}>{children}</div>
    </div>
  );
}
