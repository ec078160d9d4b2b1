// 信息发布 › 内容: the signage's title with its scrolling note, and its logo.
import { ElementPage } from './ElementPage.tsx';

export default function ContentPage() {
  return <ElementPage menuKey="releaseContent" types={[3, 4]} />;
}
