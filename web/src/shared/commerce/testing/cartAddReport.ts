import { screen, within } from '@testing-library/react';

/**
 * The dialog that reports products not added in full, as the buyer reads it: its title, its summary sentence and
 * one text per line ('Padron 1964: 3 of 5 added (At most 3 per order)').
 */
export async function readCartAddReport(title: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  const list = within(dialog).getByRole('list', { name: 'Products not added in full' });
  return {
    dialog,
    summary: within(dialog).getByText(/added in full\.$/).textContent,
    lines: within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  };
}
