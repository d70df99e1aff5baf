/**
 * antd's dialogs, drawers and pop-confirms open with a motion (a zoom, a slide) of about 0.3 s. A click
 * while the motion runs can land where the button is not yet: Playwright sees the button, presses its
 * centre, and the press falls beside it, so nothing happens (seen once in about 25 sends on a busy
 * machine). A person never clicks that fast; a test waits, like the person, until the box stands still.
 *
 * rc-motion marks a box while it moves with `<name>-appear|enter[-prepare|-start|-active]` classes and
 * removes them when the motion ends, so "still" is: no such class on the box, its ancestors or inside it.
 */
import type { Locator, Page } from 'playwright-core';

/** Returns `locator` once it is shown and no motion runs on it, around it or in it. */
export async function settled(locator: Locator): Promise<Locator> {
  await locator.waitFor();
  await locator.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const moving = /-(appear|enter)(-(prepare|start|active))?$/;
        const isMoving = (node: Element) => Array.from(node.classList).some((name) => moving.test(name));
        const stillMoving = () => {
          for (let node: Element | null = element; node; node = node.parentElement) if (isMoving(node)) return true;
          return Array.from(element.querySelectorAll('*')).some(isMoving);
        };
        const check = () => (stillMoving() ? setTimeout(check, 50) : resolve());
        check();
      }),
  );
  return locator;
}

/**
 * The option list of the antd Select just opened in `scope`, once it stands still: it slides in, and an
 * option clicked while it moves can be missed. A list still sliding out (another select just closed) is
 * not it.
 */
export function shownOptions(scope: Page | Locator): Promise<Locator> {
  return settled(scope.locator('.ant-select-dropdown:visible:not([class*="-leave"])'));
}
