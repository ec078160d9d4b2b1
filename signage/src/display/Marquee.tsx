// The scrolling note under the screen (spec 001 §2): the title element's remark, right to left,
// at a pace that keeps long notes readable.
import styles from './signage.module.css';

export function Marquee({ text }: { text: string }) {
  if (!text) return null;
  const seconds = Math.max(12, Math.round(text.length / 4));
  return (
    <footer className={styles.marquee}>
      <div
        className={styles.marqueeText}
        style={{ animationDuration: `${seconds}s` }}
        data-testid="signage-marquee"
      >
        {text}
      </div>
    </footer>
  );
}
