import { Badge, Button, chakra, defineRecipe, IconButton } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';

import { type FragmentType, getFragmentData, graphql } from '../../gql/index';
import { useAddToCartMutation } from '../commerce/useAddToCartMutation';
import { useWishlistMutations } from '../commerce/useWishlistMutations';
import { formatMoney } from '../lib/money';
import { productPath } from '../lib/catalogPaths';
import { maxQuantity as quantityLimit } from './quantity';
import { productCardMessages as messages } from './messages';
import { HeartIcon } from '../components/icons';
import { ProductImage } from './ProductImage';
import { QuantityStepper } from './QuantityStepper';
import { SaveToListButton } from '../lists/SaveToListButton';
import { noPriceHint, useNoPriceReason } from './NoPrice';
import { ApplyForAccountLink, VisitorLoginButton } from './VisitorActions';

export const ProductCardFragment = graphql(`
  fragment ProductCard_product on Product {
    id
    name
    slug
    image {
      url
      alt
    }
    brand {
      id
      name
    }
    price {
      amount
      currencyCode
    }
    stock
    inStock
    purchaseLimit
    inWishlist
  }
`);

/** What sets the cards of one block apart (spec section 9: the recommended and recently viewed cards). */
export interface ProductCardVariant {
  /** Adds a quantity box, from 1 up to this (and never above the stock or the purchase limit). */
  maxQuantity?: number;
  /** The image's height in px; square by default. */
  imageHeight?: number;
}

interface ProductCardProps extends ProductCardVariant {
  product: FragmentType<typeof ProductCardFragment>;
  /** Cards high on the page load their image at once. */
  eagerImage?: boolean;
}

/**
 * The card's styles, in one recipe on its root: the parts inside are plain elements (`data-part`), so a page of
 * forty cards asks Chakra for a few styled elements per card (root, image, badge, buttons), not for every box.
 */
const productCardRecipe = defineRecipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    h: 'full',
    borderWidth: '1px',
    borderRadius: 'md',
    bg: 'bg',
    overflow: 'hidden',
    transition: 'box-shadow 0.2s',
    _hover: { shadow: 'md' },
    '& [data-part=image]': { display: 'block', bg: 'white', p: '3' },
    '& [data-part=body]': { display: 'flex', flexDirection: 'column', gap: '1.5', p: '3', flex: '1' },
    '& [data-part=brand]': {
      fontSize: 'xs',
      color: 'fg.muted',
      textTransform: 'uppercase',
      letterSpacing: 'wide',
    },
    '& [data-part=name]': { fontWeight: 'semibold', lineHeight: 'short' },
    // The clamp is on the link, not the heading: a clamped heading hides a long name's third line, but its inline
    // link still covers the space below (the login link there would be half hidden from a tap, axe target-size).
    '& [data-part=name] a': {
      lineClamp: '2',
      color: 'fg',
      textDecoration: 'none',
      borderRadius: 'l1',
      _hover: { color: 'brand.700', textDecoration: 'underline' },
      focusVisibleRing: 'outside',
    },
    '& [data-part=price]': { fontWeight: 'bold', color: 'brand.700' },
    '& [data-part=price-hint]': { fontSize: 'sm', color: 'fg.muted' },
    '& [data-part=label]': { srOnly: true },
    '& [data-part=quantity]': { pt: '2' },
    '& [data-part=actions]': { display: 'flex', alignItems: 'center', mt: 'auto', pt: '2', gap: '2' },
  },
});

const CardRoot = chakra('article', productCardRecipe);

/**
 * A product in a grid or carousel: image, name, brand, price, stock and the two actions; with a quantity box where
 * the block asks for one, Add to cart adds the chosen quantity (1 otherwise). A visitor sees no price and, instead of
 * Add to cart, Log in (coming back here) and Apply for a wholesale account.
 */
export function ProductCard({
  product: productRef,
  eagerImage = false,
  maxQuantity,
  imageHeight,
}: ProductCardProps) {
  const product = getFragmentData(ProductCardFragment, productRef);
  const nameId = useId();
  const [quantity, setQuantity] = useState(1);
  const [addToCart, { loading: adding }] = useAddToCartMutation();
  const wishlist = useWishlistMutations();
  const href = productPath(product);
  // Without a quantity box the card adds one; with one, never more than the box allows (the stock may have fallen).
  const limit = maxQuantity === undefined ? 1 : quantityLimit(product, maxQuantity);
  // Prices come to approved customers only (DESIGN.md): without one, a visitor logs in or applies instead, and a
  // customer awaiting approval is told so (with nothing to add to a cart).
  const noPriceReason = useNoPriceReason();
  const noPrice = !product.price;
  const visitor = noPrice && noPriceReason === 'visitor';

  return (
    <CardRoot aria-labelledby={nameId}>
      <RouterLink to={href} tabIndex={-1} aria-hidden data-part="image">
        <ProductImage
          image={product.image}
          width={300}
          height={300}
          eager={eagerImage}
          w="full"
          {...(imageHeight ? { h: `${imageHeight}px` } : { aspectRatio: '1' })}
        />
      </RouterLink>
      <div data-part="body">
        {product.brand && (
          <p data-part="brand">
            <span data-part="label">{messages.brand}: </span>
            {product.brand.name}
          </p>
        )}
        <h3 id={nameId} data-part="name">
          <RouterLink to={href}>{product.name}</RouterLink>
        </h3>
        {product.price ? (
          <p data-part="price">
            <span data-part="label">{messages.price}: </span>
            {formatMoney(product.price)}
          </p>
        ) : (
          // Say why, where the price would be (a visitor's actions below lead to the login).
          <p data-part="price-hint">{noPriceHint(noPriceReason)}</p>
        )}
        <Badge alignSelf="start" colorPalette={product.inStock ? 'green' : 'red'} variant="subtle">
          {product.inStock ? messages.inStock : messages.outOfStock}
        </Badge>
        {noPrice || maxQuantity === undefined ? null : (
          <div data-part="quantity">
            <QuantityStepper
              size="sm"
              value={quantity}
              onChange={setQuantity}
              max={limit}
              disabled={!product.inStock}
            />
          </div>
        )}
        <div data-part="actions">
          {visitor ? (
            <VisitorLoginButton flex="1" size="sm" />
          ) : noPrice ? (
            // Awaiting approval: the hint above says why; the heart keeps its place at the end.
            <chakra.span flex="1" />
          ) : (
            <Button
              flex="1"
              size="sm"
              colorPalette="brand"
              loading={adding}
              disabled={!product.inStock}
              onClick={() => void addToCart(product.id, Math.min(quantity, limit))}
            >
              {messages.addToCart}
            </Button>
          )}
          <IconButton
            size="sm"
            variant={product.inWishlist ? 'solid' : 'outline'}
            colorPalette={product.inWishlist ? 'red' : 'gray'}
            aria-label={product.inWishlist ? messages.removeFromWishlist : messages.addToWishlist}
            loading={wishlist.loading}
            onClick={() =>
              void (product.inWishlist
                ? wishlist.removeFromWishlist(product.id)
                : wishlist.addToWishlist(product.id))
            }
          >
            <HeartIcon fill={product.inWishlist ? 'currentColor' : 'none'} />
          </IconButton>
          {noPrice ? null : (
            <SaveToListButton
              iconOnly
              size="sm"
              label={messages.saveToList(product.name)}
              lines={[{ productId: product.id, quantity: Math.min(quantity, limit) }]}
            />
          )}
        </div>
        {visitor && <ApplyForAccountLink variant="link" />}
      </div>
    </CardRoot>
  );
}
