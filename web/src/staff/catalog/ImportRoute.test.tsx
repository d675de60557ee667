import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { taxonomyMessages as rules } from '@storefront/contract';

import { server } from '../../../test/msw/server';
import { renderApp } from '../../../test/render';
import { staffApi, staffSession } from '../testing/staffApi';
import { taxonomyMessages as messages } from './taxonomyMessages';

const row = (number: number, sku: string, more: object = {}) => ({
  __typename: 'ProductImportRow',
  row: number,
  sku,
  productId: '42',
  productName: 'Maduro Robusto',
  changes: [],
  errors: [],
  ...more,
});
const report = (rows: object[], more: object = {}) => ({
  __typename: 'ProductImportReport',
  applied: false,
  errorCount: 0,
  changeCount: 0,
  rows,
  ...more,
});
const priceChange = {
  __typename: 'ProductImportChange',
  field: 'price',
  before: '24.50',
  after: '26.00',
};

function importApi(preview: object, role: 'SALES' | 'WAREHOUSE' = 'SALES') {
  const sent = { previews: 0, imports: 0 };
  server.use(
    staffSession(role),
    staffApi.mutation('PreviewProductImport', () => {
      sent.previews += 1;
      return HttpResponse.json({ data: { previewProductImport: { report: preview, userErrors: [] } } });
    }),
    staffApi.mutation('ImportProducts', () => {
      sent.imports += 1;
      return HttpResponse.json({
        data: {
          importProducts: {
            report: report([row(2, 'GST-1', { changes: [priceChange] })], { applied: true, changeCount: 1 }),
            userErrors: [],
          },
        },
      });
    }),
  );
  return sent;
}

const csv = () => new File(['sku,price\nGST-1,26.00\n'], 'prices.csv', { type: 'text/csv' });

describe('Import and export products', () => {
  it('states the limits, offers the export, and asks for a file before checking', async () => {
    const sent = importApi(report([]));
    const { user } = renderApp({ path: '/staff/catalog/import' });
    expect(await screen.findByText(/at most 1 MB and 2,000 product rows/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.exportLink })).toHaveAttribute(
      'href',
      '/staff/products.csv',
    );
    await user.click(screen.getByRole('button', { name: messages.check }));
    expect(await screen.findByText(messages.chooseFile)).toBeInTheDocument();
    expect(screen.getByLabelText(messages.file)).toHaveFocus();
    expect(sent.previews).toBe(0);
  });

  it('tells the warehouse its file changes stock only, and shows a refused price on its row', async () => {
    importApi(
      report(
        [
          row(2, 'GST-1', {
            errors: [
              { __typename: 'ProductImportError', column: 'price', message: rules.csvStockOnly('price') },
            ],
          }),
        ],
        { errorCount: 1 },
      ),
      'WAREHOUSE',
    );
    const { user } = renderApp({ path: '/staff/catalog/import' });
    expect(await screen.findByRole('heading', { name: messages.stockImportHeading })).toBeInTheDocument();
    expect(screen.getByText(messages.stockImportText)).toBeInTheDocument();
    await user.upload(screen.getByLabelText(messages.file), csv());
    await user.click(screen.getByRole('button', { name: messages.check }));
    expect(await screen.findByText(rules.csvStockOnly('price'), { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.apply })).not.toBeInTheDocument();
  });

  it('shows each row’s errors with its spreadsheet row number and offers no apply', async () => {
    importApi(
      report(
        [
          row(2, 'GST-1', { changes: [priceChange] }),
          row(5, 'NOPE', {
            productId: null,
            productName: null,
            errors: [{ __typename: 'ProductImportError', column: 'sku', message: rules.csvSkuUnknown }],
          }),
        ],
        { errorCount: 1, changeCount: 1 },
      ),
    );
    const { user } = renderApp({ path: '/staff/catalog/import' });
    await user.upload(await screen.findByLabelText(messages.file), csv());
    await user.click(screen.getByRole('button', { name: messages.check }));
    const table = within(await screen.findByRole('table', { name: messages.report }));
    expect(table.getByRole('rowheader', { name: '5' }).closest('tr')).toHaveTextContent(
      `NOPE—No change${rules.csvSkuUnknown}`,
    );
    expect(table.getByRole('rowheader', { name: '2' }).closest('tr')).toHaveTextContent(
      'Price: 24.50 → 26.00',
    );
    expect(screen.getByText(messages.fixFirst)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.apply })).not.toBeInTheDocument();
  });

  it('applies a good file after its check and says how many products changed', async () => {
    const sent = importApi(report([row(2, 'GST-1', { changes: [priceChange] })], { changeCount: 1 }));
    const { user } = renderApp({ path: '/staff/catalog/import' });
    await user.upload(await screen.findByLabelText(messages.file), csv());
    await user.click(screen.getByRole('button', { name: messages.check }));
    await user.click(await screen.findByRole('button', { name: messages.apply }));
    expect(await screen.findByText(`${messages.applied(1)} ${messages.appliedNote}`)).toBeInTheDocument();
    expect(sent).toEqual({ previews: 1, imports: 1 });
    expect(screen.queryByRole('button', { name: messages.apply })).not.toBeInTheDocument();
  });

  it('shows the store’s refusal of the file beside the field', async () => {
    server.use(
      staffSession('SALES'),
      staffApi.mutation('PreviewProductImport', () =>
        HttpResponse.json({
          data: {
            previewProductImport: {
              report: null,
              userErrors: [
                { __typename: 'UserError', code: 'INVALID', field: ['file'], message: rules.csvHeader },
              ],
            },
          },
        }),
      ),
    );
    const { user } = renderApp({ path: '/staff/catalog/import' });
    await user.upload(await screen.findByLabelText(messages.file), csv());
    await user.click(screen.getByRole('button', { name: messages.check }));
    expect(await screen.findByText(rules.csvHeader)).toBeInTheDocument();
  });
});
