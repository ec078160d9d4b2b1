// Small formatting helpers of the shift screens.
import dayjs from 'dayjs';
import { yuanText } from '../sales/cartModel.ts';

/** ¥12.50, -¥2.00. */
export const money = (fen: number) => `${fen < 0 ? '-' : ''}¥${yuanText(Math.abs(fen))}`;
/** An instant as the scenic area's clock shows it (YYYY-MM-DD HH:mm:ss). */
export function timeText(iso: string | null, timeZone?: string): string {
  if (!iso) return '';
  if (!timeZone) return dayjs(iso).format('YYYY-MM-DD HH:mm:ss');
  return new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'medium' }).format(
    new Date(iso),
  );
}
