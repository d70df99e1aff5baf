/**
 * Records the titles of the toasts in the order they came on screen, so a test can check what the toast
 * queue showed first by the order of events rather than by looking (or not looking) at a given moment.
 * Start it before the action that toasts; `stop()` it at the end of the test.
 */
export function recordToastTitles(): { titles: string[]; stop: () => void } {
  const titles: string[] = [];
  const seen = new WeakSet<Element>();
  const record = () => {
    for (const notice of document.querySelectorAll('.ant-notification-notice')) {
      if (seen.has(notice)) continue;
      const title = notice.querySelector('.ant-notification-notice-title')?.textContent ?? '';
      if (!title) continue;
      seen.add(notice);
      titles.push(title);
    }
  };
  const observer = new MutationObserver(record);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  record();
  return { titles, stop: () => observer.disconnect() };
}
