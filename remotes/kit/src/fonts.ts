/**
 * The portal's type: Latin from the system, Hindi and Marathi from Noto Sans Devanagari where the system
 * has no Devanagari font (no boxes). The web font is the API's subset files (the customer's page serves
 * the same), declared for Devanagari code points only: the browser fetches a file only when a Devanagari
 * character is drawn. The ₹ sign and Latin text never fetch it (fontsource's own subset also claims
 * U+20B9, which is on every screen here).
 */
export const DEVANAGARI_FONT_FAMILY = 'Noto Sans Devanagari';

/** The font stack of every screen (antd's token and the shell's page). */
export const FONT_FAMILY = `Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', '${DEVANAGARI_FONT_FAMILY}', sans-serif`;

/** Where the API serves the subset files (a public, immutable route). */
export const DEVANAGARI_FONT_PATH = '/api/customer-page/fonts';

/** Devanagari, Vedic extensions, the joiners that shape conjuncts, Devanagari Extended. */
export const DEVANAGARI_UNICODE_RANGE = 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+A8E0-A8FF';

const STYLE_MARK = 'data-portal-fonts';

/** The @font-face rules (regular and bold) for an API at `apiBase` ('' when it shares the page's origin). */
export function devanagariFontFaces(apiBase: string): string {
  return ([400, 700] as const)
    .map(
      (weight) =>
        `@font-face { font-family: '${DEVANAGARI_FONT_FAMILY}'; font-style: normal; font-weight: ${weight}; font-display: swap; ` +
        `src: url(${apiBase}${DEVANAGARI_FONT_PATH}/devanagari-${weight}.woff2) format('woff2'); unicode-range: ${DEVANAGARI_UNICODE_RANGE}; }`,
    )
    .join('\n');
}

/**
 * Declares the Devanagari font in `doc` once: the shell, a standalone page or an integrator's page.
 * `page: true` (a page of the portal's own, never an integrator's) also sets the body's font stack, so
 * text outside antd's components (which take the theme's) has it too.
 */
export function declarePortalFonts(apiBase: string, { page = false, doc = document }: { page?: boolean; doc?: Document } = {}): void {
  if (doc.head.querySelector(`style[${STYLE_MARK}]`)) return;
  const style = doc.createElement('style');
  style.setAttribute(STYLE_MARK, '');
  style.textContent = devanagariFontFaces(apiBase) + (page ? `\nbody { font-family: ${FONT_FAMILY}; }` : '');
  doc.head.appendChild(style);
}
