// Apollo Server 5 with RESTDataSource and a few resolvers over store-api, as its documentation starts a team off:
// the same product, listing, orders with state names and home page as bench:peers asks of every gateway.
//
//   STORE_API_URL=http://127.0.0.1:4001/api PORT=4100 node rest-data-source.mjs
import { RESTDataSource } from '@apollo/datasource-rest';
import { ApolloServer } from '@apollo/server';
import { startStandaloneServer } from '@apollo/server/standalone';
import DataLoader from 'dataloader';

const typeDefs = /* GraphQL */ `
  type Money {
    amount: String!
  }
  type Brand {
    id: ID!
    name: String!
  }
  type Category {
    id: ID!
    slug: String!
    name: String!
  }
  type Image {
    url: String!
  }
  type Product {
    id: ID!
    name: String!
    slug: String!
    sku: String
    itemCode: String
    barcode: String
    description: String
    stock: Int!
    purchaseLimit: Int
    price: Money
    tax: Money
    image: Image
    images: [Image!]!
    brand: Brand
    category: Category
  }
  type ProductPage {
    page: Int!
    total: Int!
    items: [Product!]!
  }
  type Address {
    name: String
    address: String
    city: String
    stateId: ID
    stateName: String
    postcode: String
  }
  type OrderLine {
    id: ID!
    name: String!
    quantity: Int!
    unitPrice: Money!
    subtotal: Money!
  }
  type Order {
    id: ID!
    createdAt: String!
    status: String!
    total: Money!
    billingAddress: Address
    shippingAddress: Address
    lines: [OrderLine!]!
  }
  type OrderPage {
    total: Int!
    items: [Order!]!
  }
  type Slide {
    id: ID!
    image: Image!
  }
  type BrandLogo {
    id: ID!
    image: Image!
    brand: Brand
  }
  type ProductGroup {
    name: String!
    products: [Product!]!
  }
  type Home {
    slides: [Slide!]!
    groups: [ProductGroup!]!
    brandLogos: [BrandLogo!]!
    promo: Image
    footerBanner: Image
  }
  type Query {
    product(id: ID!): Product
    products(perPage: Int = 12, page: Int = 1): ProductPage!
    orders(perPage: Int = 10, page: Int = 1): OrderPage!
    home: Home!
  }
`;

class StoreApi extends RESTDataSource {
  constructor(token) {
    super();
    this.baseURL = `${process.env.STORE_API_URL}/`;
    this.token = token;
    this.states = new DataLoader(async (ids) => {
      const states = await this.get('customer/states');
      const names = new Map(states.map((state) => [String(state.id), state.state]));
      return ids.map((id) => names.get(String(id)) ?? null);
    });
  }

  willSendRequest(_path, request) {
    if (this.token) request.headers.authorization = this.token;
  }
}

const money = (amount) => (amount === null || amount === undefined ? null : { amount });
const product = (item) => ({
  id: item.id,
  name: item.item_name,
  slug: item.slug,
  sku: item.sku,
  itemCode: item.item_code,
  barcode: item.custom_barcode,
  description: item.description,
  stock: item.stock,
  purchaseLimit: item.purchase_limit,
  price: money(item.sales_price),
  tax: money(item.tax_per_unit),
  image: item.image_url ? { url: item.image_url } : null,
  images: (item.image_urls ?? []).map((url) => ({ url })),
  brand: item.brand ? { id: item.brand.id, name: item.brand.brand_name } : null,
  category: item.category
    ? { id: item.category.id, slug: item.category.slug, name: item.category.category_name }
    : null,
});
const address = (fields) =>
  fields && {
    name: fields.name,
    address: fields.address,
    city: fields.city,
    stateId: fields.state_id,
    postcode: fields.pincode,
  };

const resolvers = {
  Query: {
    product: async (_, { id }, { dataSources }) =>
      product((await dataSources.store.get(`customer/items/${encodeURIComponent(id)}`)).data),
    products: async (_, { perPage, page }, { dataSources }) => {
      const { data } = await dataSources.store.get('customer/items', {
        params: { per_page: String(perPage), page: String(page) },
      });
      return { page: data.current_page, total: data.total, items: data.data.map(product) };
    },
    orders: async (_, { perPage, page }, { dataSources }) => {
      const { data } = await dataSources.store.get('customer/retrive-orders', {
        params: { per_page: String(perPage), page: String(page) },
      });
      return {
        total: data.total,
        items: data.data.map((order) => ({
          id: order.id,
          createdAt: order.created_at,
          status: order.order_status,
          total: money(order.total),
          billingAddress: address(order.billing_address),
          shippingAddress: address(order.shipping_address),
          lines: order.line_items.map((line) => ({
            id: line.id,
            name: line.item.item_name,
            quantity: line.quantity,
            unitPrice: money(line.item_price),
            subtotal: money(line.subtotal),
          })),
        })),
      };
    },
    home: () => ({}),
  },
  Address: {
    stateName: (fields, _, { dataSources }) =>
      fields.stateId === undefined || fields.stateId === null
        ? null
        : dataSources.store.states.load(fields.stateId),
  },
  Home: {
    slides: async (_, __, { dataSources }) =>
      (await dataSources.store.get('customer/sliders')).data.map((slide) => ({
        id: slide.id,
        image: { url: slide.image_url },
      })),
    groups: async (_, __, { dataSources }) =>
      Object.entries((await dataSources.store.get('customer/home-page-items')).data).map(([name, items]) => ({
        name,
        products: items.map(product),
      })),
    brandLogos: async (_, __, { dataSources }) =>
      (await dataSources.store.get('customer/get-logo')).data.map((logo) => ({
        id: logo.id,
        image: { url: logo.image_url },
        brand: logo.brand ? { id: logo.brand.id, name: logo.brand.brand_name } : null,
      })),
    promo: async (_, __, { dataSources }) => {
      const { data } = await dataSources.store.get('customer/home-page-image');
      return data?.image_url ? { url: data.image_url } : null;
    },
    footerBanner: async (_, __, { dataSources }) => {
      const { data } = await dataSources.store.get('customer/footer-image');
      return data?.image_url ? { url: data.image_url } : null;
    },
  },
};

const server = new ApolloServer({ typeDefs, resolvers });
const { url } = await startStandaloneServer(server, {
  listen: { port: Number(process.env.PORT ?? 4100), host: '127.0.0.1' },
  context: async ({ req }) => ({ dataSources: { store: new StoreApi(req.headers.authorization) } }),
});
console.log(`RESTDataSource server on ${url}`);
