import { describe, expect, it } from 'vitest';
import type { SignageElement } from '../../../domain/infoPublish/element.schema.ts';
import { screenContentOf } from './screenContent.ts';

const el = (
  id: number,
  dataType: 1 | 2 | 3 | 4,
  content: string,
  sortOrder = 10,
  remark = '',
): SignageElement => ({
  id,
  dataType,
  content,
  remark,
  sortOrder,
});

describe('what a screen makes of its elements', () => {
  it('orders videos and pictures by sort order, takes the first title, its note and the first logo', () => {
    const content = screenContentOf([
      el(1, 1, 'media/b.webm', 20),
      el(2, 1, 'media/a.mp4', 5),
      el(3, 2, 'media/p.png'),
      el(4, 3, '欢迎', 30, '今日开放'),
      el(5, 3, '第二个标题', 40, '不显示'),
      el(6, 4, 'media/logo.png'),
    ]);
    expect(content).toEqual({
      videos: ['media/a.mp4', 'media/b.webm'],
      pictures: ['media/p.png'],
      title: '欢迎',
      marquee: '今日开放',
      logo: 'media/logo.png',
    });
  });

  it('has no title, note or logo when the area has none', () => {
    expect(screenContentOf([])).toEqual({ videos: [], pictures: [], title: null, marquee: '', logo: null });
  });
});
