import { store } from '../config/store';

// Spec sections 4, 5 and 9: what the product cards and the product page say.
export const productCardMessages = {
  inStock: 'In Stock',
  outOfStock: 'Out Of Stock',
  addToCart: 'Add to cart',
  addToWishlist: 'Add to Wishlist',
  removeFromWishlist: 'Remove from Wishlist',
  brand: 'Brand',
  price: 'Price',
  /** Issue 17: where a visitor's price would be, why there is none (the actions below lead to it). */
  priceLoginHint: 'Log in to see wholesale prices',
  /** Issue 33 item 3: a visitor's actions instead of Add to cart. */
  login: 'Log in',
  apply: 'Apply for a wholesale account',
  /** Issue 33 item 0: a customer who is logged in but not approved yet, where the price would be. */
  awaitingApproval: 'Your account awaits approval',
  awaitingApprovalDetail:
    'Wholesale prices and ordering open once the store has reviewed your licence. We e-mail you when it is done.',
  yourAccount: 'Go to your account',
  /** Issue 33 item 5: a card's bookmark button, named after its product. */
  saveToList: (name: string) => `Save ${name} to a list`,
} as const;

export const productMessages = {
  documentTitle: (name: string) => `${name} | ${store.name}`,
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  brand: 'Brand',
  sku: 'SKU',
  category: 'Category',
  itemCode: 'Item code',
  barcode: 'Barcode',
  price: 'Price',
  quantity: 'Quantity',
  decreaseQuantity: 'Decrease quantity',
  increaseQuantity: 'Increase quantity',
  freeShipping: 'Free Shipping apply to all orders over $100',
  returns: '1 Day Returns if you change your mind',
  gallery: 'Product images',
  showImage: (index: number, count: number) => `Show image ${index} of ${count}`,
  relatedProducts: 'Related products',
  recentlyViewed: 'Recently Viewed Products',
  loading: 'Loading...',
  searchProducts: 'Search the catalog',
} as const;

export const carouselMessages = {
  previous: 'Previous products',
  next: 'Next products',
} as const;

/** Issue 17 item 15: what the buyer has ordered before, on the home page and the dashboard. */
export const buyAgainMessages = {
  title: 'Buy again',
  intro: 'What you order most, ready to add to your cart.',
  lastOrdered: (date: string) => `Last ordered ${date}`,
  usually: (quantity: number, times: number) =>
    `You usually order ${quantity} · on ${times} ${times === 1 ? 'order' : 'orders'}`,
} as const;
