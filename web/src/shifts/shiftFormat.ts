// Small formatting helpers of the shift screens.
import dayjs from 'dayjs';
import { yuanText } from '../sales/cartModel.ts';

export const money = (fen: number) => `¥${yuanText(fen)}`;
export const timeText = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '');
