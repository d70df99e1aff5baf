import { Color as RcColor } from '@rc-component/color-picker';
import type { AggregationColor } from 'antd/es/color-picker/color';

/**
 * Stands in for `import { isBright } from '../../color-picker/components/ColorPresets'` in antd's Button and
 * Tag styles, in every bundle (AntdOnDemandPlugin in the build config). They take one colour test from the
 * colour picker's presets panel, and that module imports Collapse, so every page with a button or a tag
 * carried Collapse and its styles (~4 KB gzip). This is the same test without the panel; the kit's tests
 * hold it to antd's own copy.
 */
export const isBright = (value: AggregationColor, bgColorToken: string): boolean => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  // Adapted to dark mode
  if (a <= 0.5) return hsv.v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
