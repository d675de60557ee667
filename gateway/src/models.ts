/*
 * What each GraphQL object's resolvers receive as parent (codegen `mappers`): the REST shapes, parsed, with the
 * little extra the gateway knows. A resolver typed against these cannot forget a field of the schema.
 */
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import type {
  RestCart,
  RestCertificateRenewal,
  RestCustomer,
  RestHomeImage,
  RestLogo,
  RestOrder,
  RestOrderAddress,
  RestPage,
  RestProduct,
  RestShoppingListLine,
  RestShoppingListSummary,
  RestSlider,
  RestWebhookDelivery,
} from '@storefront/contract/rest';

export type {
  RestAddress as AddressModel,
  RestApiKey as ApiKeyModel,
  RestBuyAgain as BuyAgainItemModel,
  RestCartLine as CartLineModel,
  RestCategory as CategoryModel,
  RestCertificateRenewal as CertificateRenewalModel,
  RestOrderLine as OrderLineModel,
  RestProduct as ProductModel,
  RestShoppingListLine as ShoppingListLineModel,
  RestWebhookDelivery as WebhookDeliveryModel,
  RestWebhookEndpoint as WebhookEndpointModel,
  RestWishlistEntry as WishlistItemModel,
} from '@storefront/contract/rest';

/** A brand as embedded in products and promos (no logo) or as listed (with logo). */
export interface BrandModel {
  id: number;
  brand_name?: string | null | undefined;
  image_url?: string | null | undefined;
}

export type CartModel = RestCart & {
  /** Stable per session, derived from the token: store-api's cart has no id of its own. */
  id: string;
};

export type CustomerModel = RestCustomer & {
  /** True when this is the caller's own record, so their saved addresses can be fetched. */
  isViewer: boolean;
  /** The pending renewals, when the call that produced the record already answered them (an upload). */
  certificateRenewals?: RestCertificateRenewal[];
};

/** An address on an order; `state_name` is filled in when a whole page of orders was named at once. */
export type OrderAddressModel = RestOrderAddress & { state_name?: string | null };
export type OrderModel = Omit<RestOrder, 'billing_address' | 'shipping_address'> & {
  billing_address: OrderAddressModel;
  shipping_address: OrderAddressModel | null;
};
export type ProductPageModel = RestPage<RestProduct>;
export type OrderPageModel = RestPage<OrderModel>;
export type WebhookDeliveryPageModel = RestPage<RestWebhookDelivery>;
export type HeroSlideModel = RestSlider;
export type PromoModel = RestHomeImage;
export type BrandLogoModel = RestLogo;

/** The home page's fields each fetch their own part, concurrently; the parent carries nothing. */
export type HomeModel = Record<string, never>;

/** The value of an `Upload` argument, as graphql-upload hands it over. */
export type UploadValue = Promise<FileUpload>;

/** A shopping list: its summary, and its lines when the call that produced it answered them. */
export type ShoppingListModel = RestShoppingListSummary & { lines?: RestShoppingListLine[] };

/** The store's features are answered field by field (each may need a call of its own). */
export type StoreFeaturesModel = Record<string, never>;
