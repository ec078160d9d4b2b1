// Cart mode (购物车模式, cartMode): the window sale of several ticket types in one order.
import { SellScreen } from './SellScreen.tsx';

export default function CartPage() {
  return <SellScreen mode="cart" />;
}
