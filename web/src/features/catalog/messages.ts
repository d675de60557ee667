import { store } from '../../shared/config/store';

// Spec sections 2, 4, 5 and 9: what the product cards, the product page, the shops and the search page say.
export const productCardMessages = {
  inStock: 'In Stock',
  outOfStock: 'Out Of Stock',
  addToCart: 'Add to cart',
  addToWishlist: 'Add to Wishlist',
  removeFromWishlist: 'Remove from Wishlist',
  brand: 'Brand',
  price: 'Price',
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

export const shopMessages = {
  documentTitle: (name: string) => `${name} | ${store.name}`,
  shopTitle: 'Shop',
  loading: 'Loading...',
  filters: 'Filters',
  productsHeading: 'Products',
  closeFilters: 'Close filters',
  showResults: 'Show results',
  priceFilter: 'Price',
  minPrice: 'Min price',
  maxPrice: 'Max price',
  applyPrice: 'Apply',
  clearPrice: 'Clear',
  priceRangeInvalid: 'Min price must not be more than max price.',
  priceLoginHint: 'Log in to filter by price',
  categories: 'Categories',
  mainCategory: 'Category',
  subcategories: 'Subcategories',
  brands: 'Brands',
  brand: 'Brand',
  sortBy: 'Sort by',
  sortDefault: 'Default sorting',
  sortLowToHigh: 'Price: low to high',
  sortHighToLow: 'Price: high to low',
  perPage: 'Show',
  perPageOption: (size: number) => `${size} per page`,
  resultCount: (total: number) => (total === 1 ? '1 product' : `${total} products`),
  noMatches: 'No products match these filters.',
  clearFilters: 'Clear all filters',
  pagination: 'Pages',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: (page: number) => `Page ${page}`,
} as const;

export const searchMessages = {
  documentTitle: (term: string) => `Search results for “${term}” | ${store.name}`,
  emptyDocumentTitle: `Search | ${store.name}`,
  title: (term: string) => `Search results for “${term}”`,
  emptyTitle: 'Search',
  noItems: 'No Items Available.',
} as const;
