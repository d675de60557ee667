import { useQuery } from '@apollo/client/react';
import { Box, Button, Flex, Image, Link, Table, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { ConfirmDialog } from '../../shared/components/ConfirmDialog';
import { QueryState } from '../components/QueryState';
import { StaffPage } from '../components/StaffPage';
import { StaffSection } from '../components/StaffSection';
import { graphql } from '../gql';
import type { TaxonomyRoute_BrandFragment, TaxonomyRoute_CategoryFragment } from '../gql/graphql';
import { staffPaths } from '../lib/paths';
import { catalogMessages } from './messages';
import { TaxonImageDialog } from './TaxonImageDialog';
import { TaxonomyDialog } from './TaxonomyDialog';
import { taxonomyMessages as messages } from './taxonomyMessages';
import { useDeleteTaxonMutation } from './useTaxonomyMutations';

const TaxonomyRouteQuery = graphql(`
  query TaxonomyRoute {
    catalogTaxonomy {
      categories {
        ...TaxonomyRoute_category
      }
      brands {
        ...TaxonomyRoute_brand
      }
    }
  }
`);

type Category = TaxonomyRoute_CategoryFragment;
type Brand = TaxonomyRoute_BrandFragment;
type Dialog =
  | { kind: 'category'; taxon: Category | null; key: number }
  | { kind: 'brand'; taxon: Brand | null; key: number };

/**
 * /staff/catalog/categories (sales, admins): the categories in the buyers' menu order, each subcategory under its
 * parent, and the brands, each with how many products use it; create, edit (name, slug, parent), give a picture
 * (a category's) or a logo (a brand's), and delete what no product uses. On a phone each row is a card.
 */
export function TaxonomyRoute() {
  const { data, loading, error, refetch } = useQuery(TaxonomyRouteQuery);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState<{ kind: 'category' | 'brand'; taxon: Category | Brand } | null>(
    null,
  );
  const [remove, removing] = useDeleteTaxonMutation();
  // The row's id: the dialog reads the category or brand from the list, which each upload's answer updates.
  const [picture, setPicture] = useState<{ kind: 'category' | 'brand'; id: string } | null>(null);
  const taxonomy = data?.catalogTaxonomy;
  const categories = taxonomy?.categories ?? [];
  const topLevel = categories.filter(
    (category) => category.parentId === null || category.parentId === undefined,
  );
  const nameOf = new Map(categories.map((category) => [category.id, category.name]));

  const show = (next: Omit<Dialog, 'key'>) => {
    setDialog((current) => ({ ...next, key: (current?.key ?? 0) + 1 }) as Dialog);
    setOpen(true);
  };

  return (
    <StaffPage
      title={messages.title}
      subtitle={
        <Link asChild color="brand.700">
          <RouterLink to={staffPaths.catalog}>{catalogMessages.title}</RouterLink>
        </Link>
      }
    >
      <QueryState
        loading={loading}
        error={error}
        hasData={taxonomy !== undefined}
        onRetry={() => void refetch()}
      >
        {taxonomy && (
          <>
            <StaffSection
              title={messages.categories}
              action={
                <Button colorPalette="brand" onClick={() => show({ kind: 'category', taxon: null })}>
                  {messages.newCategory}
                </Button>
              }
            >
              {categories.length === 0 ? (
                <Text>{messages.noCategories}</Text>
              ) : (
                <TaxonomyTable
                  label={messages.categoriesTable}
                  columns={[messages.slug, messages.products, messages.subcategories]}
                  rows={categories.map((category) => ({
                    id: category.id,
                    name: category.name,
                    sub:
                      category.parentId != null
                        ? messages.subcategoryOf(nameOf.get(category.parentId) ?? '')
                        : undefined,
                    cells: [category.slug, category.productCount, category.subcategoryCount],
                    imageUrl: category.imageUrl,
                    picture: messages.picture('category'),
                    pictureLabel: messages.pictureLabel('category', category.name),
                    onPicture: () => setPicture({ kind: 'category', id: category.id }),
                    onEdit: () => show({ kind: 'category', taxon: category }),
                    onDelete: () => setDeleting({ kind: 'category', taxon: category }),
                  }))}
                />
              )}
            </StaffSection>
            <StaffSection
              title={messages.brands}
              action={
                <Button colorPalette="brand" onClick={() => show({ kind: 'brand', taxon: null })}>
                  {messages.newBrand}
                </Button>
              }
            >
              {taxonomy.brands.length === 0 ? (
                <Text>{messages.noBrands}</Text>
              ) : (
                <TaxonomyTable
                  label={messages.brandsTable}
                  columns={[messages.slug, messages.products]}
                  rows={taxonomy.brands.map((brand) => ({
                    id: brand.id,
                    name: brand.name,
                    cells: [brand.slug, brand.productCount],
                    imageUrl: brand.imageUrl,
                    picture: messages.picture('brand'),
                    pictureLabel: messages.pictureLabel('brand', brand.name),
                    onPicture: () => setPicture({ kind: 'brand', id: brand.id }),
                    onEdit: () => show({ kind: 'brand', taxon: brand }),
                    onDelete: () => setDeleting({ kind: 'brand', taxon: brand }),
                  }))}
                />
              )}
            </StaffSection>
          </>
        )}
      </QueryState>
      {dialog && (
        <TaxonomyDialog
          key={dialog.key}
          kind={dialog.kind}
          taxon={dialog.taxon}
          topLevel={topLevel}
          open={open}
          onClose={() => setOpen(false)}
        />
      )}
      {picture && taxonomy && (
        <PictureDialog
          kind={picture.kind}
          taxon={(picture.kind === 'category' ? categories : taxonomy.brands).find(
            (taxon) => taxon.id === picture.id,
          )}
          onClose={() => setPicture(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          open
          title={messages.deleteTitle(deleting.taxon.name)}
          description={messages.deleteDescription}
          confirmLabel={messages.deleteConfirm}
          cancelLabel={messages.cancel}
          loading={removing.loading}
          onAnswer={(confirmed) => {
            if (!confirmed) return setDeleting(null);
            void remove(deleting.kind, deleting.taxon).then(() => setDeleting(null));
          }}
        />
      )}
    </StaffPage>
  );
}

// From a tablet up a table; on a phone each row is a card, each value under its column's name.
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

/** The picture dialog of a row still listed (one deleted meanwhile has none). */
function PictureDialog({
  kind,
  taxon,
  onClose,
}: {
  kind: 'category' | 'brand';
  taxon: { id: string; name: string; imageUrl?: string | null | undefined } | undefined;
  onClose: () => void;
}) {
  if (!taxon) return null;
  return <TaxonImageDialog open kind={kind} taxon={taxon} onClose={onClose} />;
}

interface Row {
  id: string;
  name: string;
  /** Under the name: the parent of a subcategory. */
  sub?: string | undefined;
  cells: (string | number)[];
  /** The category's picture or brand's logo, shown small beside the name. */
  imageUrl?: string | null | undefined;
  /** The picture button's word: Picture or Logo. */
  picture: string;
  pictureLabel: string;
  onPicture: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

function TaxonomyTable({ label, columns, rows }: { label: string; columns: string[]; rows: Row[] }) {
  return (
    <Box
      borderWidth="1px"
      rounded="md"
      bg="white"
      overflow="hidden"
      css={{ mdDown: { borderWidth: '0', bg: 'transparent', overflow: 'visible' } }}
    >
      <Table.Root size="sm" aria-label={label} bg="transparent" css={cardsOnPhones}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{messages.name}</Table.ColumnHeader>
            {columns.map((column) => (
              <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
            ))}
            <Table.ColumnHeader position="relative">
              <Text srOnly>{messages.actions}</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id} bg="white">
              <Table.Cell as="th" scope="row" data-across="" textAlign="start" ps={row.sub ? '8' : undefined}>
                <Flex gap="3" align="center">
                  {row.imageUrl && (
                    // Decorative: the name beside it says what it is, the picture button opens it.
                    <Image
                      src={row.imageUrl}
                      alt=""
                      boxSize="8"
                      objectFit="contain"
                      bg="white"
                      flexShrink={0}
                    />
                  )}
                  <Box>
                    <Text fontWeight="semibold">{row.name}</Text>
                    {row.sub && (
                      <Text fontSize="sm" color="fg.muted">
                        {row.sub}
                      </Text>
                    )}
                  </Box>
                </Flex>
              </Table.Cell>
              {row.cells.map((cell, index) => (
                <Value key={columns[index]} label={columns[index]!}>
                  {typeof cell === 'number' ? cell.toLocaleString('en-US') : cell}
                </Value>
              ))}
              <Table.Cell data-across="" textAlign="end">
                <Flex gap="2" justify="end" wrap="wrap" css={{ mdDown: { '& > button': { flex: '1' } } }}>
                  <Button size="sm" variant="outline" aria-label={row.pictureLabel} onClick={row.onPicture}>
                    {row.picture}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={messages.editLabel(row.name)}
                    onClick={row.onEdit}
                  >
                    {messages.edit}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    aria-label={messages.deleteLabel(row.name)}
                    onClick={row.onDelete}
                  >
                    {messages.delete}
                  </Button>
                </Flex>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function Value({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Cell>
      <Box as="span" display="none" fontSize="xs" color="fg.muted" css={{ mdDown: { display: 'block' } }}>
        {label}
      </Box>
      {children}
    </Table.Cell>
  );
}
