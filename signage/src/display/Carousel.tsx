// The picture carousel (spec 001 §2): the next picture every `ms` (§9: 4 s), fading over the one
// before. A picture that fails to load is logged only (§8).
import { mediaUrl } from '../data/signageApi.ts';
import styles from './signage.module.css';
import { useStep } from './useTicker.ts';

export function Carousel({ pictures, ms }: { pictures: string[]; ms: number }) {
  const step = useStep(ms);
  if (pictures.length === 0) return null;
  const shown = step % pictures.length;
  return (
    <div className={styles.carousel} data-testid="signage-carousel" data-index={shown}>
      {pictures.map((content, i) => (
        <img
          key={content}
          src={mediaUrl(content)}
          alt=""
          className={i === shown ? `${styles.slide} ${styles.slideShown}` : styles.slide}
          data-testid={i === shown ? 'signage-slide-shown' : 'signage-slide'}
          data-content={content}
          draggable={false}
          onError={() => console.warn('signage: picture failed', content)}
        />
      ))}
    </div>
  );
}
