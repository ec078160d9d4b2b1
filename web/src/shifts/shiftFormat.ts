// Small formatting helpers of the shift screens.
import dayjs from 'dayjs';
import { yuanText } from '../sales/cartModel.ts';

/** ¥12.50, -¥2.00. */
export const money = (fen: number) => `${fen < 0 ? '-' : ''}¥${yuanText(Math.abs(fen))}`;
export const timeText = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '');
