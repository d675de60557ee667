import { store } from '../../shared/config/store';

// Spec sections 2, 4, 5 and 9: what the product cards, the product page, the shops and the search page say.
// The product card's and product page's words are in shared/product, beside the card, which home shows too.
export { productCardMessages, productMessages } from '../../shared/product/messages';

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
