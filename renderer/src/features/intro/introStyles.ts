import { makeStyles, tokens } from '@fluentui/react-components';

/*
 * Shared layout of the public pages. Breakpoints from service-area 9: 576, 768, 992 and 1250 px for
 * the academy pages; 576 and 1024 for the private-class pages.
 */
export const BP = {
  phone: '@media (max-width: 575.98px)',
  tablet: '@media (max-width: 767.98px)',
  laptop: '@media (max-width: 991.98px)',
  wide: '@media (min-width: 1250px)',
  privateTablet: '@media (max-width: 1023.98px)',
} as const;

export const useIntroStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column' },
  section: {
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalXXL}`,
    maxWidth: '1140px',
    width: '100%',
    margin: '0 auto',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    [BP.phone]: { padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}` },
    [BP.wide]: { maxWidth: '1200px' },
  },
  band: { backgroundColor: tokens.colorNeutralBackground2 },
  hero: {
    backgroundImage: `linear-gradient(160deg, ${tokens.colorBrandBackground2} 0%, ${tokens.colorNeutralBackground1} 100%)`,
  },
  lead: { color: tokens.colorNeutralForeground2, maxWidth: '720px', lineHeight: tokens.lineHeightBase400, margin: 0 },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalL,
    [BP.laptop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [BP.phone]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  grid2: {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: tokens.spacingHorizontalL,
    [BP.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  card: { padding: tokens.spacingVerticalL, gap: tokens.spacingVerticalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  chips: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, padding: 0, margin: 0, listStyleType: 'none' },
  chip: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
  },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL, lineHeight: tokens.lineHeightBase400 },
  tableWrap: { overflowX: 'auto', maxWidth: '100%' },
  table: {
    borderCollapse: 'collapse',
    minWidth: '100%',
    '& th, & td': {
      border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
      padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
      textAlign: 'center',
      whiteSpace: 'nowrap',
    },
    '& thead th': { backgroundColor: tokens.colorNeutralBackground3 },
  },
  link: { color: tokens.colorBrandForeground1 },
});
