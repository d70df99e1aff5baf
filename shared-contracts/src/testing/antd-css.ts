/**
 * What of antd's CSS-in-JS reaches jsdom in the UI unit tests: only the rules that hide an element.
 *
 * antd writes each component's whole stylesheet into the page when it first renders (about 117 KB of
 * CSS for one Button and one Table). jsdom lays nothing out, so for a test the only rules that mean
 * anything are those that hide: testing-library's queries and `toBeVisible` skip what `display: none`
 * or `visibility: hidden` hides (an inactive tab's pane, a closed dropdown). Every other rule only
 * costs: jsdom matches every rule of every sheet in each `getComputedStyle`, which the queries call for
 * each element and its ancestors. Measured on the collections remote's `mount.test.tsx` (one worker,
 * the same machine, alternated): 22–24 s of CPU with the whole stylesheets, 5.6–8.5 s without them.
 *
 * The browser suite (e2e/) runs the real styles in Chromium; a unit test about the styles themselves
 * (where they are written) takes the real module: `jest.unmock('@rc-component/util/lib/Dom/dynamicCSS')`.
 */

const HIDES = /(?:^|[;{\s])(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;

/** Index of the `}` closing the block whose `{` is at `open`, skipping quoted strings; -1 if unclosed. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let index = open; index < css.length; index += 1) {
    const char = css[index];
    if (char === '"' || char === "'") {
      const close = css.indexOf(char, index + 1);
      if (close < 0) return -1;
      index = close;
    } else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}

/**
 * The rules of `css` whose declarations hide an element, in their order, inside the at-rule blocks
 * (`@media`, `@layer`, `@supports`) that held them; `@keyframes` and `@font-face` never hide anything.
 */
export function hidingRules(css: string): string {
  let kept = '';
  let index = 0;
  while (index < css.length) {
    const open = css.indexOf('{', index);
    if (open < 0) break;
    const close = blockEnd(css, open);
    if (close < 0) break;
    // A statement at-rule before the block (`@layer a, b;`, `@import …;`) ends at its `;`.
    const prelude = css.slice(index, open).split(';').pop()!.trim();
    const body = css.slice(open + 1, close);
    if (prelude.startsWith('@')) {
      if (!/^@(?:-[a-z]+-)?(?:keyframes|font-face)\b/i.test(prelude)) {
        const inner = hidingRules(body);
        if (inner) kept += `${prelude}{${inner}}`;
      }
    } else if (body.includes('{')) {
      // Nested rules (not what antd writes, but valid CSS): keep the hiding ones under their parent.
      const inner = hidingRules(body);
      if (inner) kept += `${prelude}{${inner}}`;
    } else if (HIDES.test(body)) {
      kept += `${prelude}{${body}}`;
    }
    index = close + 1;
  }
  return kept;
}
