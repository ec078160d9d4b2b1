// The scrolling note under the screen (spec 001 §2): the title element's remark, right to left and
// round again without a gap (the text twice in a row, moved by one copy's width), at a pace that
// keeps long notes readable.
import styles from './signage.module.css';

export function Marquee({ text }: { text: string }) {
  if (!text) return null;
  const seconds = Math.max(14, Math.round(text.length / 3));
  return (
    <footer className={styles.marquee}>
      <div className={styles.marqueeTrack} style={{ animationDuration: `${seconds}s` }}>
        <span className={styles.marqueeText} data-testid="signage-marquee">
          {text}
        </span>
        <span className={styles.marqueeText} aria-hidden="true">
          {text}
        </span>
      </div>
    </footer>
  );
}
