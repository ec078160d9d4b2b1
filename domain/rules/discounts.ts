import {
  CATEGORY_OF_TYPE,
  type DiscountTier,
  type DiscountType,
  isCountType,
  isPercentType,
  type StoredDiscountRule,
} from './discountRule.schema.ts';

export interface CartLine {
  ticketTypeID: number;
  /** Fen per ticket. */
  unitPrice: number;
  count: number;
}
export interface PurchaseCart {
  category: 'ticketPurchase';
  scenicAreaID: number;
  lines: readonly CartLine[];
}
export interface RechargeCart {
  category: 'recharge';
  scenicAreaID: number;
  /** Fen recharged. */
  amount: number;
}

export interface ChosenDiscount {
  ruleId: number;
  discountName: string;
  discountType: DiscountType;
  tierIndex: number;
  tier: DiscountTier;
}

export interface DiscountedLine extends CartLine {
  subtotal: number;
  /** This line's share of the order discount (fen); the shares add up to the discount. */
  discount: number;
  payable: number;
}

export interface PurchaseDiscount {
  category: 'ticketPurchase';
  subtotal: number;
  ticketCount: number;
  /** Fen off the order (preferentialAmount); never more than the subtotal. */
  discount: number;
  payable: number;
  chosen: ChosenDiscount | null;
  lines: DiscountedLine[];
}

export interface RechargeDiscount {
  category: 'recharge';
  amount: number;
  bonus: number;
  /** What the card is credited with: amount + bonus. */
  credited: number;
  chosen: ChosenDiscount | null;
}

/**
 * The best single discount for a cart: over every enabled rule of the cart's scenic area and
 * category, every tier the cart reaches is tried, and the one giving the buyer the most wins
 * (ties: the lower rule id, then the earlier tier). Discounts do not stack. See docs/fees.md.
 */
export function applyDiscounts(rules: readonly StoredDiscountRule[], cart: PurchaseCart): PurchaseDiscount;
export function applyDiscounts(rules: readonly StoredDiscountRule[], cart: RechargeCart): RechargeDiscount;
export function applyDiscounts(
  rules: readonly StoredDiscountRule[],
  cart: PurchaseCart | RechargeCart,
): PurchaseDiscount | RechargeDiscount {
  if (cart.category === 'recharge') {
    const best = pickBest(rules, cart, (_rule, tier) => (cart.amount >= tier.threshold ? tier.value : 0));
    const bonus = best?.gain ?? 0;
    return {
      category: 'recharge',
      amount: cart.amount,
      bonus,
      credited: cart.amount + bonus,
      chosen: best?.chosen ?? null,
    };
  }
  const subtotal = cart.lines.reduce((sum, l) => sum + l.unitPrice * l.count, 0);
  const ticketCount = cart.lines.reduce((sum, l) => sum + l.count, 0);
  const best = pickBest(rules, cart, (rule, tier) => {
    const measure = isCountType(rule.discountType) ? ticketCount : subtotal;
    return measure >= tier.threshold ? discountOf(rule.discountType, tier, subtotal) : 0;
  });
  const discount = best?.gain ?? 0;
  return {
    category: 'ticketPurchase',
    subtotal,
    ticketCount,
    discount,
    payable: subtotal - discount,
    chosen: best?.chosen ?? null,
    lines: allocate(cart.lines, subtotal, discount),
  };
}

/**
 * Fen off `subtotal` under one tier. Percent tiers: the buyer pays value % of the subtotal, rounded
 * down to the fen (a fraction of a fen is never charged). Amount-off tiers never go below zero.
 */
export function discountOf(type: DiscountType, tier: DiscountTier, subtotal: number): number {
  if (subtotal <= 0) return 0;
  if (isPercentType(type)) return subtotal - Math.floor((subtotal * Math.min(tier.value, 100)) / 100);
  return Math.min(tier.value, subtotal);
}

function pickBest(
  rules: readonly StoredDiscountRule[],
  cart: PurchaseCart | RechargeCart,
  gainOf: (rule: StoredDiscountRule, tier: DiscountTier) => number,
): { gain: number; chosen: ChosenDiscount } | null {
  let best: { gain: number; chosen: ChosenDiscount } | null = null;
  const applicable = rules
    .filter((r) => r.isEnable && r.scenicAreaID === cart.scenicAreaID)
    .filter((r) => r.discountCategory === cart.category && CATEGORY_OF_TYPE[r.discountType] === cart.category)
    .sort((a, b) => a.id - b.id);
  for (const rule of applicable) {
    for (const [tierIndex, tier] of rule.tiers.entries()) {
      const gain = gainOf(rule, tier);
      if (gain <= 0 || (best && gain <= best.gain)) continue;
      const { id: ruleId, discountName, discountType } = rule;
      best = { gain, chosen: { ruleId, discountName, discountType, tierIndex, tier } };
    }
  }
  return best;
}

/** Shares the discount over the lines in proportion to their subtotals (largest remainder, exact). */
function allocate(lines: readonly CartLine[], subtotal: number, discount: number): DiscountedLine[] {
  const total = BigInt(Math.max(subtotal, 1));
  const parts = lines.map((l, i) => {
    const scaled = BigInt(discount) * BigInt(l.unitPrice * l.count);
    return { i, share: Number(scaled / total), remainder: scaled % total };
  });
  let left = discount - parts.reduce((sum, p) => sum + p.share, 0);
  const byRemainder = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1,
  );
  for (const part of byRemainder) {
    if (left <= 0) break;
    part.share += 1;
    left -= 1;
  }
  return lines.map((l, i) => {
    const lineSubtotal = l.unitPrice * l.count;
    const share = parts[i]!.share;
    return { ...l, subtotal: lineSubtotal, discount: share, payable: lineSubtotal - share };
  });
}
