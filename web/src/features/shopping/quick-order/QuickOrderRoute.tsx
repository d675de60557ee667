import {
  Box,
  Button,
  chakra,
  Heading,
  HStack,
  IconButton,
  Input,
  Stack,
  Text,
  VisuallyHidden,
  Wrap,
} from '@chakra-ui/react';
import { QUANTITY } from '@storefront/contract/limits';
import { type FormEvent, useId, useState } from 'react';

import { getFragmentData } from '../../../gql';
import { FormField } from '../../../shared/components/FormField';
import { TrashIcon } from '../../../shared/components/icons';
import { CartAddReportFragment } from '../../../shared/commerce/CartAddReport';
import { useAddLinesToCartMutation } from '../../../shared/commerce/useAddLinesToCartMutation';
import { ShoppingPage } from '../components/ShoppingPage';
import { CodeCombobox } from './CodeCombobox';
import { CsvUpload } from './CsvUpload';
import { type CodeRow, isCode, parseQuantity } from './csv';
import { QUICK_ORDER_CSV, quickOrderMessages as messages } from './messages';

/** What became of a row once added: how many went in, and the store's reason for the rest. */
interface Outcome {
  added: number;
  requested: number;
  message: string | null;
}

interface Row extends CodeRow {
  key: number;
  outcome?: Outcome;
}

let nextKey = 1;
const withKeys = (rows: readonly CodeRow[]): Row[] => rows.map((row) => ({ ...row, key: nextKey++ }));

/** Quick order (issue 17): rows of SKU, item code or barcode with a quantity, typed or uploaded, added at once. */
export function QuickOrderRoute() {
  const [rows, setRows] = useState<Row[]>([]);
  const [addLines, { loading, report }] = useAddLinesToCartMutation();

  const append = (more: readonly CodeRow[]) =>
    setRows((current) => [...current.map(({ outcome: _, ...row }) => row), ...withKeys(more)]);
  const room = QUICK_ORDER_CSV.maxRows - rows.length;

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
        <Box as="section" aria-labelledby="quick-order-entry">
          <Heading as="h2" id="quick-order-entry" size="lg" mb="3">
            {messages.entryHeading}
          </Heading>
          <RowEntry room={room} onAdd={(row) => append([row])} />
        </Box>
        <Box as="section" aria-labelledby="quick-order-rows">
          <HStack justify="space-between" mb="3" wrap="wrap">
            <Heading as="h2" id="quick-order-rows" size="lg">
              {messages.rowsHeading}
            </Heading>
            {rows.length > 0 && <Text color="fg.muted">{messages.rowsCount(rows.length)}</Text>}
          </HStack>
          <RowList rows={rows} onRemove={(key) => setRows(rows.filter((row) => row.key !== key))} />
          <Wrap gap="3" mt="4" justify={{ base: 'stretch', md: 'flex-end' }}>
            <Button variant="outline" disabled={rows.length === 0 || loading} onClick={() => setRows([])}>
              {messages.clear}
            </Button>
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

/** The form of one new row: Enter in either field (with no suggestion highlighted) adds it. */
function RowEntry({ room, onAdd }: { room: number; onAdd: (row: CodeRow) => void }) {
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
}

function outcomeText(outcome: Outcome): { text: string; tone: 'ok' | 'short' | 'none' } {
  if (outcome.added >= outcome.requested) return { text: messages.added, tone: 'ok' };
  const what = outcome.added > 0 ? messages.partlyAdded(outcome.added, outcome.requested) : messages.notAdded;
  return {
    text: outcome.message ? `${what} (${outcome.message})` : what,
    tone: outcome.added > 0 ? 'short' : 'none',
  };
}

const TONES = { ok: 'green.700', short: 'orange.700', none: 'red.700' } as const;

/** The rows so far: code, quantity, and once added what became of each. Stacked cards on a phone. */
function RowList({ rows, onRemove }: { rows: readonly Row[]; onRemove: (key: number) => void }) {
  if (rows.length === 0) return <Text color="fg.muted">{messages.noRows}</Text>;
  return (
    <Stack as="ol" aria-label={messages.rowsHeading} gap="0" listStyleType="none" borderTopWidth="1px">
      {rows.map((row) => {
        const outcome = row.outcome && outcomeText(row.outcome);
        return (
          <Box
            as="li"
            key={row.key}
            display="grid"
            gridTemplateColumns={{ base: '1fr auto', md: 'minmax(0, 2fr) 6rem minmax(0, 3fr) auto' }}
            alignItems="center"
            gap="2"
            py="2"
            borderBottomWidth="1px"
          >
            <Text fontWeight="medium" wordBreak="break-all">
              {row.code}
            </Text>
            <Text gridColumn={{ base: '1', md: 'auto' }} gridRow={{ base: '2', md: 'auto' }}>
              {messages.quantityLabel}: {row.quantity}
            </Text>
            <Text
              gridColumn={{ base: '1 / -1', md: 'auto' }}
              gridRow={{ base: '3', md: 'auto' }}
              color={outcome ? TONES[outcome.tone] : undefined}
            >
              {outcome && <VisuallyHidden>{messages.outcome}: </VisuallyHidden>}
              {outcome?.text}
            </Text>
            <IconButton
              gridColumn={{ base: '2', md: 'auto' }}
              gridRow={{ base: '1', md: 'auto' }}
              aria-label={messages.remove(row.code)}
              variant="ghost"
              size="sm"
              onClick={() => onRemove(row.key)}
            >
              <TrashIcon />
            </IconButton>
          </Box>
        );
      })}
    </Stack>
  );
}
