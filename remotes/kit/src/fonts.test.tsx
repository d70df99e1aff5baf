import { render } from '@testing-library/react';
import { configureStore } from '@reduxjs/toolkit';
import { KitProviders } from './KitProviders';
import { setApiBase } from './apiBase';
import { DEVANAGARI_UNICODE_RANGE, declarePortalFonts, devanagariFontFaces } from './fonts';

afterEach(() => {
  document.head.querySelectorAll('style[data-portal-fonts]').forEach((style) => style.remove());
  document.body.style.fontFamily = '';
  setApiBase(undefined);
});

describe('the Devanagari font', () => {
  it('is declared for Devanagari only: the rupee sign and Latin text never fetch it', () => {
    const faces = devanagariFontFaces('');
    expect(faces.match(/unicode-range: ([^;]+);/g)).toEqual([
      `unicode-range: ${DEVANAGARI_UNICODE_RANGE};`,
      `unicode-range: ${DEVANAGARI_UNICODE_RANGE};`,
    ]);
    expect(DEVANAGARI_UNICODE_RANGE).not.toMatch(/20B9|0000-00FF/);
    expect(faces).toContain("url(/api/customer-page/fonts/devanagari-400.woff2) format('woff2')");
    expect(faces).toContain("url(/api/customer-page/fonts/devanagari-700.woff2) format('woff2')");
  });

  it("comes from the embedding portal's API on an integrator's page, once, without touching their body font", () => {
    setApiBase('https://portal.example.in/');
    const store = configureStore({ reducer: { noop: (state: number = 0) => state } });
    const { unmount } = render(
      <KitProviders store={store}>
        <p>Screen</p>
      </KitProviders>,
    );
    const declared = document.head.querySelector('style[data-portal-fonts]');
    expect(declared?.textContent).toContain('url(https://portal.example.in/api/customer-page/fonts/devanagari-400.woff2)');
    expect(declared?.textContent).not.toContain('body');
    // A second screen on the same page adds nothing.
    declarePortalFonts('https://portal.example.in');
    expect(document.head.querySelectorAll('style[data-portal-fonts]')).toHaveLength(1);
    unmount();
  });

  it("sets the portal's own page's font stack with the Devanagari font before the generic family", () => {
    declarePortalFonts('', { page: true });
    const text = document.head.querySelector('style[data-portal-fonts]')?.textContent ?? '';
    expect(text).toMatch(/body \{ font-family: .*'Noto Sans Devanagari', sans-serif; \}/);
  });
});
