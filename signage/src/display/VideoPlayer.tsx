// The looping video player (spec 001 §2): the videos in order, each to its end, then back to the
// first; one video loops on itself. Muted, so the browser lets it start by itself. A video that
// fails is logged (§8: media errors are logged only) and skipped.
import { useEffect, useState } from 'react';
import { mediaUrl } from '../data/signageApi.ts';
import styles from './signage.module.css';

export function VideoPlayer({ videos }: { videos: string[] }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (index >= videos.length && index !== 0) setIndex(0);
  }, [index, videos.length]);
  if (videos.length === 0) return null;
  const current = videos[index < videos.length ? index : 0]!;
  const next = () => setIndex((i) => (i + 1) % videos.length);
  return (
    <video
      key={`${index}:${current}`}
      className={styles.video}
      src={mediaUrl(current)}
      data-testid="signage-video"
      data-content={current}
      autoPlay
      muted
      playsInline
      loop={videos.length === 1}
      onEnded={next}
      onError={() => {
        console.warn('signage: video failed', current);
        if (videos.length > 1) next();
      }}
    />
  );
}
