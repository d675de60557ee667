import { Box, IconButton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { formatCents } from '@storefront/contract/money';

import { graphql, type FragmentType } from '../../../gql';
import type { QuickOrderRow_ProductFragment } from '../../../gql/graphql';
import { TrashIcon } from '../../../shared/components/icons';
import { formatMoney } from '../../../shared/lib/money';
import { ProductThumbnail } from '../components/ProductThumbnail';
import type { CodeRow } from './csv';
import { quickOrderMessages as messages } from './messages';
import type { RowCheck } from './rowChecks';

export const QuickOrderRowProductFragment = graphql(`
  fragment QuickOrderRow_product on Product {
    id
    name
    sku
    stock
    inStock
    purchaseLimit
    image {
      url
      alt
    }
    price {
      amount
      currencyCode
    }
    tax {
      amount
      currencyCode
    }
  }
`);

export type QuickOrderRowProduct = QuickOrderRow_ProductFragment;
export type QuickOrderRowProductRef = FragmentType<typeof QuickOrderRowProductFragment>;

/** What became of a row once added: how many went in, and the store's reason for the rest. */
export interface Outcome {
  added: number;
  requested: number;
  message: string | null;
}

export interface Row extends CodeRow {
  key: number;
  outcome?: Outcome;
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

interface RowListProps {
  rows: readonly Row[];
  /** Each row's product and what of it can be added; undefined when the rows are not looked up (not approved). */
  checks?: readonly RowCheck<QuickOrderRowProduct>[];
  onRemove: (key: number) => void;
}

/**
 * The rows so far. Looked up, each shows its product (picture, name, stock, purchase limit, unit price, line total)
 * and says at once what will not fit; once added, what became of it. Stacked cards on a phone.
 */
export function RowList({ rows, checks, onRemove }: RowListProps) {
  if (rows.length === 0) return <Text color="fg.muted">{messages.noRows}</Text>;
  return (
    <Stack as="ol" aria-label={messages.rowsHeading} gap="0" listStyleType="none" borderTopWidth="1px">
      {rows.map((row, index) => (
        <RowItem key={row.key} row={row} check={checks?.[index]} onRemove={onRemove} />
      ))}
    </Stack>
  );
}

function RowItem({
  row,
  check,
  onRemove,
}: {
  row: Row;
  check: RowCheck<QuickOrderRowProduct> | undefined;
  onRemove: (key: number) => void;
}) {
  const outcome = row.outcome && outcomeText(row.outcome);
  // Once added, the row says what became of it; before, what will not fit.
  const problem = outcome ? undefined : check && check.kind !== 'pending' ? check.problem : undefined;
  const problemId = `quick-order-row-${row.key}-problem`;
  const product = check?.kind === 'product' ? check.product : undefined;
  const result = (
    <Text
      gridColumn={check ? '1 / -1' : { base: '1 / -1', md: 'auto' }}
      gridRow={check ? undefined : { base: '3', md: 'auto' }}
      color={outcome ? TONES[outcome.tone] : undefined}
    >
      {outcome && <VisuallyHidden>{messages.outcome}: </VisuallyHidden>}
      {outcome?.text}
    </Text>
  );

  return (
    <Box
      as="li"
      aria-invalid={problem ? true : undefined}
      aria-describedby={problem ? problemId : undefined}
      display="grid"
      gridTemplateColumns={{
        base: check ? '3rem minmax(0, 1fr) auto' : 'minmax(0, 1fr) auto',
        md: check ? '3rem minmax(0, 3fr) 6rem 7rem 7rem auto' : 'minmax(0, 2fr) 6rem minmax(0, 3fr) auto',
      }}
      alignItems="center"
      columnGap="3"
      rowGap="1"
      py="2"
      borderBottomWidth="1px"
      bg={problem ? 'red.50' : undefined}
    >
      {check && (
        <Box gridRow={{ base: 'span 2', md: 'auto' }} alignSelf="start">
          {product ? <ProductThumbnail image={product.image} size={48} /> : <Box boxSize="48px" />}
        </Box>
      )}
      <Stack gap="0" minW="0">
        {product ? (
          <>
            <Text fontWeight="medium">{product.name}</Text>
            <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
              {messages.rowCodes(row.code, product.sku ?? null)}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {messages.inStock(product.stock)}
              {product.purchaseLimit != null && ` · ${messages.purchaseLimit(product.purchaseLimit)}`}
            </Text>
          </>
        ) : (
          <>
            <Text fontWeight="medium" wordBreak="break-all">
              {row.code}
            </Text>
            {check?.kind === 'pending' && (
              <Text fontSize="sm" color="fg.muted">
                {messages.lookingUp}
              </Text>
            )}
          </>
        )}
      </Stack>
      <Text
        gridColumn={check ? { base: '2', md: 'auto' } : { base: '1', md: 'auto' }}
        gridRow={{ base: '2', md: 'auto' }}
      >
        {messages.quantityLabel}: {row.quantity}
      </Text>
      {check && (
        <>
          <Text
            gridColumn={{ base: '2', md: 'auto' }}
            gridRow={{ base: '3', md: 'auto' }}
            fontSize="sm"
            color="fg.muted"
          >
            {product?.price ? `${messages.unitPrice}: ${formatMoney(product.price)}` : null}
          </Text>
          <Text
            gridColumn={{ base: '3', md: 'auto' }}
            gridRow={{ base: '2', md: 'auto' }}
            textAlign="end"
            fontWeight="semibold"
          >
            <VisuallyHidden>{messages.lineTotal}: </VisuallyHidden>
            {check.kind === 'product' && check.lineCents !== null
              ? formatMoney(formatCents(check.lineCents))
              : null}
          </Text>
        </>
      )}
      {/* Without a look-up the result has its own column, empty until the rows are added. */}
      {!check && result}
      <IconButton
        gridColumn={check ? { base: '3', md: 'auto' } : { base: '2', md: 'auto' }}
        gridRow={{ base: '1', md: 'auto' }}
        justifySelf="end"
        aria-label={messages.remove(row.code)}
        variant="ghost"
        size="sm"
        onClick={() => onRemove(row.key)}
      >
        <TrashIcon />
      </IconButton>
      {problem && (
        <Text gridColumn="1 / -1" color="red.700" fontSize="sm" fontWeight="medium">
          <VisuallyHidden>{messages.problem}: </VisuallyHidden>
          <span id={problemId}>{problem}</span>
        </Text>
      )}
      {check && outcome && result}
    </Box>
  );
}
