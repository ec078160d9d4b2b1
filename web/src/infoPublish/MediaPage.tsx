// 信息发布 › 图文视频: the videos and carousel pictures of the signage.
import { ElementPage } from './ElementPage.tsx';

export default function MediaPage() {
  return <ElementPage menuKey="releaseMedia" types={[1, 2]} />;
}
