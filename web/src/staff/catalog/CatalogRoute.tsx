import { useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Flex, Input, Link, Table, Text } from '@chakra-ui/react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { ConfirmDialog } from '../../shared/components/ConfirmDialog';
import { FormField } from '../../shared/components/FormField';
import { Select } from '../../shared/components/Select';
import { QueryState } from '../components/QueryState';
import { StaffPage } from '../components/StaffPage';
import { StaffPageNumbers, usePageParam } from '../components/StaffPageNumbers';
import { graphql } from '../gql';
import type { CatalogProduct_ProductFragment, ProductStatus, StockLevel } from '../gql/graphql';
import { formatAmount } from '../lib/format';
import { staffPaths } from '../lib/paths';
import { mayChangeCatalog, useStaffMe } from '../session';
import { EditProductDialog } from './EditProductDialog';
import { catalogMessages as messages } from './messages';
import { PicturesDialog } from './PicturesDialog';
import { ProductDialog } from './ProductDialog';
import { taxonomyMessages } from './taxonomyMessages';
import { useArchiveProductMutation } from './useCatalogMutations';

const CatalogRouteQuery = graphql(`
  query CatalogRoute(
    $search: String
    $stock: StockLevel
    $status: ProductStatus
    $page: Int!
    $perPage: Int!
  ) {
    products(search: $search, stock: $stock, status: $status, page: $page, perPage: $perPage) {
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

const STOCK_LEVELS: Record<string, StockLevel> = { low: 'LOW', out: 'OUT' };

/** The filters of the address: `?stock=low|out` and `?status=archived`. */
function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const stock = STOCK_LEVELS[params.get('stock') ?? ''] ?? null;
  const status: ProductStatus = params.get('status') === 'archived' ? 'ARCHIVED' : 'ACTIVE';
  const set = (name: 'stock' | 'status', value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === '') next.delete(name);
      else next.set(name, value);
      next.delete('page');
      return next;
    });
  return { stock, status, set };
}

type Dialog =
  | { kind: 'stock' | 'details' | 'pictures' | 'archive' | 'restore'; product: Product; key: number }
  | { kind: 'create'; product: null; key: number };

/**
 * /staff/catalog (every role): products by name, searched, filtered by stock and archived, paged in the address,
 * with their price, stock, purchase limit and home page flags. The warehouse changes stock (Edit); sales create
 * products, edit their details and pictures, and archive or restore them. On a phone each product is a card.
 */
export function CatalogRoute() {
  const search = useSearchParam();
  const page = usePageParam();
  const filters = useFilterParams();
  const { me } = useStaffMe();
  const content = me !== null && mayChangeCatalog(me.role, 'content');
  const stock = me !== null && mayChangeCatalog(me.role, 'stock');
  const { data, loading, error, refetch } = useQuery(CatalogRouteQuery, {
    variables: {
      search: search === '' ? null : search,
      stock: filters.stock,
      status: filters.status,
      page,
      perPage: PER_PAGE,
    },
  });
  // A dialog keeps its product while it closes; a new key each time one opens starts its form afresh.
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [open, setOpen] = useState(false);
  const [setArchived, archiving] = useArchiveProductMutation();
  const products = data?.products;
  const show = (next: Omit<Dialog, 'key'>) => {
    setDialog((current) => ({ ...next, key: (current?.key ?? 0) + 1 }) as Dialog);
    setOpen(true);
  };
  const close = () => setOpen(false);
  // The product as the cache has it now (a picture added shows at once in its dialog).
  const current = dialog?.product
    ? (products?.items.find((product) => product.id === dialog.product?.id) ?? dialog.product)
    : null;

  return (
    <StaffPage
      title={messages.title}
      subtitle={products && <Text color="fg.muted">{messages.count(products.total)}</Text>}
    >
      <Flex gap="4" align="end" wrap="wrap" justify="space-between">
        <SearchForm key={search} search={search} />
        <Flex gap="2" wrap="wrap" align="center">
          {content && (
            <Button asChild variant="outline">
              <RouterLink to={staffPaths.taxonomy}>{taxonomyMessages.link}</RouterLink>
            </Button>
          )}
          {/* The warehouse imports too: its file changes stock only. */}
          {me !== null && mayChangeCatalog(me.role, 'import') && (
            <Button asChild variant="outline">
              <RouterLink to={staffPaths.productImport}>{taxonomyMessages.importLink}</RouterLink>
            </Button>
          )}
          {content && (
            <Button colorPalette="brand" onClick={() => show({ kind: 'create', product: null })}>
              {messages.newProduct}
            </Button>
          )}
        </Flex>
      </Flex>
      <Flex gap="4" wrap="wrap" role="group" aria-label={messages.filters}>
        <FormField label={messages.stockFilter} maxW="14rem">
          <Select
            value={filters.stock === null ? '' : filters.stock.toLowerCase()}
            onChange={(event) => filters.set('stock', event.target.value)}
          >
            <option value="">{messages.anyStock}</option>
            <option value="low">{messages.lowStock}</option>
            <option value="out">{messages.outOfStock}</option>
          </Select>
        </FormField>
        <FormField label={messages.statusFilter} maxW="14rem">
          <Select
            value={filters.status === 'ARCHIVED' ? 'archived' : ''}
            onChange={(event) => filters.set('status', event.target.value)}
          >
            <option value="">{messages.onSale}</option>
            <option value="archived">{messages.archived}</option>
          </Select>
        </FormField>
      </Flex>
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
              actions={(product) => (
                <ProductActions
                  product={product}
                  content={content}
                  stock={stock}
                  onOpen={(kind) => show({ kind, product })}
                />
              )}
            />
            <StaffPageNumbers page={products.page} perPage={products.perPage} total={products.total} />
          </>
        )}
      </QueryState>
      {dialog?.kind === 'stock' && current && (
        <EditProductDialog key={dialog.key} product={current} open={open} onClose={close} />
      )}
      {(dialog?.kind === 'details' || dialog?.kind === 'create') && (
        <ProductDialog
          key={dialog.key}
          product={current}
          open={open}
          onClose={close}
          onCreated={(product) => show({ kind: 'pictures', product })}
        />
      )}
      {dialog?.kind === 'pictures' && current && (
        <PicturesDialog key={dialog.key} product={current} open={open} onClose={close} />
      )}
      {(dialog?.kind === 'archive' || dialog?.kind === 'restore') && current && (
        <ConfirmDialog
          open={open}
          title={
            dialog.kind === 'archive'
              ? messages.archiveTitle(current.name)
              : messages.restoreTitle(current.name)
          }
          description={dialog.kind === 'archive' ? messages.archiveDescription : messages.restoreDescription}
          confirmLabel={dialog.kind === 'archive' ? messages.archiveConfirm : messages.restoreConfirm}
          cancelLabel={messages.cancel}
          loading={archiving.loading}
          onAnswer={(confirmed) => {
            if (!confirmed) return close();
            void setArchived(current, dialog.kind === 'archive').then(close);
          }}
        />
      )}
    </StaffPage>
  );
}

/** What the member's role may do with a product: stock (warehouse), details, pictures, archive (sales). */
function ProductActions({
  product,
  content,
  stock,
  onOpen,
}: {
  product: Product;
  content: boolean;
  stock: boolean;
  onOpen: (kind: 'stock' | 'details' | 'pictures' | 'archive' | 'restore') => void;
}) {
  const archived = product.archivedAt !== null && product.archivedAt !== undefined;
  return (
    <Flex gap="2" wrap="wrap" justify="end" css={{ mdDown: { '& > button': { flex: '1' } } }}>
      {stock && !archived && (
        <Button
          size="sm"
          variant="outline"
          aria-label={messages.editLabel(product.name)}
          onClick={() => onOpen('stock')}
        >
          {messages.edit}
        </Button>
      )}
      {content && !archived && (
        <>
          <Button
            size="sm"
            variant="outline"
            aria-label={messages.detailsLabel(product.name)}
            onClick={() => onOpen('details')}
          >
            {messages.details}
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={messages.picturesLabel(product.name)}
            onClick={() => onOpen('pictures')}
          >
            {messages.pictures}
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            aria-label={messages.archiveLabel(product.name)}
            onClick={() => onOpen('archive')}
          >
            {messages.archive}
          </Button>
        </>
      )}
      {content && archived && (
        <Button
          size="sm"
          variant="outline"
          aria-label={messages.restoreLabel(product.name)}
          onClick={() => onOpen('restore')}
        >
          {messages.restore}
        </Button>
      )}
    </Flex>
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
  actions,
}: {
  products: readonly Product[];
  actions: (product: Product) => ReactNode;
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
            <Table.ColumnHeader textAlign="end">{messages.price}</Table.ColumnHeader>
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
                {product.archivedAt && (
                  <Badge ms="2" colorPalette="gray">
                    {messages.archivedBadge}
                  </Badge>
                )}
              </Table.Cell>
              <Value label={messages.sku}>{product.sku ?? '—'}</Value>
              <Value label={messages.category}>{product.category.name}</Value>
              <Value label={messages.price} numeric>
                {formatAmount(product.price)}
              </Value>
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
                {actions(product)}
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
