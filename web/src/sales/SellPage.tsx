// Print ticket (打印门票, printTicket): the window sale of one ticket type at a time.
import { SellScreen } from './SellScreen.tsx';

export default function SellPage() {
  return <SellScreen mode="single" />;
}
