// Small formatting helpers of the shift screens.
import { yuanText } from '../sales/cartModel.ts';

/** ¥12.50, -¥2.00. */
export const money = (fen: number) => `${fen < 0 ? '-' : ''}¥${yuanText(Math.abs(fen))}`;
