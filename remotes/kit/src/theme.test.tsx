import { render } from '@testing-library/react';
import { ConfigProvider, Tag, Typography } from 'antd';
import { theme } from './theme';

// This file reads the CSS variables antd writes: the whole stylesheets, not the tests' hiding rules.
jest.unmock('@rc-component/util/lib/Dom/dynamicCSS');

/** The CSS variables antd declared for the theme, by name. */
function themeVariables(): Map<string, string> {
  const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
  return new Map([...css.matchAll(/--ant-([a-z0-9-]+):([^;}]+)/g)].map(([, name, value]) => [name, value.trim()]));
}

/** WCAG contrast of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((at) => parseInt(hex.slice(at, at + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe('the theme', () => {
  it('draws every tag colour and the secondary texts at 4.5:1 or more', () => {
    render(
      <ConfigProvider theme={theme}>
        <Tag color="gold">Admin</Tag>
        <Typography.Text type="secondary">Last updated: 2 minutes ago</Typography.Text>
      </ConfigProvider>,
    );
    const variables = themeVariables();
    const presets = ['blue', 'purple', 'cyan', 'green', 'magenta', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'lime', 'gold'];
    const weak = presets.filter((palette) => contrast(variables.get(`${palette}-7`)!, variables.get(`${palette}-1`)!) < 4.5);
    expect(weak).toEqual([]);
    for (const text of [
      'color-text-secondary',
      'color-text-tertiary',
      'color-text-description',
      'color-text-placeholder',
      'color-text-disabled',
    ]) {
      expect({
        text,
        onWhite: contrast(variables.get(text)!, '#ffffff') >= 4.5,
        onFill: contrast(variables.get(text)!, '#f0f0f0') >= 4.5,
      }).toEqual({
        text,
        onWhite: true,
        onFill: true,
      });
    }
  });
});
