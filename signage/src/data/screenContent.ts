// What a screen makes of an area's elements (spec 001 §3): the videos and the carousel's pictures in
// their order, the title and its scrolling note from the first title element, the first logo.
import { DATA_TYPES, type SignageElement } from '../../../domain/infoPublish/element.schema.ts';

export interface ScreenContent {
  videos: string[];
  pictures: string[];
  title: string | null;
  marquee: string;
  logo: string | null;
}

const bySortOrder = (a: SignageElement, b: SignageElement) => a.sortOrder - b.sortOrder || a.id - b.id;

export function screenContentOf(elements: SignageElement[]): ScreenContent {
  const sorted = [...elements].sort(bySortOrder);
  const of = (type: number) => sorted.filter((e) => e.dataType === type);
  const title = of(DATA_TYPES.title)[0];
  return {
    videos: of(DATA_TYPES.video).map((e) => e.content),
    pictures: of(DATA_TYPES.image).map((e) => e.content),
    title: title?.content ?? null,
    marquee: title?.remark ?? '',
    logo: of(DATA_TYPES.logo)[0]?.content ?? null,
  };
}
