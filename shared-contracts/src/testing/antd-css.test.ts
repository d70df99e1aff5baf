import { hidingRules } from './antd-css';

describe('hidingRules', () => {
  it('keeps the rules that hide and drops the rest', () => {
    const css =
      '.ant-btn{color:red;padding:4px 15px;}' +
      '.ant-tabs .ant-tabs-tabpane-hidden{display:none;}' +
      '.ant-select-dropdown-hidden{display: none !important}' +
      '.ant-tooltip-hidden{visibility:hidden;}' +
      '.ant-flex{display:flex;}';
    expect(hidingRules(css)).toBe(
      '.ant-tabs .ant-tabs-tabpane-hidden{display:none;}' +
        '.ant-select-dropdown-hidden{display: none !important}' +
        '.ant-tooltip-hidden{visibility:hidden;}',
    );
  });

  it('keeps hiding rules inside their at-rule blocks and drops keyframes and empty blocks', () => {
    const css =
      '@layer antd{.a{color:blue}.b{display:none}}' +
      '@media (max-width: 575px){.c{display:none;}.d{margin:0}}' +
      '@media print{.e{color:black}}' +
      '@keyframes fade{0%{display:none}100%{opacity:1}}';
    expect(hidingRules(css)).toBe('@layer antd{.b{display:none}}@media (max-width: 575px){.c{display:none;}}');
  });

  it('does not take a property that only ends in "display" or a value that only starts with "none"', () => {
    expect(hidingRules('.a{content-visibility:hidden}.b{display:none-ish}.c{--x-display:none}')).toBe('');
  });

  it('skips braces inside quoted strings and ignores a statement at-rule before a rule', () => {
    const css = '@layer a, b;.q::before{content:"}";display:none}.r{content:"{"}';
    expect(hidingRules(css)).toBe('.q::before{content:"}";display:none}');
  });

  it('answers an empty string for CSS variables and unclosed input', () => {
    expect(hidingRules(':root{--ant-color-primary:#1677ff;}')).toBe('');
    expect(hidingRules('.a{display:none')).toBe('');
  });
});
