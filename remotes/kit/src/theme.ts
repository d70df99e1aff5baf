import type { ThemeConfig } from 'antd';
import { FONT_FAMILY } from './fonts';

/**
 * Text colours that read at 4.5:1 (WCAG AA) on white and on the light greys the portal draws on (#f5f7fb
 * page, #fafafa table header, #f0f0f0 fills). antd's defaults for descriptions, statistic titles and
 * secondary typography are #8c8c8c (3.4:1) and its placeholders / disabled texts #bfbfbf (1.8:1).
 */
const TEXT = {
  secondary: '#595959', // 7.0:1 on white, 6.2:1 on #f0f0f0
  tertiary: '#636363', // 6.0:1 on white, 5.3:1 on #f0f0f0
  faint: '#6b6b6b', // 5.3:1 on white, 4.7:1 on #f0f0f0: placeholders, disabled but still readable
} as const;

/**
 * Tag text is each palette's 7th shade on its 1st; for these the 7th is below 4.5:1 (gold 2.8:1, the
 * header's Admin tag), so the darker shade that passes takes its place.
 */
const READABLE_SHADE_7 = {
  gold: '#874d00', // gold-9, 6.5:1 on gold-1
  orange: '#ad4e00', // orange-8, 5.1:1
  volcano: '#ad2102', // volcano-8, 6.4:1
  yellow: '#876800', // yellow-9, 5.2:1
  lime: '#3f6600', // lime-9, 6.6:1
  green: '#237804', // green-8, 5.4:1
  cyan: '#006d75', // cyan-8, 5.8:1
} as const;

/**
 * Both spellings of each shade: antd's components read the CSS variable `--ant-gold-7`, which the
 * legacy key `gold-7` sets; `gold7` alone leaves it at antd's colour.
 */
const READABLE_TAG_TEXT = Object.fromEntries(
  Object.entries(READABLE_SHADE_7).flatMap(([palette, colour]) => [
    [`${palette}7`, colour],
    [`${palette}-7`, colour],
  ]),
) as Partial<Record<`${keyof typeof READABLE_SHADE_7}${'7' | '-7'}`, string>>;

/** Calm, professional look: one brand blue, neutral surfaces, a dark sidebar. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1d4ed8',
    colorInfo: '#1d4ed8',
    colorSuccess: '#15803d',
    colorWarning: '#b45309',
    colorError: '#b91c1c',
    // The status colours' generated light backgrounds are greyish (#b4bfb6 under green text, 2.6:1): plain tints.
    colorSuccessBg: '#f0fdf4',
    colorSuccessBorder: '#bbf7d0',
    colorWarningBg: '#fffbeb',
    colorWarningBorder: '#fde68a',
    colorErrorBg: '#fef2f2',
    colorErrorBorder: '#fecaca',
    colorTextSecondary: TEXT.secondary,
    colorTextTertiary: TEXT.tertiary,
    colorTextDescription: TEXT.tertiary,
    colorTextPlaceholder: TEXT.faint,
    colorTextQuaternary: TEXT.faint,
    colorTextDisabled: TEXT.faint,
    ...READABLE_TAG_TEXT,
    borderRadius: 8,
    // Latin from the system; Devanagari from the web font only where the system has none (fonts.ts).
    fontFamily: FONT_FAMILY,
  },
  components: {
    Layout: { siderBg: '#0f172a', headerBg: '#ffffff', bodyBg: '#f5f7fb' },
    Menu: { darkItemBg: '#0f172a', darkSubMenuItemBg: '#0f172a', darkItemSelectedBg: '#1d4ed8' },
  },
};
