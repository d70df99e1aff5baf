import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

/**
 * Presses a customer row's Reminders button until its drawer is open, and answers the drawer. On a busy
 * machine a press found no drawer within the 10 s a wait allows, in two tests of one fresh-clone run: the
 * press can land on a button the row has just drawn again, or the drawer's first render takes that long.
 * Pressing again while the drawer is open would do nothing, so the button is pressed only while it is not.
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
