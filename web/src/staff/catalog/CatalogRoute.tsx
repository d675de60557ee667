import { useQuery } from '@apollo/client/react';
import { Box, Button, Flex, Input, Link, Table, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { FormField } from '../../shared/components/FormField';
import { QueryState } from '../components/QueryState';
import { StaffPage } from '../components/StaffPage';
import { StaffPageNumbers, usePageParam } from '../components/StaffPageNumbers';
import { graphql } from '../gql';
import type { CatalogProduct_ProductFragment } from '../gql/graphql';
import { staffPaths } from '../lib/paths';
import { EditProductDialog } from './EditProductDialog';
import { catalogMessages as messages } from './messages';

const CatalogRouteQuery = graphql(`
  query CatalogRoute($search: String, $page: Int!, $perPage: Int!) {
    products(search: $search, page: $page, perPage: $perPage) {
      items {
        ...CatalogProduct_product
      }
      page
      perPage
      total
    }
  }
`);

const PER_PAGE = 25;
// The store's bound on a search (staff.graphql).
const SEARCH_MAX = 100;

type Product = CatalogProduct_ProductFragment;

/** The search of the address (`?q=`), trimmed; empty for none. */
function useSearchParam(): string {
  const [params] = useSearchParams();
  return (params.get('q') ?? '').trim().slice(0, SEARCH_MAX);
}

/**
 * /staff/catalog (admins, warehouse): products by name, searched and paged in the address, with their stock,
 * purchase limit and home page flags; Edit opens a product's dialog. On a phone each product is a card.
 */
export function CatalogRoute() {
  const search = useSearchParam();
  const page = usePageParam();
  const { data, loading, error, refetch } = useQuery(CatalogRouteQuery, {
    variables: { search: search === '' ? null : search, page, perPage: PER_PAGE },
  });
  // The dialog keeps its product while it closes; a new key each time it opens starts its form afresh.
  const [editing, setEditing] = useState<{ product: Product; key: number } | null>(null);
  const [open, setOpen] = useState(false);
  const products = data?.products;

  return (
    <StaffPage
      title={messages.title}
      subtitle={products && <Text color="fg.muted">{messages.count(products.total)}</Text>}
    >
      <SearchForm key={search} search={search} />
      <QueryState
        loading={loading}
        error={error}
        hasData={products !== undefined}
        onRetry={() => void refetch()}
      >
        {products && products.items.length === 0 && (
          <Text>{search === '' ? messages.empty : messages.noMatch(search)}</Text>
        )}
        {products && products.items.length > 0 && (
          <>
            <ProductTable
              products={products.items}
              onEdit={(product) => {
                setEditing((current) => ({ product, key: (current?.key ?? 0) + 1 }));
                setOpen(true);
              }}
            />
            <StaffPageNumbers page={products.page} perPage={products.perPage} total={products.total} />
          </>
        )}
      </QueryState>
      {editing && (
        <EditProductDialog
          key={editing.key}
          product={editing.product}
          open={open}
          onClose={() => setOpen(false)}
        />
      )}
    </StaffPage>
  );
}

/** The search box: a search sets `?q=` and goes back to the first page. */
function SearchForm({ search }: { search: string }) {
  const [, setParams] = useSearchParams();
  const [text, setText] = useState(search);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = text.trim();
    setParams(next === '' ? {} : { q: next });
  };

  return (
    <form role="search" onSubmit={submit}>
      <Flex gap="2" align="end" wrap="wrap">
        <FormField label={messages.search} flex="1" minW="16rem" maxW="md">
          <Input
            type="search"
            name="q"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={messages.searchPlaceholder}
            maxLength={SEARCH_MAX}
            bg="white"
          />
        </FormField>
        <Button type="submit" colorPalette="brand">
          {messages.searchSubmit}
        </Button>
        {search !== '' && (
          <Link asChild color="brand.700" alignSelf="center">
            <RouterLink to={staffPaths.catalog}>{messages.clearSearch}</RouterLink>
          </Link>
        )}
      </Flex>
    </form>
  );
}

// A table from a tablet up. On a phone each product is a card: the name across the top, the values two by two, each
// under its column's name (the column headers are hidden there), the Edit button across the bottom.
const cardsOnPhones = {
  mdDown: {
    display: 'block',
    '& thead': { display: 'none' },
    '& tbody': { display: 'block' },
    '& tr': {
      display: 'grid',
      gridTemplateColumns: '1fr 1fr',
      columnGap: '4',
      rowGap: '2',
      p: '4',
      mb: '3',
      borderWidth: '1px',
      rounded: 'md',
    },
    '& th, & td': { display: 'block', p: '0', borderWidth: '0', textAlign: 'start' },
    '& [data-across]': { gridColumn: '1 / -1' },
  },
} as const;

function ProductTable({
  products,
  onEdit,
}: {
  products: readonly Product[];
  onEdit: (product: Product) => void;
}) {
  return (
    <Box
      borderWidth="1px"
      rounded="md"
      bg="white"
      overflow="hidden"
      css={{ mdDown: { borderWidth: '0', bg: 'transparent', overflow: 'visible' } }}
    >
      <Table.Root size="sm" aria-label={messages.table} bg="transparent" css={cardsOnPhones}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{messages.name}</Table.ColumnHeader>
            <Table.ColumnHeader>{messages.sku}</Table.ColumnHeader>
            <Table.ColumnHeader>{messages.category}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{messages.stock}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{messages.purchaseLimit}</Table.ColumnHeader>
            <Table.ColumnHeader>{messages.promoted}</Table.ColumnHeader>
            <Table.ColumnHeader>{messages.recommended}</Table.ColumnHeader>
            {/* Relative: the hidden name stays inside the table's scrolling box, not past the page's edge. */}
            <Table.ColumnHeader position="relative">
              <Text srOnly>{messages.edit}</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {products.map((product) => (
            <Table.Row key={product.id} bg="white">
              <Table.Cell as="th" scope="row" data-across="" fontWeight="semibold" textAlign="start">
                {product.name}
              </Table.Cell>
              <Value label={messages.sku}>{product.sku ?? '—'}</Value>
              <Value label={messages.category}>{product.category.name}</Value>
              <Value label={messages.stock} numeric>
                {product.stock.toLocaleString('en-US')}
              </Value>
              <Value label={messages.purchaseLimit} numeric>
                {product.purchaseLimit === null || product.purchaseLimit === undefined
                  ? messages.noLimit
                  : product.purchaseLimit.toLocaleString('en-US')}
              </Value>
              <Value label={messages.promoted}>{product.promoted ? messages.yes : messages.no}</Value>
              <Value label={messages.recommended}>{product.recommended ? messages.yes : messages.no}</Value>
              <Table.Cell data-across="" textAlign="end">
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={messages.editLabel(product.name)}
                  onClick={() => onEdit(product)}
                  css={{ mdDown: { w: 'full' } }}
                >
                  {messages.edit}
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** One value of a product: a table cell, or on a phone its column's name above the value. */
function Value({ label, numeric = false, children }: { label: string; numeric?: boolean; children: string }) {
  return (
    <Table.Cell textAlign={numeric ? 'end' : 'start'}>
      <Box as="span" display="none" fontSize="xs" color="fg.muted" css={{ mdDown: { display: 'block' } }}>
        {label}
      </Box>
      {children}
    </Table.Cell>
  );
}
