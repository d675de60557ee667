import { Badge, Button, Checkbox, Link, Table, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

import { type FragmentType, getFragmentData } from '../../../../gql';
import { useAddToCartMutation } from '../../../../shared/commerce/useAddToCartMutation';
import { formatMoney } from '../../../../shared/lib/money';
import { ProductThumbnail } from '../../components/ProductThumbnail';
import { stackedTableCss } from '../../components/stackedTable';
import { productPath } from '../../lib/productPath';
import { wishlistMessages as messages } from '../../messages';
import { WishlistRowFragment } from '../api/wishlistFragments';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

interface WishlistTableProps {
  items: readonly FragmentType<typeof WishlistRowFragment>[];
  /** Ids of the selected products. */
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
}

/** The wishlist: a checkbox, picture, name, unit price, date added, stock status and Add to Cart per product. */
export function WishlistTable(props: WishlistTableProps) {
  const items = props.items.map((item) => getFragmentData(WishlistRowFragment, item));
  const { selected, onSelectedChange } = props;
  const [addToCart, { loading: adding }] = useAddToCartMutation();

  const allSelected = items.length > 0 && items.every((item) => selected.has(item.product.id));
  const someSelected = !allSelected && items.some((item) => selected.has(item.product.id));

  const select = (productId: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(productId);
    else next.delete(productId);
    onSelectedChange(next);
  };

  return (
    <Table.Root size="sm" css={stackedTableCss}>
      <Table.Caption srOnly>{messages.tableCaption}</Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader w="10">
            <Checkbox.Root
              colorPalette="brand"
              size="lg"
              checked={allSelected ? true : someSelected ? 'indeterminate' : false}
              onCheckedChange={(details) =>
                onSelectedChange(
                  new Set(details.checked === true ? items.map((item) => item.product.id) : []),
                )
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label srOnly>{messages.selectAll}</Checkbox.Label>
            </Checkbox.Root>
          </Table.ColumnHeader>
          <Table.ColumnHeader>
            <VisuallyHidden>{messages.image}</VisuallyHidden>
          </Table.ColumnHeader>
          <Table.ColumnHeader>{messages.product}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{messages.unitPrice}</Table.ColumnHeader>
          <Table.ColumnHeader>{messages.dateAdded}</Table.ColumnHeader>
          <Table.ColumnHeader>{messages.stockStatus}</Table.ColumnHeader>
          <Table.ColumnHeader>
            <VisuallyHidden>{messages.actions}</VisuallyHidden>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {items.map(({ id, addedAt, product }) => (
          <Table.Row key={id}>
            <Table.Cell>
              <Checkbox.Root
                colorPalette="brand"
                size="lg"
                checked={selected.has(product.id)}
                onCheckedChange={(details) => select(product.id, details.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label srOnly>{messages.select(product.name)}</Checkbox.Label>
              </Checkbox.Root>
            </Table.Cell>
            <Table.Cell>
              <ProductThumbnail image={product.image} />
            </Table.Cell>
            <Table.Cell data-label={messages.product} fontWeight="medium">
              <Link asChild color="brand.700">
                <RouterLink to={productPath(product)}>{product.name}</RouterLink>
              </Link>
            </Table.Cell>
            <Table.Cell data-label={messages.unitPrice} textAlign="end">
              {product.price ? formatMoney(product.price) : null}
            </Table.Cell>
            <Table.Cell data-label={messages.dateAdded}>
              {/* A store that keeps no date (the specification's API) leaves the cell empty. */}
              {addedAt ? (
                <time dateTime={String(addedAt)}>{dateFormat.format(new Date(String(addedAt)))}</time>
              ) : null}
            </Table.Cell>
            <Table.Cell data-label={messages.stockStatus}>
              <Badge colorPalette={product.inStock ? 'green' : 'red'} variant="subtle">
                {product.inStock ? messages.inStock : messages.outOfStock}
              </Badge>
            </Table.Cell>
            <Table.Cell textAlign="end">
              <Button
                size="sm"
                colorPalette="brand"
                aria-label={messages.addToCartLabel(product.name)}
                disabled={!product.inStock || adding}
                onClick={() => void addToCart(product.id)}
              >
                {messages.addToCart}
              </Button>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
