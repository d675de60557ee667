import { describe, expect, it } from 'vitest';
import { paginate, product, TOKENS } from './support/contract.js';
import { ok, refuse } from './support/fake-store.js';
import { graphql } from './support/gateway.js';
import { useContractGateway } from './support/contract-gateway.js';

const setup = useContractGateway({ CATALOG_CACHE_TTL_MS: '0' });

const alice = { token: TOKENS.alice };

describe('the catalog', () => {
  it('lists the category tree with parents and children', async () => {
    const response = await graphql(
      setup.gw.url,
      '{ categories { id slug name parentId children { slug parent { slug } } } }',
    );
    expect(response.body.data).toEqual({
      categories: [
        {
          id: '1',
          slug: 'premium-cigar',
          name: 'Premium Cigars',
          parentId: null,
          children: [{ slug: 'premium-cigar-robusto', parent: { slug: 'premium-cigar' } }],
        },
        { id: '3', slug: 'cigar', name: 'Cigars', parentId: null, children: [] },
      ],
    });
  });

  it('finds one category by slug with its subcategories and brands', async () => {
    const response = await graphql(
      setup.gw.url,
      '{ category(slug: "premium-cigar") { name children { slug } brands { id name logo { url alt } } } }',
    );
    expect(response.body.data).toEqual({
      category: {
        name: 'Premium Cigars',
        children: [{ slug: 'premium-cigar-robusto' }],
        brands: [
          {
            id: '1',
            name: 'Arturo Fuente',
            logo: { url: '/storage/brands/1.png', alt: 'Arturo Fuente logo' },
          },
          { id: '2', name: 'Padron', logo: { url: '/storage/brands/2.png', alt: 'Padron logo' } },
        ],
      },
    });
    expect(setup.store.callsTo('single-category')[0]?.query.get('category')).toBe('premium-cigar');
  });

  it("shows a category's picture from store-api, and null for a category without one", async () => {
    const response = await graphql(
      setup.gw.url,
      '{ categories { slug image { url alt } children { image { url } } } }',
    );
    expect(response.body.data).toEqual({
      categories: [
        {
          slug: 'premium-cigar',
          image: { url: '/storage/categories/premium-cigar.jpg', alt: 'Premium Cigars' },
          children: [{ image: null }],
        },
        { slug: 'cigar', image: null, children: [] },
      ],
    });
  });

  it('answers null with NOT_FOUND for an unknown category', async () => {
    const response = await graphql(setup.gw.url, '{ category(slug: "pipes") { name } }');
    expect(response.body.data).toEqual({ category: null });
    expect(response.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('lists the brands of a category', async () => {
    const response = await graphql(setup.gw.url, '{ brands(categorySlug: "cigar") { id name } }');
    expect(response.body.data).toEqual({
      brands: [
        { id: '1', name: 'Arturo Fuente' },
        { id: '2', name: 'Padron' },
      ],
    });
    expect(setup.store.callsTo('brands')[0]?.query.get('category')).toBe('cigar');
  });

  it('finds one brand with its categories', async () => {
    const response = await graphql(
      setup.gw.url,
      '{ brand(id: "2") { id name logo { url } categories { slug } } }',
    );
    expect(response.body.data).toEqual({
      brand: {
        id: '2',
        name: 'Padron',
        logo: { url: '/storage/brands/2.png' },
        categories: [{ slug: 'premium-cigar' }],
      },
    });
  });

  it('pages, filters and sorts products, passing the filters on in REST terms', async () => {
    const response = await graphql(
      setup.gw.url,
      `
        {
          products(
            filter: {
              categorySlugs: ["cigar", "premium-cigar"]
              brandIds: ["1", "2"]
              minPrice: "10"
              maxPrice: "99.5"
            }
            sort: PRICE_HIGH_TO_LOW
            page: 2
            perPage: 24
          ) {
            page
            perPage
            total
            totalPages
            items {
              id
              name
              slug
              sku
              itemCode
              barcode
              stock
              inStock
              purchaseLimit
              image {
                url
                alt
              }
              brand {
                name
              }
              category {
                slug
              }
            }
          }
        }
      `,
      {},
      alice,
    );
    expect(response.body.data).toMatchObject({
      products: {
        page: 2,
        perPage: 24,
        total: 63,
        totalPages: 3,
        items: [
          {
            id: '1',
            name: 'Robusto No. 1',
            slug: 'robusto-no-1',
            sku: 'SKU-1',
            itemCode: 'RB-1',
            barcode: '00001',
            stock: 25,
            inStock: true,
            purchaseLimit: null,
            image: { url: '/storage/products/1.png', alt: 'Robusto No. 1' },
            brand: { name: 'Arturo Fuente' },
            category: { slug: 'premium-cigar-robusto' },
          },
          {},
          { purchaseLimit: 5 },
        ],
      },
    });
    const query = setup.store.callsTo('items')[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      category: 'cigar,premium-cigar',
      brands: '1,2',
      per_page: '24',
      page: '2',
      min_price: '10.00',
      max_price: '99.50',
      high_to_low: '1',
    });
  });

  it('refuses a page size above 48 and a price that is not a number, naming the argument', async () => {
    const big = await graphql(setup.gw.url, '{ products(perPage: 500) { total } }');
    expect(big.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'perPage' });
    const price = await graphql(
      setup.gw.url,
      '{ products(filter: { minPrice: "cheap" }) { total } }',
      {},
      alice,
    );
    expect(price.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'filter.minPrice',
    });
    expect(setup.store.callsTo('items')).toHaveLength(0);
  });

  it('searches products', async () => {
    const response = await graphql(
      setup.gw.url,
      '{ searchProducts(query: " robusto ", sort: PRICE_LOW_TO_HIGH, perPage: 15) { total page perPage items { id } } }',
      {},
      alice,
    );
    expect(response.body.data).toEqual({
      searchProducts: { total: 1, page: 1, perPage: 15, items: [{ id: '4' }] },
    });
    expect(Object.fromEntries(setup.store.callsTo('search-items')[0]?.query ?? [])).toEqual({
      query: 'robusto',
      page: '1',
      per_page: '15',
      low_to_high: '1',
    });
  });

  it('finds a product by its slug with store-api’s item-by-slug call, normalized, and nothing else', async () => {
    const response = await graphql(
      setup.gw.url,
      '{ productBySlug(slug: "Robusto--No-6-") { id slug name images { url } } }',
    );
    expect(response.body.data).toMatchObject({
      productBySlug: { id: '6', slug: 'robusto-no-6', name: 'Robusto No. 6' },
    });
    expect(setup.store.callsTo('item-by-slug').map((call) => call.query.get('slug'))).toEqual([
      'robusto-no-6',
    ]);
    // The detail came with the answer: no second call for it, and no search.
    expect(setup.store.callsTo('items/6')).toHaveLength(0);
    expect(setup.store.callsTo('search-items')).toHaveLength(0);
  });

  it('answers null when store-api says Product not found., without searching', async () => {
    const none = await graphql(setup.gw.url, '{ productBySlug(slug: "robusto-no-5000") { id } }');
    expect(none.body).toEqual({ data: { productBySlug: null } });
    expect(setup.store.callsTo('search-items')).toHaveLength(0);
  });

  /** The distributor's API: no item-by-slug, so its 404 is not store-api's 'Product not found.'. */
  const withoutSlugRoute = () =>
    setup.store.customer('GET', 'item-by-slug', (call) =>
      refuse(404, { message: `No route for GET ${call.path}` }),
    );

  it('falls back to searching, reading further result pages, on a REST host without item-by-slug', async () => {
    withoutSlugRoute();
    setup.store.customer('GET', 'search-items', (call) => {
      const page = Number(call.query.get('page'));
      return ok(paginate([product(page === 1 ? 5 : 6, undefined)], page, 25, 26));
    });
    const response = await graphql(setup.gw.url, '{ productBySlug(slug: "Robusto--No-6") { id slug name } }');
    expect(response.body.data).toEqual({
      productBySlug: { id: '6', slug: 'robusto-no-6', name: 'Robusto No. 6' },
    });
    expect(setup.store.callsTo('search-items').map((call) => Object.fromEntries(call.query))).toEqual([
      { query: 'robusto no 6', page: '1', per_page: '25' },
      { query: 'robusto no 6', page: '2', per_page: '25' },
    ]);
  });

  it('answers null for a slug no product has, asking nothing for text that cannot be a slug', async () => {
    withoutSlugRoute();
    const none = await graphql(setup.gw.url, '{ productBySlug(slug: "no-such-cigar") { id } }');
    expect(none.body).toEqual({ data: { productBySlug: null } });
    // The phrase, then its longest word alone.
    expect(setup.store.callsTo('search-items').map((call) => call.query.get('query'))).toEqual([
      'no such cigar',
      'cigar',
    ]);

    setup.store.reset();
    const odd = await graphql(setup.gw.url, '{ productBySlug(slug: "<script>") { id } }');
    expect(odd.body).toEqual({ data: { productBySlug: null } });
    expect(setup.store.calls).toHaveLength(0);

    const long = await graphql(setup.gw.url, `{ productBySlug(slug: "${'a'.repeat(201)}") { id } }`);
    expect(long.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'slug' });
  });

  it('refuses an empty search', async () => {
    const response = await graphql(setup.gw.url, '{ searchProducts(query: "  ") { total } }');
    expect(response.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'query' });
  });

  it('shows one product with its gallery and description', async () => {
    const response = await graphql(
      setup.gw.url,
      '{ product(id: "12") { id name description images { url } price { amount currencyCode } tax { amount } inWishlist } }',
      {},
      alice,
    );
    expect(response.body.data).toEqual({
      product: {
        id: '12',
        name: 'Robusto No. 12',
        description: 'Hand-rolled in the Dominican Republic.',
        images: [{ url: '/storage/products/12.png' }, { url: '/storage/products/12-b.png' }],
        price: { amount: '12.50', currencyCode: 'USD' },
        tax: { amount: '1.25' },
        inWishlist: false,
      },
    });
  });

  it('refuses a product id that is not a number', async () => {
    const response = await graphql(setup.gw.url, '{ product(id: "abc") { id } }');
    expect(response.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
    expect(setup.store.calls).toHaveLength(0);
  });

  it('lists related products of the product’s category, without the product', async () => {
    const response = await graphql(setup.gw.url, '{ relatedProducts(productId: "12") { id } }');
    expect(response.body.data).toEqual({ relatedProducts: [{ id: '8' }, { id: '9' }] });
    expect(Object.fromEntries(setup.store.callsTo('related-items')[0]?.query ?? [])).toEqual({
      category_id: '2',
      except_item: '12',
    });
  });

  it('has no related products for an unknown product, leaving the rest of the answer intact', async () => {
    const response = await graphql(
      setup.gw.url,
      '{ product(id: "4040") { id } relatedProducts(productId: "4040") { id } }',
    );
    expect(response.body.data).toEqual({ product: null, relatedProducts: [] });
    expect(response.body.errors).toHaveLength(1);
    expect(response.body.errors?.[0]?.path).toEqual(['product']);
  });

  it('lists recently viewed products in the given order, without the excepted one', async () => {
    const response = await graphql(
      setup.gw.url,
      '{ recentlyViewed(ids: ["3", "1", "2"], exceptId: "1") { id } }',
    );
    expect(response.body.data).toEqual({ recentlyViewed: [{ id: '3' }, { id: '2' }] });
    expect(setup.store.callsTo('recent-viewed-items')[0]?.query.get('ids')).toBe('3,2');
  });

  it('answers an empty recently-viewed list without calling store-api', async () => {
    const response = await graphql(setup.gw.url, '{ recentlyViewed(ids: []) { id } }');
    expect(response.body.data).toEqual({ recentlyViewed: [] });
    expect(setup.store.calls).toHaveLength(0);
  });

  it('counts the products of the catalog', async () => {
    const response = await graphql(setup.gw.url, '{ productCount }');
    expect(response.body.data).toEqual({ productCount: 63 });
  });
});

describe('the home page', () => {
  const HOME = `{ home {
    slides { id image { url alt } headline subtitle }
    promo { image { url } categorySlug brand { id name } }
    recommended { id }
    groups { name products { id } }
    categoryRows { category { slug } products { id } }
    promoted { id }
    frequentlyOrdered { id }
    buyAgain { id product { id price { amount } } lastOrderedAt usualQuantity timesOrdered }
    brandLogos { id image { url } brand { id name logo { url } } categorySlug }
    footerBanner { url }
  } }`;

  it('has everything, with the extra list’s first product appended to the recommended grid', async () => {
    const response = await graphql(setup.gw.url, HOME, {}, alice);
    expect(response.body.data).toEqual({
      home: {
        slides: [
          {
            id: '1',
            image: { url: '/storage/sliders/1.jpg', alt: 'Spring' },
            headline: 'Spring cigars',
            subtitle: 'New boxes',
          },
          {
            id: '2',
            image: { url: '/storage/sliders/2.jpg', alt: 'Summer' },
            headline: null,
            subtitle: null,
          },
        ],
        promo: {
          image: { url: '/storage/home/promo.jpg' },
          categorySlug: 'cigar',
          brand: { id: '2', name: 'Padron' },
        },
        recommended: [{ id: '1' }, { id: '2' }, { id: '3' }],
        groups: [{ name: 'Best Sellers', products: [{ id: '3' }, { id: '4' }] }],
        categoryRows: [{ category: { slug: 'premium-cigar' }, products: [{ id: '5' }] }],
        promoted: [{ id: '6' }],
        frequentlyOrdered: [{ id: '8' }, { id: '9' }],
        buyAgain: [
          {
            id: '8',
            product: { id: '8', price: { amount: '12.50' } },
            lastOrderedAt: '2026-11-02T15:04:05.000Z',
            usualQuantity: 4,
            timesOrdered: 3,
          },
          {
            id: '9',
            product: { id: '9', price: { amount: '12.50' } },
            lastOrderedAt: null,
            usualQuantity: 1,
            timesOrdered: 1,
          },
        ],
        brandLogos: [
          {
            id: '1',
            image: { url: '/storage/brands/1.png' },
            brand: { id: '1', name: 'Arturo Fuente', logo: { url: '/storage/brands/1.png' } },
            categorySlug: 'cigar',
          },
        ],
        footerBanner: { url: '/storage/home/footer.jpg' },
      },
    });
    expect(setup.store.callsTo('home-page-items')).toHaveLength(1);
  });

  it('has no promoted, frequently ordered or buy-again products for an anonymous caller, and does not ask for them', async () => {
    const response = await graphql<{
      home: { promoted: unknown[]; frequentlyOrdered: unknown[]; buyAgain: unknown[] };
    }>(setup.gw.url, HOME);
    expect(response.body.data?.home.promoted).toEqual([]);
    expect(response.body.data?.home.frequentlyOrdered).toEqual([]);
    expect(response.body.data?.home.buyAgain).toEqual([]);
    expect(setup.store.callsTo('promoted-items')).toHaveLength(0);
    expect(setup.store.callsTo('frequently-order-items')).toHaveLength(0);
  });

  it('leaves out a part store-api cannot deliver, keeping the rest of the page and the query', async () => {
    setup.store.customer('GET', 'sliders', () => refuse(500, { message: 'disk full' }));
    setup.store.customer('GET', 'footer-image', () => refuse(503, { message: 'busy' }));
    const response = await graphql<{
      home: { slides: unknown[]; footerBanner: unknown; recommended: unknown[] };
    }>(
      setup.gw.url,
      '{ home { slides { id } footerBanner { url } recommended { id } } categories { slug } }',
    );
    expect(response.body.data?.home).toEqual({
      slides: [],
      footerBanner: null,
      recommended: [{ id: '1' }, { id: '2' }, { id: '3' }],
    });
    expect(response.body.data).toHaveProperty('categories');
    expect(setup.gw.logs.some((line) => line.msg === 'store-api failed' && line.route === 'sliders')).toBe(
      true,
    );
  });

  it('fetches its parts concurrently', async () => {
    setup.store.latencyMs = 100;
    try {
      const started = Date.now();
      const response = await graphql(setup.gw.url, HOME, {}, alice);
      expect(response.body.errors).toBeUndefined();
      // sliders, promo image, footer image, logos, rows, grouped items, promoted, frequently ordered
      expect(setup.store.maxConcurrent).toBe(8);
      expect(Date.now() - started).toBeLessThan(4 * 100);
    } finally {
      setup.store.latencyMs = 0;
    }
  });
});

describe('reference data', () => {
  it('lists countries', async () => {
    const response = await graphql(setup.gw.url, '{ countries { id name } }');
    expect(response.body.data).toEqual({ countries: [{ id: '1', name: 'United States' }] });
  });

  it('lists the states of a country alphabetically', async () => {
    const response = await graphql(setup.gw.url, '{ states(countryId: "1") { id name } }');
    expect(response.body.data).toEqual({
      states: [
        { id: '31', name: 'New Jersey' },
        { id: '33', name: 'New York' },
      ],
    });
    expect(setup.store.callsTo('posstates')[0]?.query.get('id')).toBe('1');
  });

  it('lists every state when no country is given', async () => {
    const response = await graphql<{ states: unknown[] }>(setup.gw.url, '{ states { id name } }');
    expect(response.body.data?.states).toHaveLength(2);
    expect(setup.store.callsTo('states')).toHaveLength(1);
  });

  it('lists membership categories', async () => {
    const response = await graphql(setup.gw.url, '{ membershipCategories { id name } }');
    expect(response.body.data).toEqual({
      membershipCategories: [
        { id: '1', name: 'Retailer' },
        { id: '2', name: 'Wholesaler' },
      ],
    });
  });
});

describe("the customer's own data", () => {
  it('shows the cart with lines, totals and the minimum order', async () => {
    const response = await graphql(
      setup.gw.url,
      `
        {
          cart {
            id
            totalQuantity
            subtotal {
              amount
              currencyCode
            }
            tax {
              amount
            }
            total {
              amount
            }
            minimumOrder {
              amount
            }
            meetsMinimum
            lines {
              id
              quantity
              unitPrice {
                amount
              }
              tax {
                amount
              }
              subtotal {
                amount
              }
              product {
                id
                name
              }
            }
          }
        }
      `,
      {},
      alice,
    );
    expect(response.body.data).toEqual({
      cart: {
        id: expect.stringMatching(/^cart-[0-9a-f]{16}$/) as unknown,
        totalQuantity: 2,
        subtotal: { amount: '25.00', currencyCode: 'USD' },
        tax: { amount: '2.50' },
        total: { amount: '27.50' },
        minimumOrder: { amount: '200.00' },
        meetsMinimum: false,
        lines: [
          {
            id: '900',
            quantity: 2,
            unitPrice: { amount: '12.50' },
            tax: { amount: '2.50' },
            subtotal: { amount: '25.00' },
            product: { id: '1', name: 'Robusto No. 1' },
          },
        ],
      },
    });
  });

  it('has no cart for an anonymous caller', async () => {
    const response = await graphql(setup.gw.url, '{ cart { id } }');
    expect(response.body).toEqual({ data: { cart: null } });
    expect(setup.store.calls).toHaveLength(0);
  });

  it('keeps the cart id stable for one session and different between customers', async () => {
    const query = '{ cart { id } }';
    const first = await graphql<{ cart: { id: string } }>(setup.gw.url, query, {}, alice);
    const again = await graphql<{ cart: { id: string } }>(setup.gw.url, query, {}, alice);
    const bob = await graphql<{ cart: { id: string } }>(setup.gw.url, query, {}, { token: TOKENS.bob });
    expect(again.body.data?.cart.id).toBe(first.body.data?.cart.id);
    expect(bob.body.data?.cart.id).not.toBe(first.body.data?.cart.id);
  });

  it('answers null for the wishlist, orders and an order to an anonymous caller, as for the cart', async () => {
    for (const [query, data] of [
      ['{ wishlist { id } }', { wishlist: null }],
      ['{ orders { total } }', { orders: null }],
      ['{ order(id: "1") { id } }', { order: null }],
    ] as const) {
      const response = await graphql(setup.gw.url, query);
      expect(response.body).toEqual({ data });
    }
    expect(setup.store.calls).toHaveLength(0);
  });

  it('shows the wishlist, newest first, with the date each item was added', async () => {
    await graphql(setup.gw.url, 'mutation { a: toggleWishlist(productId: "3") { message } }', {}, alice);
    await graphql(setup.gw.url, 'mutation { b: toggleWishlist(productId: "4") { message } }', {}, alice);
    const response = await graphql(
      setup.gw.url,
      '{ wishlist { id addedAt product { id inWishlist } } }',
      {},
      alice,
    );
    expect(response.body.data).toEqual({
      wishlist: [
        { id: '504', addedAt: '2026-05-01T09:00:00.000Z', product: { id: '4', inWishlist: true } },
        { id: '503', addedAt: '2026-05-01T09:00:00.000Z', product: { id: '3', inWishlist: true } },
      ],
    });
  });

  it('lists orders with their addresses, lines and totals', async () => {
    const response = await graphql(
      setup.gw.url,
      `
        {
          orders(perPage: 2) {
            page
            perPage
            total
            totalPages
            items {
              id
              number
              createdAt
              status
              paymentMethod
              note
              email
              phone
              subtotal {
                amount
              }
              tax {
                amount
              }
              total {
                amount
              }
              billingAddress {
                name
                companyName
                address
                city
                stateId
                stateName
                postcode
                phone
                email
              }
              shippingAddress {
                name
                address
                city
                stateName
                postcode
              }
              lines {
                id
                productId
                name
                image {
                  url
                }
                quantity
                unitPrice {
                  amount
                }
                tax {
                  amount
                }
                subtotal {
                  amount
                }
                fulfillmentStatus
              }
            }
          }
        }
      `,
      {},
      alice,
    );
    expect(response.body.data).toMatchObject({
      orders: {
        page: 1,
        perPage: 2,
        total: 2,
        totalPages: 1,
        items: [
          {
            id: '1',
            number: 'order-1',
            createdAt: '2026-03-04T12:00:00.000Z',
            status: 'PROCESSING',
            paymentMethod: 'CASH_ON_DELIVERY',
            note: null,
            subtotal: { amount: '250.00' },
            tax: { amount: '25.00' },
            total: { amount: '275.00' },
            billingAddress: { name: 'Alice', stateId: '32', stateName: 'New Mexico', postcode: '07102' },
            shippingAddress: { address: '9 Dock Rd', stateName: 'Pennsylvania' },
            lines: [
              {
                id: '10',
                productId: '5',
                name: 'Robusto No. 5',
                image: { url: '/storage/products/5.png' },
                quantity: 20,
                unitPrice: { amount: '12.50' },
                fulfillmentStatus: 'NOT_FULFILLED',
              },
            ],
          },
          { id: '2', lines: [{ fulfillmentStatus: 'FULFILLED' }] },
        ],
      },
    });
  });

  it('shows one order, or null with NOT_FOUND for someone else’s', async () => {
    const found = await graphql(setup.gw.url, '{ order(id: "5") { number status } }', {}, alice);
    expect(found.body.data).toEqual({ order: { number: 'order-5', status: 'PROCESSING' } });
    const missing = await graphql(setup.gw.url, '{ order(id: "5000") { number } }', {}, alice);
    expect(missing.body.data).toEqual({ order: null });
    expect(missing.body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
