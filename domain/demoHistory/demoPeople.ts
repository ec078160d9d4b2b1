// Made-up visitors for the demo history: a Chinese name, a mobile number and the first 17 digits of
// an ID number (region, birth date, serial; the caller adds the check character), from a seeded
// generator so the same plan names the same people.
import type { SeededRandom } from './seededRandom.ts';

export interface Person {
  name: string;
  mobile: string;
  /** Region code, birth date (yyyyMMdd) and serial: an ID number without its check character. */
  idBody: string;
}

const SURNAMES = '王李张刘陈杨赵黄周吴徐孙马朱胡郭何林罗高';
const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '丽',
  '强',
  '磊',
  '军',
  '洋',
  '勇',
  '艳',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀英',
  '华',
  '晨',
  '子涵',
  '浩然',
];
/** Districts of Beijing, Shanghai, Guangdong, Zhejiang, Sichuan, Jiangsu, Hubei, Shaanxi, Hunan, Shandong, Fujian, Liaoning. */
const REGIONS = [
  '110105',
  '310104',
  '440106',
  '330106',
  '510107',
  '320102',
  '420106',
  '610113',
  '430104',
  '370202',
  '350203',
  '210203',
];
const MOBILE_PREFIXES = ['138', '139', '150', '158', '186', '188', '177', '135'];

const two = (n: number) => String(n).padStart(2, '0');

/** Someone born between `fromYear` and `toYear`. */
export function personOf(random: SeededRandom, fromYear: number, toYear: number): Person {
  const birth = `${random.int(fromYear, toYear)}${two(random.int(1, 12))}${two(random.int(1, 28))}`;
  return {
    name: random.pick([...SURNAMES]) + random.pick(GIVEN),
    mobile: random.pick(MOBILE_PREFIXES) + random.digits(8),
    idBody: `${random.pick(REGIONS)}${birth}${random.digits(3)}`,
  };
}

export const adultOf = (random: SeededRandom): Person => personOf(random, 1962, 2003);
export const childOf = (random: SeededRandom): Person => personOf(random, 2013, 2019);
