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

// A table from a tablet up; on a phone each row is a card whose values carry their column's name.
const TABLE = { base: 'block', md: 'table' } as const;
const GROUP = { base: 'block', md: 'table-row-group' } as const;
const CELL = { base: 'block', md: 'table-cell' } as const;

function ProductTable({
  products,
  onEdit,
}: {
  products: readonly Product[];
  onEdit: (product: Product) => void;
}) {
  return (
    <Box borderWidth={{ md: '1px' }} rounded="md" bg={{ md: 'white' }} overflow="hidden">
      <Table.Root size="sm" display={TABLE} aria-label={messages.table}>
        <Table.Header display={{ base: 'none', md: 'table-header-group' }}>
          <Table.Row>
            <Table.ColumnHeader>{messages.name}</Table.ColumnHeader>
            <Table.ColumnHeader>{messages.sku}</Table.ColumnHeader>
            <Table.ColumnHeader>{messages.category}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{messages.stock}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{messages.purchaseLimit}</Table.ColumnHeader>
            <Table.ColumnHeader>{messages.promoted}</Table.ColumnHeader>
            <Table.ColumnHeader>{messages.recommended}</Table.ColumnHeader>
            <Table.ColumnHeader>
              <Text srOnly>{messages.edit}</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body display={GROUP}>
          {products.map((product) => (
            <Table.Row
              key={product.id}
              display={{ base: 'grid', md: 'table-row' }}
              gridTemplateColumns="1fr 1fr"
              columnGap="4"
              rowGap="2"
              p={{ base: '4', md: '0' }}
              mb={{ base: '3', md: '0' }}
              borderWidth={{ base: '1px', md: '0' }}
              rounded={{ base: 'md', md: 'none' }}
              bg="white"
            >
              <Table.Cell
                as="th"
                scope="row"
                display={CELL}
                gridColumn="1 / -1"
                fontWeight="semibold"
                textAlign="start"
                p={{ base: '0', md: undefined }}
                borderWidth={{ base: '0', md: undefined }}
              >
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
              <Table.Cell
                display={CELL}
                gridColumn="1 / -1"
                textAlign="end"
                p={{ base: '0', md: undefined }}
                borderWidth={{ base: '0', md: undefined }}
              >
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={messages.editLabel(product.name)}
                  onClick={() => onEdit(product)}
                  w={{ base: 'full', md: 'auto' }}
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

/** One value of a product: a table cell, or on a phone the column's name above the value. */
function Value({ label, numeric = false, children }: { label: string; numeric?: boolean; children: string }) {
  return (
    <Table.Cell
      display={CELL}
      textAlign={{ base: 'start', md: numeric ? 'end' : 'start' }}
      p={{ base: '0', md: undefined }}
      borderWidth={{ base: '0', md: undefined }}
    >
      <Box as="span" display={{ base: 'block', md: 'none' }} fontSize="xs" color="fg.muted">
        {label}
      </Box>
      {children}
    </Table.Cell>
  );
}
