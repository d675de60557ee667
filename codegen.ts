import type { CodegenConfig } from '@graphql-codegen/cli';

// One schema, two consumers: the gateway's resolver types (mapped onto the REST shapes it receives)
// and the web app's typed documents (client preset).
const config: CodegenConfig = {
  schema: 'schema.graphql',
  emitLegacyCommonJSImports: false,
  generates: {
    'gateway/src/generated/graphql.ts': {
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
          Brand: '../models.js#BrandModel',
          BrandLogo: '../models.js#BrandLogoModel',
          Cart: '../models.js#CartModel',
          CartLine: '../models.js#CartLineModel',
          Category: '../models.js#CategoryModel',
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
          WishlistItem: '../models.js#WishlistItemModel',
        },
      },
    },
    'web/src/gql/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Date: 'string', Upload: 'File' },
      },
    },
  },
};

export default config;
