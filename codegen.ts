import type { CodegenConfig } from '@graphql-codegen/cli';

// The public schema has two consumers: the gateway's resolver types (mapped onto the REST shapes it receives)
// and the web app's typed documents (client preset). The staff schema (staff.graphql, /staff/graphql) has its
// own resolver types, built from plain view models (gateway/src/staff), and the staff screens' typed documents.
const config: CodegenConfig = {
  emitLegacyCommonJSImports: false,
  generates: {
    'gateway/src/generated/staff-resolvers.ts': {
      schema: 'staff.graphql',
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../staff/context.js#StaffContext',
        useIndexSignature: false,
        enumsAsTypes: true,
        scalars: {
          DateTime: 'string',
          Date: 'string',
          Upload: { input: '../models.js#UploadValue', output: 'never' },
        },
        mappers: {
          Customer: '../staff/models.js#CustomerModel',
          Order: '../staff/models.js#OrderModel',
          Registration: '../staff/models.js#RegistrationModel',
        },
      },
    },
    'gateway/src/generated/graphql.ts': {
      schema: 'schema.graphql',
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context.js#GatewayContext',
        useIndexSignature: false,
        enumsAsTypes: true,
        scalars: {
          DateTime: 'string',
          Date: 'string',
          Upload: { input: '../models.js#UploadValue', output: 'never' },
        },
        mappers: {
          Address: '../models.js#AddressModel',
          ApiKey: '../models.js#ApiKeyModel',
          Brand: '../models.js#BrandModel',
          BrandLogo: '../models.js#BrandLogoModel',
          BuyAgainItem: '../models.js#BuyAgainItemModel',
          Cart: '../models.js#CartModel',
          CartLine: '../models.js#CartLineModel',
          Category: '../models.js#CategoryModel',
          CertificateRenewal: '../models.js#CertificateRenewalModel',
          Customer: '../models.js#CustomerModel',
          HeroSlide: '../models.js#HeroSlideModel',
          Home: '../models.js#HomeModel',
          Order: '../models.js#OrderModel',
          OrderAddress: '../models.js#OrderAddressModel',
          OrderLine: '../models.js#OrderLineModel',
          OrderPage: '../models.js#OrderPageModel',
          Product: '../models.js#ProductModel',
          ProductPage: '../models.js#ProductPageModel',
          Promo: '../models.js#PromoModel',
          ShoppingList: '../models.js#ShoppingListModel',
          ShoppingListLine: '../models.js#ShoppingListLineModel',
          StoreFeatures: '../models.js#StoreFeaturesModel',
          WebhookDelivery: '../models.js#WebhookDeliveryModel',
          WebhookDeliveryPage: '../models.js#WebhookDeliveryPageModel',
          WebhookEndpoint: '../models.js#WebhookEndpointModel',
          WishlistItem: '../models.js#WishlistItemModel',
        },
      },
    },
    'web/src/gql/': {
      schema: 'schema.graphql',
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**', '!web/src/staff/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Date: 'string', Upload: 'File' },
      },
    },
    // The staff screens (web/src/staff, a chunk of their own) speak only to /staff/graphql.
    'web/src/staff/gql/': {
      schema: 'staff.graphql',
      documents: ['web/src/staff/**/*.{ts,tsx}', '!web/src/staff/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Date: 'string', Upload: 'File' },
      },
    },
  },
};

export default config;
