/** The id of the page's <main>, which the skip link focuses. */
export const MAIN_CONTENT_ID = 'main-content';

export const SKIP_LINK_TEXT = 'Skip to main content';

/**
 * The page's first focusable element: hidden until focused (styles in index.html), it moves focus past the
 * sidebar and the header to the screen. Focus is moved by hand rather than by the #fragment, which would
 * put the fragment in the URL the router owns.
 */
export function SkipLink() {
  return (
    <a
      className="skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
    >
      {SKIP_LINK_TEXT}
    </a>
  );
}
