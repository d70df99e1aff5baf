/**
 * Every action that contacts more than one customer asks first, with the send gate's dry run. A test
 * answers the confirmation the way a person does: waits for the question, reads it, presses a button.
 */
import type { Locator, Page } from 'playwright-core';
import { settled } from './motion';

/** The open confirmation whose title matches `question`, once it is shown and stands still (support/motion). */
export async function confirmation(page: Page, question: string | RegExp): Promise<Locator> {
  const dialog = page.locator('.ant-modal-confirm').filter({ has: page.locator('.ant-modal-confirm-title', { hasText: question }) });
  return settled(dialog);
}

/** Waits for the confirmation, then presses its `button` (the OK text, e.g. "Send", or "Cancel"). */
export async function answerConfirmation(page: Page, question: string | RegExp, button: string): Promise<Locator> {
  const dialog = await confirmation(page, question);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  return dialog;
}
