import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import styles from './orders.module.css';

/** A 150×150 QR code of `text` at the highest error correction (H), greyed out when `void` is set. */
export function QrCode({ text, voidLabel }: { text: string; voidLabel?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(text, { errorCorrectionLevel: 'H', width: 300, margin: 1 }).then(
      (url) => live && setSrc(url),
      () => live && setSrc(null),
    );
    return () => {
      live = false;
    };
  }, [text]);
  return (
    <div className={styles.qrBox}>
      {src ? (
        <img src={src} alt="QR" className={styles.qrImage} data-testid="qr" />
      ) : (
        <div className={styles.qrImage} />
      )}
      {voidLabel && <div className={styles.qrVoid}>{voidLabel}</div>}
    </div>
  );
}
