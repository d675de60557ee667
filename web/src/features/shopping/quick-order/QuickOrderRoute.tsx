import { useQuery } from '@apollo/client/react';
import { Box, Button, chakra, Heading, HStack, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { QUANTITY } from '@storefront/contract/limits';
import { type FormEvent, memo, useCallback, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

import { getFragmentData } from '../../../gql';
import { FormField } from '../../../shared/components/FormField';
import { CartAddReportFragment } from '../../../shared/commerce/CartAddReport';
import { useAddLinesToCartMutation } from '../../../shared/commerce/useAddLinesToCartMutation';
import { SaveToListButton } from '../../../shared/lists/SaveToListButton';
import { shoppingListMessages } from '../../../shared/lists/messages';
import { useSession } from '../../../shared/session/useSession';
import { ShoppingPage } from '../components/ShoppingPage';
import { CodeCombobox } from './CodeCombobox';
import { CsvUpload } from './CsvUpload';
import { type CodeRow, isCode, parseQuantity } from './csv';
import { heldInCart, ListTotals, QuickOrderRouteQuery } from './ListTotals';
import { QUICK_ORDER_CSV, quickOrderMessages as messages } from './messages';
import { readPrefill } from './prefill';
import { checkRows, listTotals } from './rowChecks';
import { type Outcome, type Row, RowList } from './RowList';
import { useCodeLookUp } from './useCodeLookUp';

let nextKey = 1;
const withKeys = (rows: readonly CodeRow[]): Row[] => rows.map((row) => ({ ...row, key: nextKey++ }));

/**
 * Quick order (issue 17): rows of SKU, item code or barcode with a quantity, typed or uploaded, added at once. For
 * an approved customer each row is looked up as it is entered (issue 33): its product, price and stock, what will
 * not fit, the list's total and the minimum-order meter. Others (the store refuses them the look-up) get the rows
 * as they were typed, checked when added.
 */
export function QuickOrderRoute() {
  const [searchParams] = useSearchParams();
  // A link's rows (a reorder reminder's), read once when the screen opens.
  const [prefill] = useState(() => readPrefill(searchParams));
  const [rows, setRows] = useState<Row[]>(() => withKeys(prefill.rows));
  const [addLines, { loading, report }] = useAddLinesToCartMutation();
  const { viewer } = useSession();
  const approved = viewer?.status === 'APPROVED';
  const codes = useMemo(() => rows.map((row) => row.code), [rows]);
  const { matchOf, failed } = useCodeLookUp(codes, approved);
  const { data: cartData } = useQuery(QuickOrderRouteQuery, {
    skip: !approved,
    fetchPolicy: 'cache-and-network',
  });
  const resolving = approved && !failed;
  const cart = cartData?.cart;
  // Rows already added are in the cart now: they count there, not again here.
  const checks = resolving
    ? checkRows(rows, matchOf, heldInCart(cart)).map((check, index) =>
        rows[index]?.outcome && check.kind === 'product' ? { ...check, addable: 0 } : check,
      )
    : undefined;

  const append = useCallback(
    (more: readonly CodeRow[]) =>
      setRows((current) => [...current.map(({ outcome: _, ...row }) => row), ...withKeys(more)]),
    [],
  );
  const addRow = useCallback((row: CodeRow) => append([row]), [append]);
  const room = QUICK_ORDER_CSV.maxRows - rows.length;
  // The rows whose code names a product, each product once (a list holds each product once, its quantities summed).
  const listLines = resolving ? savableLines(rows, matchOf) : [];

  const addAll = async () => {
    const wanted = rows;
    const results: Outcome[] = [];
    const done = await addLines(
      wanted.map(({ code, quantity }) => ({ code, quantity })),
      {
        onResults: (answered) => {
          for (const result of answered) {
            const read = getFragmentData(CartAddReportFragment, result);
            results.push({
              added: read.addedQuantity,
              requested: read.requestedQuantity,
              message: read.message,
            });
          }
        },
      },
    );
    if (!done) return;
    setRows((current) =>
      current.map((row) => {
        const index = wanted.findIndex((candidate) => candidate.key === row.key);
        const outcome = index >= 0 ? results[index] : undefined;
        return outcome ? { ...row, outcome } : row;
      }),
    );
  };

  return (
    <ShoppingPage title={messages.title}>
      <Stack gap="8">
        <Text color="fg.muted" maxW="3xl">
          {messages.intro}
        </Text>
        {(prefill.rows.length > 0 || prefill.skipped > 0) && (
          <Box role="status" borderWidth="1px" borderColor="brand.200" bg="brand.50" borderRadius="l2" p="4">
            {prefill.rows.length > 0 && <Text>{messages.prefilled(prefill.rows.length)}</Text>}
            {prefill.skipped > 0 && <Text color="fg.error">{messages.prefillSkipped(prefill.skipped)}</Text>}
          </Box>
        )}
        <Box as="section" aria-labelledby="quick-order-entry">
          <Heading as="h2" id="quick-order-entry" size="lg" mb="3">
            {messages.entryHeading}
          </Heading>
          <RowEntry room={room} onAdd={addRow} />
        </Box>
        <Box as="section" aria-labelledby="quick-order-rows">
          <HStack justify="space-between" mb="3" wrap="wrap">
            <Heading as="h2" id="quick-order-rows" size="lg">
              {messages.rowsHeading}
            </Heading>
            {rows.length > 0 && <Text color="fg.muted">{messages.rowsCount(rows.length)}</Text>}
          </HStack>
          {failed && (
            <Text color="fg.muted" mb="3">
              {messages.lookUpFailed}
            </Text>
          )}
          <RowList
            rows={rows}
            checks={checks}
            onRemove={(key) => setRows(rows.filter((row) => row.key !== key))}
          />
          {checks && rows.length > 0 && (
            <Box mt="4">
              <ListTotals totals={listTotals(checks)} cart={cart} />
            </Box>
          )}
          <Wrap gap="3" mt="4" justify={{ base: 'stretch', md: 'flex-end' }}>
            <Button variant="outline" disabled={rows.length === 0 || loading} onClick={() => setRows([])}>
              {messages.clear}
            </Button>
            <SaveToListButton label={shoppingListMessages.saveRowsToList} lines={listLines} />
            <Button
              colorPalette="brand"
              disabled={rows.length === 0}
              loading={loading}
              onClick={() => void addAll()}
            >
              {messages.addAll}
            </Button>
          </Wrap>
        </Box>
        <Box as="section" aria-labelledby="quick-order-csv">
          <Heading as="h2" id="quick-order-csv" size="lg" mb="3">
            {messages.csvHeading}
          </Heading>
          <CsvUpload room={room} onRows={append} />
        </Box>
      </Stack>
      {report}
    </ShoppingPage>
  );
}

/** The rows' products with their quantities, each product once (quantities summed, at most the maximum). */
function savableLines(
  rows: readonly CodeRow[],
  matchOf: (code: string) => { productId: string | null } | undefined,
): { productId: string; quantity: number }[] {
  const quantities = new Map<string, number>();
  for (const row of rows) {
    const productId = matchOf(row.code)?.productId;
    if (productId)
      quantities.set(productId, Math.min((quantities.get(productId) ?? 0) + row.quantity, QUANTITY.max));
  }
  return [...quantities].map(([productId, quantity]) => ({ productId, quantity }));
}

/** The form of one new row: Enter in either field (with no suggestion highlighted) adds it. */
// Memoized: the rows' look-ups re-render the page while the next code is typed, and the entry need not follow.
const RowEntry = memo(function RowEntry({ room, onAdd }: { room: number; onAdd: (row: CodeRow) => void }) {
  const [code, setCode] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [errors, setErrors] = useState<{ code?: string; quantity?: string }>({});
  const codeErrorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    const amount = parseQuantity(quantity);
    const found: { code?: string; quantity?: string } = {};
    if (trimmed === '') found.code = messages.enterCode;
    else if (!isCode(trimmed)) found.code = messages.codeRule;
    else if (room <= 0) found.code = messages.tooManyRows;
    if (amount === null) found.quantity = messages.quantityRule;
    setErrors(found);
    if (found.code || found.quantity || amount === null) return;
    onAdd({ code: trimmed, quantity: amount });
    // The fields empty in place: the focus stays where it was, in the code field after an Enter there.
    setCode('');
    setQuantity('1');
  };

  return (
    <chakra.form noValidate onSubmit={submit}>
      <Wrap gap="3" align="flex-start">
        <Stack gap="1" flex="1" minW={{ base: 'full', sm: '64' }}>
          <CodeCombobox
            value={code}
            onChange={setCode}
            invalid={errors.code !== undefined}
            errorId={errors.code ? codeErrorId : undefined}
          />
          {errors.code && (
            <Text id={codeErrorId} color="fg.error" fontSize="sm">
              {errors.code}
            </Text>
          )}
        </Stack>
        <FormField label={messages.quantityLabel} error={errors.quantity} w={{ base: 'full', sm: '32' }}>
          <Input
            type="number"
            inputMode="numeric"
            min={QUANTITY.min}
            max={QUANTITY.max}
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
          />
        </FormField>
        <Button
          type="submit"
          colorPalette="brand"
          variant="outline"
          mt={{ base: '0', sm: '6' }}
          w={{ base: 'full', sm: 'auto' }}
        >
          {messages.addRow}
        </Button>
      </Wrap>
    </chakra.form>
  );
});
