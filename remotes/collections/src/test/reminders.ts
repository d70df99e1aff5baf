import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/**
 * Presses a customer row's Reminders button until its drawer is open, and answers the drawer. In fresh-clone
 * runs the drawer was open but named "Reminders", its button's tooltip text: every antd id was 'test-id'
 * under test, so its aria-labelledby could point at the tooltip (fixed in the shared test setup). Pressing
 * again covers a press that lands on a row just drawn again; while the drawer is open it is not pressed.
 */
export async function openReminders(user: ReturnType<typeof userEvent.setup>, customerName: string): Promise<HTMLElement> {
  const name = `Reminders: ${customerName}`;
  await waitFor(
    async () => {
      if (!screen.queryByRole('dialog', { name })) await user.click(screen.getByRole('button', { name: `Reminders for ${customerName}` }));
      expect(screen.getByRole('dialog', { name })).toBeInTheDocument();
    },
    { timeout: 20_000 },
  );
  return screen.getByRole('dialog', { name });
}
