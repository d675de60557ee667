import type { Resolvers } from '../generated/graphql.js';
import { Address } from './Address.js';
import { ApiKey } from './ApiKey.js';
import { Brand } from './Brand.js';
import { BrandLogo } from './BrandLogo.js';
import { BuyAgainItem } from './BuyAgainItem.js';
import { Cart } from './Cart.js';
import { CartLine } from './CartLine.js';
import { Category } from './Category.js';
import { CertificateRenewal } from './CertificateRenewal.js';
import { Customer } from './Customer.js';
import { HeroSlide } from './HeroSlide.js';
import { Home } from './Home.js';
import { Mutation } from './Mutation.js';
import { Order } from './Order.js';
import { OrderAddress } from './OrderAddress.js';
import { OrderLine } from './OrderLine.js';
import { OrderPage, WebhookDeliveryPage } from './OrderPage.js';
import { Product } from './Product.js';
import { ProductPage } from './ProductPage.js';
import { Promo } from './Promo.js';
import { Query } from './Query.js';
import { DateScalar, DateTime, Upload } from './scalars.js';
import { ShoppingList } from './ShoppingList.js';
import { ShoppingListLine } from './ShoppingListLine.js';
import { StoreFeatures } from './StoreFeatures.js';
import { WebhookDelivery } from './WebhookDelivery.js';
import { WebhookEndpoint } from './WebhookEndpoint.js';
import { WishlistItem } from './WishlistItem.js';

export const resolvers: Resolvers = {
  Query,
  Mutation,
  Address,
  ApiKey,
  Brand,
  BrandLogo,
  BuyAgainItem,
  Cart,
  CartLine,
  Category,
  CertificateRenewal,
  Customer,
  HeroSlide,
  Home,
  Order,
  OrderAddress,
  OrderLine,
  OrderPage,
  Product,
  ProductPage,
  Promo,
  ShoppingList,
  ShoppingListLine,
  StoreFeatures,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookEndpoint,
  WishlistItem,
  Date: DateScalar,
  DateTime,
  Upload,
};
