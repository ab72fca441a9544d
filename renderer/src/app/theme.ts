import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';

/** Boda blue, generated around #3b5bdb. */
const bodaBrand: BrandVariants = {
  10: '#03061a',
  20: '#0b1431',
  30: '#102052',
  40: '#142a6c',
  50: '#183586',
  60: '#1f409f',
  70: '#2a4cb8',
  80: '#3b5bdb',
  90: '#526de0',
  100: '#6980e5',
  110: '#7f93ea',
  120: '#95a6ee',
  130: '#abb9f3',
  140: '#c1ccf6',
  150: '#d7dffa',
  160: '#edf1fd',
};

export const bodaTheme: Theme = {
  ...createLightTheme(bodaBrand),
  fontFamilyBase: "'Segoe UI', 'Noto Sans KR', 'Apple SD Gothic Neo', system-ui, sans-serif",
};
