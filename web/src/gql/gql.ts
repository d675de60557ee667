/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query LayoutQuery {\n    categories {\n      ...CategoryMenu_category\n    }\n    ...ProductTotal_query\n  }\n": typeof types.LayoutQueryDocument,
    "\n  mutation VerifyAccountLink($token: String!) {\n    verifyAccountLink(token: $token) {\n      accountLink {\n        customerId\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.VerifyAccountLinkDocument,
    "\n  mutation CreateAccount($input: CreateAccountInput!) {\n    createAccount(input: $input) {\n      accepted\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.CreateAccountDocument,
    "\n  mutation UpdateBillingAddress($input: AddressInput!) {\n    updateBillingAddress(input: $input) {\n      customer {\n        id\n        billingAddress {\n          id\n          ...AddressCard_address\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.UpdateBillingAddressDocument,
    "\n  mutation UpdateShippingAddress($id: ID, $input: AddressInput!) {\n    updateShippingAddress(id: $id, input: $input) {\n      customer {\n        id\n        shippingAddresses {\n          id\n          ...AddressCard_address\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.UpdateShippingAddressDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      apiKey {\n        id\n        ...ApiKeyRow_apiKey\n      }\n      secret\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      apiKey {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      customer {\n        id\n        name\n        status\n        canOrder\n        tobaccoLicenseExpiryDate\n        taxExpiryDate\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      accepted\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      accepted\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      customer {\n        id\n        status\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  query ReorderRemindersOffered {\n    storeFeatures {\n      reorderReminders\n    }\n  }\n": typeof types.ReorderRemindersOfferedDocument,
    "\n  mutation SetReorderReminders($enabled: Boolean!) {\n    setReorderReminders(enabled: $enabled) {\n      enabled\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.SetReorderRemindersDocument,
    "\n  mutation UnsubscribeReorderReminders($token: String!) {\n    unsubscribeReorderReminders(token: $token) {\n      enabled\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.UnsubscribeReorderRemindersDocument,
    "\n  mutation UpdateAccountDetails($input: AccountDetailsInput!) {\n    updateAccountDetails(input: $input) {\n      customer {\n        id\n        name\n        companyName\n        email\n        phone\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.UpdateAccountDetailsDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      customer {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  fragment ShoppingListRoute_list on ShoppingList {\n    id\n    name\n    lineCount\n    totalQuantity\n    updatedAt\n    lines {\n      productId\n      quantity\n      addedAt\n      product {\n        id\n        name\n        slug\n        sku\n        itemCode\n        barcode\n        image {\n          url\n          alt\n        }\n        price {\n          amount\n          currencyCode\n        }\n        stock\n        inStock\n        purchaseLimit\n      }\n    }\n  }\n": typeof types.ShoppingListRoute_ListFragmentDoc,
    "\n  mutation RenameShoppingList($id: ID!, $name: String!) {\n    renameShoppingList(id: $id, name: $name) {\n      shoppingList {\n        ...ShoppingListRoute_list\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.RenameShoppingListDocument,
    "\n  mutation DuplicateShoppingList($id: ID!, $name: String!) {\n    duplicateShoppingList(id: $id, name: $name) {\n      shoppingList {\n        id\n        name\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.DuplicateShoppingListDocument,
    "\n  mutation DeleteShoppingList($id: ID!) {\n    deleteShoppingList(id: $id) {\n      deletedId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.DeleteShoppingListDocument,
    "\n  mutation SetShoppingListQuantities($id: ID!, $lines: [ShoppingListLineInput!]!) {\n    setShoppingListQuantities(id: $id, lines: $lines) {\n      shoppingList {\n        ...ShoppingListRoute_list\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.SetShoppingListQuantitiesDocument,
    "\n  mutation RemoveFromShoppingList($id: ID!, $productIds: [ID!]!) {\n    removeFromShoppingList(id: $id, productIds: $productIds) {\n      shoppingList {\n        ...ShoppingListRoute_list\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.RemoveFromShoppingListDocument,
    "\n  mutation UploadCertificateRenewal($input: CertificateRenewalInput!) {\n    uploadCertificateRenewal(input: $input) {\n      certificateRenewal {\n        id\n      }\n      customer {\n        id\n        ...RenewCertificate_viewer\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.UploadCertificateRenewalDocument,
    "\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      webhookEndpoint {\n        id\n        ...WebhookEndpointRow_endpoint\n      }\n      secret\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(input: $input) {\n      webhookEndpoint {\n        id\n        ...WebhookEndpointRow_endpoint\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.UpdateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      deletedWebhookEndpointId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.DeleteWebhookEndpointDocument,
    "\n  mutation RedeliverWebhook($endpointId: ID!, $deliveryId: ID!) {\n    redeliverWebhook(endpointId: $endpointId, deliveryId: $deliveryId) {\n      webhookDelivery {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.RedeliverWebhookDocument,
    "\n  mutation SendTestWebhook($endpointId: ID!) {\n    sendTestWebhook(endpointId: $endpointId) {\n      webhookDelivery {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.SendTestWebhookDocument,
    "\n  fragment AddressCard_address on Address {\n    id\n    type\n    name\n    companyName\n    address\n    city\n    postcode\n    phone\n    state {\n      id\n      name\n    }\n  }\n": typeof types.AddressCard_AddressFragmentDoc,
    "\n  query OrderHistoryExport($page: Int!) {\n    orders(page: $page, perPage: 20) {\n      items {\n        id\n        number\n        createdAt\n        status\n        subtotal {\n          amount\n        }\n        tax {\n          amount\n        }\n        total {\n          amount\n        }\n        shipment {\n          carrier\n          trackingNumber\n        }\n        lines {\n          id\n          name\n          quantity\n          unitPrice {\n            amount\n          }\n          subtotal {\n            amount\n          }\n        }\n      }\n      totalPages\n    }\n  }\n": typeof types.OrderHistoryExportDocument,
    "\n  fragment OrderAddressBlock_address on OrderAddress {\n    name\n    companyName\n    address\n    city\n    state {\n      id\n      name\n    }\n    postcode\n    phone\n    email\n  }\n": typeof types.OrderAddressBlock_AddressFragmentDoc,
    "\n  fragment OrderAgainButton_line on OrderLine {\n    id\n    productId\n    name\n    quantity\n  }\n": typeof types.OrderAgainButton_LineFragmentDoc,
    "\n  fragment OrderDetailLines_line on OrderLine {\n    id\n    name\n    image {\n      url\n      alt\n    }\n    quantity\n    unitPrice {\n      amount\n      currencyCode\n    }\n    tax {\n      amount\n      currencyCode\n    }\n    subtotal {\n      amount\n      currencyCode\n    }\n    fulfillmentStatus\n  }\n": typeof types.OrderDetailLines_LineFragmentDoc,
    "\n  fragment RenewCertificate_viewer on Customer {\n    id\n    certificateRenewals {\n      id\n      kind\n      expiresOn\n      submittedAt\n      status\n    }\n  }\n": typeof types.RenewCertificate_ViewerFragmentDoc,
    "\n  query AccountDetailsRouteQuery {\n    viewer {\n      id\n      name\n      companyName\n      email\n      phone\n      ...RenewCertificate_viewer\n    }\n  }\n": typeof types.AccountDetailsRouteQueryDocument,
    "\n  query AddressesRouteQuery {\n    viewer {\n      id\n      billingAddress {\n        id\n        ...AddressCard_address\n      }\n      shippingAddresses {\n        id\n        ...AddressCard_address\n      }\n    }\n  }\n": typeof types.AddressesRouteQueryDocument,
    "\n  fragment ApiKeyRow_apiKey on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    createdAt\n    lastUsedAt\n  }\n": typeof types.ApiKeyRow_ApiKeyFragmentDoc,
    "\n  query ApiAccessRouteQuery {\n    apiKeys {\n      id\n      ...ApiKeyRow_apiKey\n    }\n  }\n": typeof types.ApiAccessRouteQueryDocument,
    "\n  query DashboardBuyAgainQuery {\n    home {\n      buyAgain {\n        ...BuyAgain_item\n      }\n    }\n  }\n": typeof types.DashboardBuyAgainQueryDocument,
    "\n  query EditAddressRouteQuery {\n    states {\n      id\n      name\n    }\n  }\n": typeof types.EditAddressRouteQueryDocument,
    "\n  query OrderDetailRouteQuery($id: ID!) {\n    order(id: $id) {\n      id\n      number\n      createdAt\n      status\n      paymentMethod\n      note\n      shipment {\n        carrier\n        trackingNumber\n        expectedDeliveryOn\n      }\n      billingAddress {\n        ...OrderAddressBlock_address\n      }\n      shippingAddress {\n        ...OrderAddressBlock_address\n      }\n      lines {\n        id\n        ...OrderAgainButton_line\n        ...OrderDetailLines_line\n      }\n      subtotal {\n        amount\n        currencyCode\n      }\n      tax {\n        amount\n        currencyCode\n      }\n      total {\n        amount\n        currencyCode\n      }\n    }\n  }\n": typeof types.OrderDetailRouteQueryDocument,
    "\n  query OrderInvoiceRoute($id: ID!) {\n    order(id: $id) {\n      id\n      number\n      createdAt\n      billingAddress {\n        name\n        companyName\n        address\n        city\n        state {\n          id\n          name\n        }\n        postcode\n        phone\n        email\n      }\n      shippingAddress {\n        name\n        companyName\n        address\n        city\n        state {\n          id\n          name\n        }\n        postcode\n      }\n      lines {\n        id\n        name\n        quantity\n        unitPrice {\n          amount\n        }\n        subtotal {\n          amount\n        }\n      }\n      subtotal {\n        amount\n      }\n      tax {\n        amount\n      }\n      total {\n        amount\n      }\n    }\n  }\n": typeof types.OrderInvoiceRouteDocument,
    "\n  fragment OrderRow_order on Order {\n    id\n    number\n    createdAt\n    status\n    total {\n      amount\n      currencyCode\n    }\n    shipment {\n      carrier\n      trackingNumber\n    }\n  }\n": typeof types.OrderRow_OrderFragmentDoc,
    "\n  query OrdersRouteQuery($page: Int!, $perPage: Int!) {\n    orders(page: $page, perPage: $perPage) {\n      items {\n        id\n        ...OrderRow_order\n      }\n      page\n      totalPages\n    }\n  }\n": typeof types.OrdersRouteQueryDocument,
    "\n  query RegisterRouteQuery {\n    countries {\n      id\n      name\n    }\n    membershipCategories {\n      id\n      name\n    }\n  }\n": typeof types.RegisterRouteQueryDocument,
    "\n  query RegisterStatesQuery($countryId: ID!) {\n    states(countryId: $countryId) {\n      id\n      name\n    }\n  }\n": typeof types.RegisterStatesQueryDocument,
    "\n  query ReorderRemindersRouteQuery {\n    viewer {\n      id\n      reorderReminders\n    }\n    storeFeatures {\n      reorderReminders\n    }\n  }\n": typeof types.ReorderRemindersRouteQueryDocument,
    "\n  query ShoppingListRouteQuery($id: ID!) {\n    shoppingList(id: $id) {\n      id\n      ...ShoppingListRoute_list\n    }\n  }\n": typeof types.ShoppingListRouteQueryDocument,
    "\n  query WebhooksRouteQuery {\n    webhookEndpoints {\n      id\n      ...WebhookEndpointRow_endpoint\n    }\n  }\n": typeof types.WebhooksRouteQueryDocument,
    "\n  fragment WebhookEndpointRow_endpoint on WebhookEndpoint {\n    id\n    url\n    events\n    enabled\n    consecutiveFailures\n    disabledAt\n    disabledReason\n  }\n": typeof types.WebhookEndpointRow_EndpointFragmentDoc,
    "\n  query WebhookDeliveryLogQuery($endpointId: ID!, $page: Int) {\n    webhookDeliveries(endpointId: $endpointId, page: $page) {\n      page\n      totalPages\n      items {\n        id\n        eventType\n        status\n        attempts\n        lastStatus\n        lastError\n        createdAt\n      }\n    }\n  }\n": typeof types.WebhookDeliveryLogQueryDocument,
    "\n  fragment BrandShopFilters_brand on Brand {\n    id\n    name\n    logo {\n      url\n      alt\n    }\n    categories {\n      id\n      slug\n      name\n    }\n  }\n": typeof types.BrandShopFilters_BrandFragmentDoc,
    "\n  fragment CategoryShopFilters_category on Category {\n    id\n    slug\n    name\n    children {\n      id\n      slug\n      name\n    }\n  }\n": typeof types.CategoryShopFilters_CategoryFragmentDoc,
    "\n  fragment CategoryShopFilters_brand on Brand {\n    id\n    name\n  }\n": typeof types.CategoryShopFilters_BrandFragmentDoc,
    "\n  fragment ProductDetail_product on Product {\n    id\n    name\n    sku\n    itemCode\n    barcode\n    description\n    brand {\n      id\n      name\n    }\n    category {\n      id\n      slug\n      name\n      parent {\n        id\n        slug\n        name\n      }\n    }\n    image {\n      url\n      alt\n    }\n    images {\n      url\n      alt\n    }\n    price {\n      amount\n      currencyCode\n    }\n    stock\n    inStock\n    purchaseLimit\n    inWishlist\n  }\n": typeof types.ProductDetail_ProductFragmentDoc,
    "\n  query BrandShopRouteQuery(\n    $brandId: ID!\n    $filter: ProductFilter!\n    $sort: ProductSort!\n    $page: Int!\n    $perPage: Int!\n  ) {\n    brand(id: $brandId) {\n      id\n      name\n      ...BrandShopFilters_brand\n    }\n    products(filter: $filter, sort: $sort, page: $page, perPage: $perPage) {\n      items {\n        id\n        ...ProductCard_product\n      }\n      total\n    }\n  }\n": typeof types.BrandShopRouteQueryDocument,
    "\n  query CategoryShopRouteQuery(\n    $slug: String!\n    $filter: ProductFilter!\n    $sort: ProductSort!\n    $page: Int!\n    $perPage: Int!\n  ) {\n    category(slug: $slug) {\n      id\n      name\n      image {\n        url\n      }\n      ...CategoryShopFilters_category\n    }\n    brands(categorySlug: $slug) {\n      id\n      ...CategoryShopFilters_brand\n    }\n    products(filter: $filter, sort: $sort, page: $page, perPage: $perPage) {\n      items {\n        id\n        ...ProductCard_product\n      }\n      total\n    }\n  }\n": typeof types.CategoryShopRouteQueryDocument,
    "\n  query ProductBySlugRouteQuery($slug: String!) {\n    productBySlug(slug: $slug) {\n      id\n      slug\n      name\n    }\n  }\n": typeof types.ProductBySlugRouteQueryDocument,
    "\n  query ProductRouteQuery($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      ...ProductDetail_product\n    }\n    relatedProducts(productId: $id) {\n      id\n      ...ProductCard_product\n    }\n  }\n": typeof types.ProductRouteQueryDocument,
    "\n  query RecentlyViewedQuery($ids: [ID!]!, $exceptId: ID!) {\n    recentlyViewed(ids: $ids, exceptId: $exceptId) {\n      id\n      ...ProductCard_product\n    }\n  }\n": typeof types.RecentlyViewedQueryDocument,
    "\n  query SearchRouteQuery($query: String!, $sort: ProductSort!, $page: Int!, $perPage: Int!) {\n    searchProducts(query: $query, sort: $sort, page: $page, perPage: $perPage) {\n      items {\n        id\n        ...ProductCard_product\n      }\n      total\n    }\n  }\n": typeof types.SearchRouteQueryDocument,
    "\n  fragment BrandLogoSlider_logo on BrandLogo {\n    id\n    image {\n      url\n      alt\n    }\n    brand {\n      id\n      name\n    }\n    categorySlug\n  }\n": typeof types.BrandLogoSlider_LogoFragmentDoc,
    "\n  fragment CategoryRow_row on CategoryRow {\n    category {\n      id\n      slug\n      name\n    }\n    products {\n      id\n      ...ProductCard_product\n    }\n  }\n": typeof types.CategoryRow_RowFragmentDoc,
    "\n  fragment HeroSlider_slide on HeroSlide {\n    id\n    image {\n      url\n      alt\n    }\n    headline\n    subtitle\n  }\n": typeof types.HeroSlider_SlideFragmentDoc,
    "\n  fragment PromoBanner_promo on Promo {\n    image {\n      url\n      alt\n    }\n    categorySlug\n    brand {\n      id\n      name\n    }\n  }\n": typeof types.PromoBanner_PromoFragmentDoc,
    "\n  query HomeRouteQuery {\n    home {\n      slides {\n        id\n        ...HeroSlider_slide\n      }\n      promo {\n        ...PromoBanner_promo\n      }\n      recommended {\n        id\n        ...ProductCard_product\n      }\n      promoted {\n        id\n        ...ProductCard_product\n      }\n      buyAgain {\n        ...BuyAgain_item\n      }\n      groups {\n        name\n        products {\n          id\n          ...ProductCard_product\n        }\n      }\n      categoryRows {\n        category {\n          id\n        }\n        ...CategoryRow_row\n      }\n      brandLogos {\n        id\n        ...BrandLogoSlider_logo\n      }\n    }\n  }\n": typeof types.HomeRouteQueryDocument,
    "\n  query CartCountQuery {\n    cart {\n      id\n      totalQuantity\n    }\n  }\n": typeof types.CartCountQueryDocument,
    "\n  fragment CategoryMenu_category on Category {\n    id\n    slug\n    name\n    children {\n      id\n      slug\n      name\n    }\n  }\n": typeof types.CategoryMenu_CategoryFragmentDoc,
    "\n  query FooterQuery {\n    home {\n      footerBanner {\n        url\n        alt\n      }\n    }\n  }\n": typeof types.FooterQueryDocument,
    "\n  fragment ProductTotal_query on Query {\n    productCount\n  }\n": typeof types.ProductTotal_QueryFragmentDoc,
    "\n  query CartRouteQuery {\n    cart {\n      ...CartPage_cart\n    }\n  }\n": typeof types.CartRouteQueryDocument,
    "\n  fragment CartPage_cart on Cart {\n    id\n    lines {\n      id\n      quantity\n      product {\n        id\n      }\n    }\n    ...CartSummary\n    ...CartTable_cart\n    ...CartTotals_cart\n  }\n": typeof types.CartPage_CartFragmentDoc,
    "\n  fragment CartLineMutation_payload on CartPayload {\n    cart {\n      id\n      lines {\n        id\n        quantity\n        product {\n          id\n        }\n      }\n      ...CartSummary\n      ...CartTable_cart\n      ...CartTotals_cart\n    }\n    userErrors {\n      code\n      field\n      message\n    }\n  }\n": typeof types.CartLineMutation_PayloadFragmentDoc,
    "\n  mutation SetCartLineQuantity($lineId: ID!, $quantity: Int!) {\n    setCartLineQuantity(lineId: $lineId, quantity: $quantity) {\n      ...CartLineMutation_payload\n    }\n  }\n": typeof types.SetCartLineQuantityDocument,
    "\n  mutation RemoveCartLine($lineId: ID!) {\n    removeCartLine(lineId: $lineId) {\n      ...CartLineMutation_payload\n    }\n  }\n": typeof types.RemoveCartLineDocument,
    "\n  mutation ClearCart {\n    clearCart {\n      ...CartLineMutation_payload\n    }\n  }\n": typeof types.ClearCartDocument,
    "\n  fragment CartTable_cart on Cart {\n    id\n    lines {\n      id\n      quantity\n      unitPrice {\n        amount\n        currencyCode\n      }\n      tax {\n        amount\n        currencyCode\n      }\n      subtotal {\n        amount\n        currencyCode\n      }\n      product {\n        id\n        name\n        slug\n        stock\n        purchaseLimit\n        image {\n          url\n          alt\n        }\n      }\n    }\n  }\n": typeof types.CartTable_CartFragmentDoc,
    "\n  fragment CartTotals_cart on Cart {\n    id\n    subtotal {\n      amount\n      currencyCode\n    }\n    tax {\n      amount\n      currencyCode\n    }\n    total {\n      amount\n      currencyCode\n    }\n    minimumOrder {\n      amount\n      currencyCode\n    }\n    meetsMinimum\n  }\n": typeof types.CartTotals_CartFragmentDoc,
    "\n  query CheckoutRouteQuery {\n    viewer {\n      id\n      canOrder\n      tobaccoLicenseExpiryDate\n      ...CheckoutForm_viewer\n    }\n    cart {\n      id\n      meetsMinimum\n      lines {\n        id\n      }\n      ...OrderReview_cart\n    }\n    states {\n      id\n      name\n    }\n  }\n": typeof types.CheckoutRouteQueryDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String!) {\n    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n      order {\n        id\n        number\n      }\n      cart {\n        id\n        ...CartSummary\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.PlaceOrderDocument,
    "\n  fragment AddressPicker_address on Address {\n    id\n    type\n    name\n    companyName\n    address\n    city\n    postcode\n    phone\n    state {\n      id\n      name\n    }\n  }\n": typeof types.AddressPicker_AddressFragmentDoc,
    "\n  fragment CheckoutForm_viewer on Customer {\n    id\n    name\n    companyName\n    email\n    phone\n    billingAddress {\n      id\n      phone\n      ...AddressPicker_address\n    }\n    shippingAddresses {\n      id\n      ...AddressPicker_address\n    }\n  }\n": typeof types.CheckoutForm_ViewerFragmentDoc,
    "\n  fragment OrderReview_cart on Cart {\n    id\n    lines {\n      id\n      quantity\n      subtotal {\n        amount\n        currencyCode\n      }\n      product {\n        id\n        name\n      }\n    }\n    subtotal {\n      amount\n      currencyCode\n    }\n    tax {\n      amount\n      currencyCode\n    }\n    total {\n      amount\n      currencyCode\n    }\n  }\n": typeof types.OrderReview_CartFragmentDoc,
    "\n  query ContactRouteQuery {\n    viewer {\n      id\n      name\n      email\n    }\n  }\n": typeof types.ContactRouteQueryDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      accepted\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.SendContactMessageDocument,
    "\n  query CodeComboboxQuery($prefix: String!) {\n    productCodeSuggestions(prefix: $prefix) {\n      id\n      name\n      sku\n      itemCode\n      barcode\n    }\n  }\n": typeof types.CodeComboboxQueryDocument,
    "\n  query QuickOrderRouteQuery {\n    cart {\n      id\n      total {\n        amount\n        currencyCode\n      }\n      minimumOrder {\n        amount\n        currencyCode\n      }\n      lines {\n        id\n        quantity\n        product {\n          id\n        }\n      }\n    }\n  }\n": typeof types.QuickOrderRouteQueryDocument,
    "\n  fragment QuickOrderRow_product on Product {\n    id\n    name\n    sku\n    stock\n    inStock\n    purchaseLimit\n    image {\n      url\n      alt\n    }\n    price {\n      amount\n      currencyCode\n    }\n    tax {\n      amount\n      currencyCode\n    }\n  }\n": typeof types.QuickOrderRow_ProductFragmentDoc,
    "\n  query QuickOrderRowsQuery($codes: [String!]!) {\n    productsByCode(codes: $codes) {\n      code\n      productId\n      product {\n        id\n        ...QuickOrderRow_product\n      }\n    }\n  }\n": typeof types.QuickOrderRowsQueryDocument,
    "\n  query WishlistRouteQuery {\n    wishlist {\n      ...WishlistTable_item\n    }\n  }\n": typeof types.WishlistRouteQueryDocument,
    "\n  mutation RemoveFromWishlist($productIds: [ID!]) {\n    removeFromWishlist(productIds: $productIds) {\n      products {\n        id\n        inWishlist\n      }\n      wishlist {\n        id\n        ...WishlistTable_item\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.RemoveFromWishlistDocument,
    "\n  fragment WishlistTable_item on WishlistItem {\n    id\n    addedAt\n    product {\n      id\n      name\n      slug\n      inStock\n      inWishlist\n      price {\n        amount\n        currencyCode\n      }\n      image {\n        url\n        alt\n      }\n    }\n  }\n": typeof types.WishlistTable_ItemFragmentDoc,
    "\n  query CertificateRenewalsQuery {\n    viewer {\n      id\n      certificateRenewals {\n        id\n        kind\n        status\n      }\n    }\n  }\n": typeof types.CertificateRenewalsQueryDocument,
    "\n  fragment CartAddReport_result on CartLineResult {\n    productId\n    code\n    name\n    requestedQuantity\n    addedQuantity\n    message\n  }\n": typeof types.CartAddReport_ResultFragmentDoc,
    "\n  fragment CartSummary on Cart {\n    id\n    totalQuantity\n    lines {\n      id\n      quantity\n    }\n    subtotal {\n      amount\n      currencyCode\n    }\n    tax {\n      amount\n      currencyCode\n    }\n    total {\n      amount\n      currencyCode\n    }\n    meetsMinimum\n  }\n": typeof types.CartSummaryFragmentDoc,
    "\n  mutation AddLinesToCart($lines: [CartLineInput!]!, $removeAddedFromWishlist: Boolean!) {\n    addLinesToCart(lines: $lines, removeAddedFromWishlist: $removeAddedFromWishlist) {\n      cart {\n        id\n        ...CartSummary\n      }\n      results {\n        ...CartAddReport_result\n        product {\n          id\n          inWishlist\n        }\n      }\n      wishlist {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.AddLinesToCartDocument,
    "\n  mutation AddToCart($productId: ID!, $quantity: Int!) {\n    addToCart(productId: $productId, quantity: $quantity) {\n      cart {\n        id\n        ...CartSummary\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.AddToCartDocument,
    "\n  fragment WishlistHeart_payload on WishlistPayload {\n    products {\n      id\n      inWishlist\n    }\n    wishlist {\n      id\n      addedAt\n      product {\n        id\n      }\n    }\n    userErrors {\n      code\n      field\n      message\n    }\n  }\n": typeof types.WishlistHeart_PayloadFragmentDoc,
    "\n  mutation AddToWishlist($productId: ID!) {\n    addToWishlist(productId: $productId) {\n      ...WishlistHeart_payload\n    }\n  }\n": typeof types.AddToWishlistDocument,
    "\n  mutation RemoveProductFromWishlist($productId: ID!) {\n    removeFromWishlist(productIds: [$productId]) {\n      ...WishlistHeart_payload\n    }\n  }\n": typeof types.RemoveProductFromWishlistDocument,
    "\n  query StoreFeatures {\n    storeFeatures {\n      shoppingLists\n    }\n  }\n": typeof types.StoreFeaturesDocument,
    "\n  query ShoppingLists {\n    shoppingLists {\n      id\n      name\n      lineCount\n      totalQuantity\n      updatedAt\n    }\n  }\n": typeof types.ShoppingListsDocument,
    "\n  mutation CreateShoppingList($name: String!, $lines: [ShoppingListLineInput!]!) {\n    createShoppingList(name: $name, lines: $lines) {\n      shoppingList {\n        id\n        name\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.CreateShoppingListDocument,
    "\n  mutation AddToShoppingList($id: ID!, $lines: [ShoppingListLineInput!]!) {\n    addToShoppingList(id: $id, lines: $lines) {\n      shoppingList {\n        id\n        name\n        lineCount\n        totalQuantity\n        updatedAt\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.AddToShoppingListDocument,
    "\n  fragment BuyAgain_item on BuyAgainItem {\n    id\n    lastOrderedAt\n    usualQuantity\n    timesOrdered\n    product {\n      id\n      ...ProductCard_product\n    }\n  }\n": typeof types.BuyAgain_ItemFragmentDoc,
    "\n  fragment ProductCard_product on Product {\n    id\n    name\n    slug\n    image {\n      url\n      alt\n    }\n    brand {\n      id\n      name\n    }\n    price {\n      amount\n      currencyCode\n    }\n    stock\n    inStock\n    purchaseLimit\n    inWishlist\n  }\n": typeof types.ProductCard_ProductFragmentDoc,
    "\n  mutation Logout {\n    logout {\n      accepted\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  query SessionQuery {\n    viewer {\n      id\n      name\n      status\n      canOrder\n      tobaccoLicenseExpiryDate\n      taxExpiryDate\n    }\n  }\n": typeof types.SessionQueryDocument,
};
const documents: Documents = {
    "\n  query LayoutQuery {\n    categories {\n      ...CategoryMenu_category\n    }\n    ...ProductTotal_query\n  }\n": types.LayoutQueryDocument,
    "\n  mutation VerifyAccountLink($token: String!) {\n    verifyAccountLink(token: $token) {\n      accountLink {\n        customerId\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.VerifyAccountLinkDocument,
    "\n  mutation CreateAccount($input: CreateAccountInput!) {\n    createAccount(input: $input) {\n      accepted\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.CreateAccountDocument,
    "\n  mutation UpdateBillingAddress($input: AddressInput!) {\n    updateBillingAddress(input: $input) {\n      customer {\n        id\n        billingAddress {\n          id\n          ...AddressCard_address\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.UpdateBillingAddressDocument,
    "\n  mutation UpdateShippingAddress($id: ID, $input: AddressInput!) {\n    updateShippingAddress(id: $id, input: $input) {\n      customer {\n        id\n        shippingAddresses {\n          id\n          ...AddressCard_address\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.UpdateShippingAddressDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      apiKey {\n        id\n        ...ApiKeyRow_apiKey\n      }\n      secret\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      apiKey {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      customer {\n        id\n        name\n        status\n        canOrder\n        tobaccoLicenseExpiryDate\n        taxExpiryDate\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      accepted\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      accepted\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      customer {\n        id\n        status\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  query ReorderRemindersOffered {\n    storeFeatures {\n      reorderReminders\n    }\n  }\n": types.ReorderRemindersOfferedDocument,
    "\n  mutation SetReorderReminders($enabled: Boolean!) {\n    setReorderReminders(enabled: $enabled) {\n      enabled\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.SetReorderRemindersDocument,
    "\n  mutation UnsubscribeReorderReminders($token: String!) {\n    unsubscribeReorderReminders(token: $token) {\n      enabled\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.UnsubscribeReorderRemindersDocument,
    "\n  mutation UpdateAccountDetails($input: AccountDetailsInput!) {\n    updateAccountDetails(input: $input) {\n      customer {\n        id\n        name\n        companyName\n        email\n        phone\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.UpdateAccountDetailsDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      customer {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  fragment ShoppingListRoute_list on ShoppingList {\n    id\n    name\n    lineCount\n    totalQuantity\n    updatedAt\n    lines {\n      productId\n      quantity\n      addedAt\n      product {\n        id\n        name\n        slug\n        sku\n        itemCode\n        barcode\n        image {\n          url\n          alt\n        }\n        price {\n          amount\n          currencyCode\n        }\n        stock\n        inStock\n        purchaseLimit\n      }\n    }\n  }\n": types.ShoppingListRoute_ListFragmentDoc,
    "\n  mutation RenameShoppingList($id: ID!, $name: String!) {\n    renameShoppingList(id: $id, name: $name) {\n      shoppingList {\n        ...ShoppingListRoute_list\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.RenameShoppingListDocument,
    "\n  mutation DuplicateShoppingList($id: ID!, $name: String!) {\n    duplicateShoppingList(id: $id, name: $name) {\n      shoppingList {\n        id\n        name\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.DuplicateShoppingListDocument,
    "\n  mutation DeleteShoppingList($id: ID!) {\n    deleteShoppingList(id: $id) {\n      deletedId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.DeleteShoppingListDocument,
    "\n  mutation SetShoppingListQuantities($id: ID!, $lines: [ShoppingListLineInput!]!) {\n    setShoppingListQuantities(id: $id, lines: $lines) {\n      shoppingList {\n        ...ShoppingListRoute_list\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.SetShoppingListQuantitiesDocument,
    "\n  mutation RemoveFromShoppingList($id: ID!, $productIds: [ID!]!) {\n    removeFromShoppingList(id: $id, productIds: $productIds) {\n      shoppingList {\n        ...ShoppingListRoute_list\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.RemoveFromShoppingListDocument,
    "\n  mutation UploadCertificateRenewal($input: CertificateRenewalInput!) {\n    uploadCertificateRenewal(input: $input) {\n      certificateRenewal {\n        id\n      }\n      customer {\n        id\n        ...RenewCertificate_viewer\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.UploadCertificateRenewalDocument,
    "\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      webhookEndpoint {\n        id\n        ...WebhookEndpointRow_endpoint\n      }\n      secret\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(input: $input) {\n      webhookEndpoint {\n        id\n        ...WebhookEndpointRow_endpoint\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.UpdateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      deletedWebhookEndpointId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.DeleteWebhookEndpointDocument,
    "\n  mutation RedeliverWebhook($endpointId: ID!, $deliveryId: ID!) {\n    redeliverWebhook(endpointId: $endpointId, deliveryId: $deliveryId) {\n      webhookDelivery {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.RedeliverWebhookDocument,
    "\n  mutation SendTestWebhook($endpointId: ID!) {\n    sendTestWebhook(endpointId: $endpointId) {\n      webhookDelivery {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.SendTestWebhookDocument,
    "\n  fragment AddressCard_address on Address {\n    id\n    type\n    name\n    companyName\n    address\n    city\n    postcode\n    phone\n    state {\n      id\n      name\n    }\n  }\n": types.AddressCard_AddressFragmentDoc,
    "\n  query OrderHistoryExport($page: Int!) {\n    orders(page: $page, perPage: 20) {\n      items {\n        id\n        number\n        createdAt\n        status\n        subtotal {\n          amount\n        }\n        tax {\n          amount\n        }\n        total {\n          amount\n        }\n        shipment {\n          carrier\n          trackingNumber\n        }\n        lines {\n          id\n          name\n          quantity\n          unitPrice {\n            amount\n          }\n          subtotal {\n            amount\n          }\n        }\n      }\n      totalPages\n    }\n  }\n": types.OrderHistoryExportDocument,
    "\n  fragment OrderAddressBlock_address on OrderAddress {\n    name\n    companyName\n    address\n    city\n    state {\n      id\n      name\n    }\n    postcode\n    phone\n    email\n  }\n": types.OrderAddressBlock_AddressFragmentDoc,
    "\n  fragment OrderAgainButton_line on OrderLine {\n    id\n    productId\n    name\n    quantity\n  }\n": types.OrderAgainButton_LineFragmentDoc,
    "\n  fragment OrderDetailLines_line on OrderLine {\n    id\n    name\n    image {\n      url\n      alt\n    }\n    quantity\n    unitPrice {\n      amount\n      currencyCode\n    }\n    tax {\n      amount\n      currencyCode\n    }\n    subtotal {\n      amount\n      currencyCode\n    }\n    fulfillmentStatus\n  }\n": types.OrderDetailLines_LineFragmentDoc,
    "\n  fragment RenewCertificate_viewer on Customer {\n    id\n    certificateRenewals {\n      id\n      kind\n      expiresOn\n      submittedAt\n      status\n    }\n  }\n": types.RenewCertificate_ViewerFragmentDoc,
    "\n  query AccountDetailsRouteQuery {\n    viewer {\n      id\n      name\n      companyName\n      email\n      phone\n      ...RenewCertificate_viewer\n    }\n  }\n": types.AccountDetailsRouteQueryDocument,
    "\n  query AddressesRouteQuery {\n    viewer {\n      id\n      billingAddress {\n        id\n        ...AddressCard_address\n      }\n      shippingAddresses {\n        id\n        ...AddressCard_address\n      }\n    }\n  }\n": types.AddressesRouteQueryDocument,
    "\n  fragment ApiKeyRow_apiKey on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    createdAt\n    lastUsedAt\n  }\n": types.ApiKeyRow_ApiKeyFragmentDoc,
    "\n  query ApiAccessRouteQuery {\n    apiKeys {\n      id\n      ...ApiKeyRow_apiKey\n    }\n  }\n": types.ApiAccessRouteQueryDocument,
    "\n  query DashboardBuyAgainQuery {\n    home {\n      buyAgain {\n        ...BuyAgain_item\n      }\n    }\n  }\n": types.DashboardBuyAgainQueryDocument,
    "\n  query EditAddressRouteQuery {\n    states {\n      id\n      name\n    }\n  }\n": types.EditAddressRouteQueryDocument,
    "\n  query OrderDetailRouteQuery($id: ID!) {\n    order(id: $id) {\n      id\n      number\n      createdAt\n      status\n      paymentMethod\n      note\n      shipment {\n        carrier\n        trackingNumber\n        expectedDeliveryOn\n      }\n      billingAddress {\n        ...OrderAddressBlock_address\n      }\n      shippingAddress {\n        ...OrderAddressBlock_address\n      }\n      lines {\n        id\n        ...OrderAgainButton_line\n        ...OrderDetailLines_line\n      }\n      subtotal {\n        amount\n        currencyCode\n      }\n      tax {\n        amount\n        currencyCode\n      }\n      total {\n        amount\n        currencyCode\n      }\n    }\n  }\n": types.OrderDetailRouteQueryDocument,
    "\n  query OrderInvoiceRoute($id: ID!) {\n    order(id: $id) {\n      id\n      number\n      createdAt\n      billingAddress {\n        name\n        companyName\n        address\n        city\n        state {\n          id\n          name\n        }\n        postcode\n        phone\n        email\n      }\n      shippingAddress {\n        name\n        companyName\n        address\n        city\n        state {\n          id\n          name\n        }\n        postcode\n      }\n      lines {\n        id\n        name\n        quantity\n        unitPrice {\n          amount\n        }\n        subtotal {\n          amount\n        }\n      }\n      subtotal {\n        amount\n      }\n      tax {\n        amount\n      }\n      total {\n        amount\n      }\n    }\n  }\n": types.OrderInvoiceRouteDocument,
    "\n  fragment OrderRow_order on Order {\n    id\n    number\n    createdAt\n    status\n    total {\n      amount\n      currencyCode\n    }\n    shipment {\n      carrier\n      trackingNumber\n    }\n  }\n": types.OrderRow_OrderFragmentDoc,
    "\n  query OrdersRouteQuery($page: Int!, $perPage: Int!) {\n    orders(page: $page, perPage: $perPage) {\n      items {\n        id\n        ...OrderRow_order\n      }\n      page\n      totalPages\n    }\n  }\n": types.OrdersRouteQueryDocument,
    "\n  query RegisterRouteQuery {\n    countries {\n      id\n      name\n    }\n    membershipCategories {\n      id\n      name\n    }\n  }\n": types.RegisterRouteQueryDocument,
    "\n  query RegisterStatesQuery($countryId: ID!) {\n    states(countryId: $countryId) {\n      id\n      name\n    }\n  }\n": types.RegisterStatesQueryDocument,
    "\n  query ReorderRemindersRouteQuery {\n    viewer {\n      id\n      reorderReminders\n    }\n    storeFeatures {\n      reorderReminders\n    }\n  }\n": types.ReorderRemindersRouteQueryDocument,
    "\n  query ShoppingListRouteQuery($id: ID!) {\n    shoppingList(id: $id) {\n      id\n      ...ShoppingListRoute_list\n    }\n  }\n": types.ShoppingListRouteQueryDocument,
    "\n  query WebhooksRouteQuery {\n    webhookEndpoints {\n      id\n      ...WebhookEndpointRow_endpoint\n    }\n  }\n": types.WebhooksRouteQueryDocument,
    "\n  fragment WebhookEndpointRow_endpoint on WebhookEndpoint {\n    id\n    url\n    events\n    enabled\n    consecutiveFailures\n    disabledAt\n    disabledReason\n  }\n": types.WebhookEndpointRow_EndpointFragmentDoc,
    "\n  query WebhookDeliveryLogQuery($endpointId: ID!, $page: Int) {\n    webhookDeliveries(endpointId: $endpointId, page: $page) {\n      page\n      totalPages\n      items {\n        id\n        eventType\n        status\n        attempts\n        lastStatus\n        lastError\n        createdAt\n      }\n    }\n  }\n": types.WebhookDeliveryLogQueryDocument,
    "\n  fragment BrandShopFilters_brand on Brand {\n    id\n    name\n    logo {\n      url\n      alt\n    }\n    categories {\n      id\n      slug\n      name\n    }\n  }\n": types.BrandShopFilters_BrandFragmentDoc,
    "\n  fragment CategoryShopFilters_category on Category {\n    id\n    slug\n    name\n    children {\n      id\n      slug\n      name\n    }\n  }\n": types.CategoryShopFilters_CategoryFragmentDoc,
    "\n  fragment CategoryShopFilters_brand on Brand {\n    id\n    name\n  }\n": types.CategoryShopFilters_BrandFragmentDoc,
    "\n  fragment ProductDetail_product on Product {\n    id\n    name\n    sku\n    itemCode\n    barcode\n    description\n    brand {\n      id\n      name\n    }\n    category {\n      id\n      slug\n      name\n      parent {\n        id\n        slug\n        name\n      }\n    }\n    image {\n      url\n      alt\n    }\n    images {\n      url\n      alt\n    }\n    price {\n      amount\n      currencyCode\n    }\n    stock\n    inStock\n    purchaseLimit\n    inWishlist\n  }\n": types.ProductDetail_ProductFragmentDoc,
    "\n  query BrandShopRouteQuery(\n    $brandId: ID!\n    $filter: ProductFilter!\n    $sort: ProductSort!\n    $page: Int!\n    $perPage: Int!\n  ) {\n    brand(id: $brandId) {\n      id\n      name\n      ...BrandShopFilters_brand\n    }\n    products(filter: $filter, sort: $sort, page: $page, perPage: $perPage) {\n      items {\n        id\n        ...ProductCard_product\n      }\n      total\n    }\n  }\n": types.BrandShopRouteQueryDocument,
    "\n  query CategoryShopRouteQuery(\n    $slug: String!\n    $filter: ProductFilter!\n    $sort: ProductSort!\n    $page: Int!\n    $perPage: Int!\n  ) {\n    category(slug: $slug) {\n      id\n      name\n      image {\n        url\n      }\n      ...CategoryShopFilters_category\n    }\n    brands(categorySlug: $slug) {\n      id\n      ...CategoryShopFilters_brand\n    }\n    products(filter: $filter, sort: $sort, page: $page, perPage: $perPage) {\n      items {\n        id\n        ...ProductCard_product\n      }\n      total\n    }\n  }\n": types.CategoryShopRouteQueryDocument,
    "\n  query ProductBySlugRouteQuery($slug: String!) {\n    productBySlug(slug: $slug) {\n      id\n      slug\n      name\n    }\n  }\n": types.ProductBySlugRouteQueryDocument,
    "\n  query ProductRouteQuery($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      ...ProductDetail_product\n    }\n    relatedProducts(productId: $id) {\n      id\n      ...ProductCard_product\n    }\n  }\n": types.ProductRouteQueryDocument,
    "\n  query RecentlyViewedQuery($ids: [ID!]!, $exceptId: ID!) {\n    recentlyViewed(ids: $ids, exceptId: $exceptId) {\n      id\n      ...ProductCard_product\n    }\n  }\n": types.RecentlyViewedQueryDocument,
    "\n  query SearchRouteQuery($query: String!, $sort: ProductSort!, $page: Int!, $perPage: Int!) {\n    searchProducts(query: $query, sort: $sort, page: $page, perPage: $perPage) {\n      items {\n        id\n        ...ProductCard_product\n      }\n      total\n    }\n  }\n": types.SearchRouteQueryDocument,
    "\n  fragment BrandLogoSlider_logo on BrandLogo {\n    id\n    image {\n      url\n      alt\n    }\n    brand {\n      id\n      name\n    }\n    categorySlug\n  }\n": types.BrandLogoSlider_LogoFragmentDoc,
    "\n  fragment CategoryRow_row on CategoryRow {\n    category {\n      id\n      slug\n      name\n    }\n    products {\n      id\n      ...ProductCard_product\n    }\n  }\n": types.CategoryRow_RowFragmentDoc,
    "\n  fragment HeroSlider_slide on HeroSlide {\n    id\n    image {\n      url\n      alt\n    }\n    headline\n    subtitle\n  }\n": types.HeroSlider_SlideFragmentDoc,
    "\n  fragment PromoBanner_promo on Promo {\n    image {\n      url\n      alt\n    }\n    categorySlug\n    brand {\n      id\n      name\n    }\n  }\n": types.PromoBanner_PromoFragmentDoc,
    "\n  query HomeRouteQuery {\n    home {\n      slides {\n        id\n        ...HeroSlider_slide\n      }\n      promo {\n        ...PromoBanner_promo\n      }\n      recommended {\n        id\n        ...ProductCard_product\n      }\n      promoted {\n        id\n        ...ProductCard_product\n      }\n      buyAgain {\n        ...BuyAgain_item\n      }\n      groups {\n        name\n        products {\n          id\n          ...ProductCard_product\n        }\n      }\n      categoryRows {\n        category {\n          id\n        }\n        ...CategoryRow_row\n      }\n      brandLogos {\n        id\n        ...BrandLogoSlider_logo\n      }\n    }\n  }\n": types.HomeRouteQueryDocument,
    "\n  query CartCountQuery {\n    cart {\n      id\n      totalQuantity\n    }\n  }\n": types.CartCountQueryDocument,
    "\n  fragment CategoryMenu_category on Category {\n    id\n    slug\n    name\n    children {\n      id\n      slug\n      name\n    }\n  }\n": types.CategoryMenu_CategoryFragmentDoc,
    "\n  query FooterQuery {\n    home {\n      footerBanner {\n        url\n        alt\n      }\n    }\n  }\n": types.FooterQueryDocument,
    "\n  fragment ProductTotal_query on Query {\n    productCount\n  }\n": types.ProductTotal_QueryFragmentDoc,
    "\n  query CartRouteQuery {\n    cart {\n      ...CartPage_cart\n    }\n  }\n": types.CartRouteQueryDocument,
    "\n  fragment CartPage_cart on Cart {\n    id\n    lines {\n      id\n      quantity\n      product {\n        id\n      }\n    }\n    ...CartSummary\n    ...CartTable_cart\n    ...CartTotals_cart\n  }\n": types.CartPage_CartFragmentDoc,
    "\n  fragment CartLineMutation_payload on CartPayload {\n    cart {\n      id\n      lines {\n        id\n        quantity\n        product {\n          id\n        }\n      }\n      ...CartSummary\n      ...CartTable_cart\n      ...CartTotals_cart\n    }\n    userErrors {\n      code\n      field\n      message\n    }\n  }\n": types.CartLineMutation_PayloadFragmentDoc,
    "\n  mutation SetCartLineQuantity($lineId: ID!, $quantity: Int!) {\n    setCartLineQuantity(lineId: $lineId, quantity: $quantity) {\n      ...CartLineMutation_payload\n    }\n  }\n": types.SetCartLineQuantityDocument,
    "\n  mutation RemoveCartLine($lineId: ID!) {\n    removeCartLine(lineId: $lineId) {\n      ...CartLineMutation_payload\n    }\n  }\n": types.RemoveCartLineDocument,
    "\n  mutation ClearCart {\n    clearCart {\n      ...CartLineMutation_payload\n    }\n  }\n": types.ClearCartDocument,
    "\n  fragment CartTable_cart on Cart {\n    id\n    lines {\n      id\n      quantity\n      unitPrice {\n        amount\n        currencyCode\n      }\n      tax {\n        amount\n        currencyCode\n      }\n      subtotal {\n        amount\n        currencyCode\n      }\n      product {\n        id\n        name\n        slug\n        stock\n        purchaseLimit\n        image {\n          url\n          alt\n        }\n      }\n    }\n  }\n": types.CartTable_CartFragmentDoc,
    "\n  fragment CartTotals_cart on Cart {\n    id\n    subtotal {\n      amount\n      currencyCode\n    }\n    tax {\n      amount\n      currencyCode\n    }\n    total {\n      amount\n      currencyCode\n    }\n    minimumOrder {\n      amount\n      currencyCode\n    }\n    meetsMinimum\n  }\n": types.CartTotals_CartFragmentDoc,
    "\n  query CheckoutRouteQuery {\n    viewer {\n      id\n      canOrder\n      tobaccoLicenseExpiryDate\n      ...CheckoutForm_viewer\n    }\n    cart {\n      id\n      meetsMinimum\n      lines {\n        id\n      }\n      ...OrderReview_cart\n    }\n    states {\n      id\n      name\n    }\n  }\n": types.CheckoutRouteQueryDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String!) {\n    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n      order {\n        id\n        number\n      }\n      cart {\n        id\n        ...CartSummary\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.PlaceOrderDocument,
    "\n  fragment AddressPicker_address on Address {\n    id\n    type\n    name\n    companyName\n    address\n    city\n    postcode\n    phone\n    state {\n      id\n      name\n    }\n  }\n": types.AddressPicker_AddressFragmentDoc,
    "\n  fragment CheckoutForm_viewer on Customer {\n    id\n    name\n    companyName\n    email\n    phone\n    billingAddress {\n      id\n      phone\n      ...AddressPicker_address\n    }\n    shippingAddresses {\n      id\n      ...AddressPicker_address\n    }\n  }\n": types.CheckoutForm_ViewerFragmentDoc,
    "\n  fragment OrderReview_cart on Cart {\n    id\n    lines {\n      id\n      quantity\n      subtotal {\n        amount\n        currencyCode\n      }\n      product {\n        id\n        name\n      }\n    }\n    subtotal {\n      amount\n      currencyCode\n    }\n    tax {\n      amount\n      currencyCode\n    }\n    total {\n      amount\n      currencyCode\n    }\n  }\n": types.OrderReview_CartFragmentDoc,
    "\n  query ContactRouteQuery {\n    viewer {\n      id\n      name\n      email\n    }\n  }\n": types.ContactRouteQueryDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      accepted\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.SendContactMessageDocument,
    "\n  query CodeComboboxQuery($prefix: String!) {\n    productCodeSuggestions(prefix: $prefix) {\n      id\n      name\n      sku\n      itemCode\n      barcode\n    }\n  }\n": types.CodeComboboxQueryDocument,
    "\n  query QuickOrderRouteQuery {\n    cart {\n      id\n      total {\n        amount\n        currencyCode\n      }\n      minimumOrder {\n        amount\n        currencyCode\n      }\n      lines {\n        id\n        quantity\n        product {\n          id\n        }\n      }\n    }\n  }\n": types.QuickOrderRouteQueryDocument,
    "\n  fragment QuickOrderRow_product on Product {\n    id\n    name\n    sku\n    stock\n    inStock\n    purchaseLimit\n    image {\n      url\n      alt\n    }\n    price {\n      amount\n      currencyCode\n    }\n    tax {\n      amount\n      currencyCode\n    }\n  }\n": types.QuickOrderRow_ProductFragmentDoc,
    "\n  query QuickOrderRowsQuery($codes: [String!]!) {\n    productsByCode(codes: $codes) {\n      code\n      productId\n      product {\n        id\n        ...QuickOrderRow_product\n      }\n    }\n  }\n": types.QuickOrderRowsQueryDocument,
    "\n  query WishlistRouteQuery {\n    wishlist {\n      ...WishlistTable_item\n    }\n  }\n": types.WishlistRouteQueryDocument,
    "\n  mutation RemoveFromWishlist($productIds: [ID!]) {\n    removeFromWishlist(productIds: $productIds) {\n      products {\n        id\n        inWishlist\n      }\n      wishlist {\n        id\n        ...WishlistTable_item\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.RemoveFromWishlistDocument,
    "\n  fragment WishlistTable_item on WishlistItem {\n    id\n    addedAt\n    product {\n      id\n      name\n      slug\n      inStock\n      inWishlist\n      price {\n        amount\n        currencyCode\n      }\n      image {\n        url\n        alt\n      }\n    }\n  }\n": types.WishlistTable_ItemFragmentDoc,
    "\n  query CertificateRenewalsQuery {\n    viewer {\n      id\n      certificateRenewals {\n        id\n        kind\n        status\n      }\n    }\n  }\n": types.CertificateRenewalsQueryDocument,
    "\n  fragment CartAddReport_result on CartLineResult {\n    productId\n    code\n    name\n    requestedQuantity\n    addedQuantity\n    message\n  }\n": types.CartAddReport_ResultFragmentDoc,
    "\n  fragment CartSummary on Cart {\n    id\n    totalQuantity\n    lines {\n      id\n      quantity\n    }\n    subtotal {\n      amount\n      currencyCode\n    }\n    tax {\n      amount\n      currencyCode\n    }\n    total {\n      amount\n      currencyCode\n    }\n    meetsMinimum\n  }\n": types.CartSummaryFragmentDoc,
    "\n  mutation AddLinesToCart($lines: [CartLineInput!]!, $removeAddedFromWishlist: Boolean!) {\n    addLinesToCart(lines: $lines, removeAddedFromWishlist: $removeAddedFromWishlist) {\n      cart {\n        id\n        ...CartSummary\n      }\n      results {\n        ...CartAddReport_result\n        product {\n          id\n          inWishlist\n        }\n      }\n      wishlist {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.AddLinesToCartDocument,
    "\n  mutation AddToCart($productId: ID!, $quantity: Int!) {\n    addToCart(productId: $productId, quantity: $quantity) {\n      cart {\n        id\n        ...CartSummary\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.AddToCartDocument,
    "\n  fragment WishlistHeart_payload on WishlistPayload {\n    products {\n      id\n      inWishlist\n    }\n    wishlist {\n      id\n      addedAt\n      product {\n        id\n      }\n    }\n    userErrors {\n      code\n      field\n      message\n    }\n  }\n": types.WishlistHeart_PayloadFragmentDoc,
    "\n  mutation AddToWishlist($productId: ID!) {\n    addToWishlist(productId: $productId) {\n      ...WishlistHeart_payload\n    }\n  }\n": types.AddToWishlistDocument,
    "\n  mutation RemoveProductFromWishlist($productId: ID!) {\n    removeFromWishlist(productIds: [$productId]) {\n      ...WishlistHeart_payload\n    }\n  }\n": types.RemoveProductFromWishlistDocument,
    "\n  query StoreFeatures {\n    storeFeatures {\n      shoppingLists\n    }\n  }\n": types.StoreFeaturesDocument,
    "\n  query ShoppingLists {\n    shoppingLists {\n      id\n      name\n      lineCount\n      totalQuantity\n      updatedAt\n    }\n  }\n": types.ShoppingListsDocument,
    "\n  mutation CreateShoppingList($name: String!, $lines: [ShoppingListLineInput!]!) {\n    createShoppingList(name: $name, lines: $lines) {\n      shoppingList {\n        id\n        name\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.CreateShoppingListDocument,
    "\n  mutation AddToShoppingList($id: ID!, $lines: [ShoppingListLineInput!]!) {\n    addToShoppingList(id: $id, lines: $lines) {\n      shoppingList {\n        id\n        name\n        lineCount\n        totalQuantity\n        updatedAt\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.AddToShoppingListDocument,
    "\n  fragment BuyAgain_item on BuyAgainItem {\n    id\n    lastOrderedAt\n    usualQuantity\n    timesOrdered\n    product {\n      id\n      ...ProductCard_product\n    }\n  }\n": types.BuyAgain_ItemFragmentDoc,
    "\n  fragment ProductCard_product on Product {\n    id\n    name\n    slug\n    image {\n      url\n      alt\n    }\n    brand {\n      id\n      name\n    }\n    price {\n      amount\n      currencyCode\n    }\n    stock\n    inStock\n    purchaseLimit\n    inWishlist\n  }\n": types.ProductCard_ProductFragmentDoc,
    "\n  mutation Logout {\n    logout {\n      accepted\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.LogoutDocument,
    "\n  query SessionQuery {\n    viewer {\n      id\n      name\n      status\n      canOrder\n      tobaccoLicenseExpiryDate\n      taxExpiryDate\n    }\n  }\n": types.SessionQueryDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LayoutQuery {\n    categories {\n      ...CategoryMenu_category\n    }\n    ...ProductTotal_query\n  }\n"): (typeof documents)["\n  query LayoutQuery {\n    categories {\n      ...CategoryMenu_category\n    }\n    ...ProductTotal_query\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyAccountLink($token: String!) {\n    verifyAccountLink(token: $token) {\n      accountLink {\n        customerId\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyAccountLink($token: String!) {\n    verifyAccountLink(token: $token) {\n      accountLink {\n        customerId\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAccount($input: CreateAccountInput!) {\n    createAccount(input: $input) {\n      accepted\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAccount($input: CreateAccountInput!) {\n    createAccount(input: $input) {\n      accepted\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBillingAddress($input: AddressInput!) {\n    updateBillingAddress(input: $input) {\n      customer {\n        id\n        billingAddress {\n          id\n          ...AddressCard_address\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBillingAddress($input: AddressInput!) {\n    updateBillingAddress(input: $input) {\n      customer {\n        id\n        billingAddress {\n          id\n          ...AddressCard_address\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateShippingAddress($id: ID, $input: AddressInput!) {\n    updateShippingAddress(id: $id, input: $input) {\n      customer {\n        id\n        shippingAddresses {\n          id\n          ...AddressCard_address\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateShippingAddress($id: ID, $input: AddressInput!) {\n    updateShippingAddress(id: $id, input: $input) {\n      customer {\n        id\n        shippingAddresses {\n          id\n          ...AddressCard_address\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      apiKey {\n        id\n        ...ApiKeyRow_apiKey\n      }\n      secret\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      apiKey {\n        id\n        ...ApiKeyRow_apiKey\n      }\n      secret\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      apiKey {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      apiKey {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      customer {\n        id\n        name\n        status\n        canOrder\n        tobaccoLicenseExpiryDate\n        taxExpiryDate\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      customer {\n        id\n        name\n        status\n        canOrder\n        tobaccoLicenseExpiryDate\n        taxExpiryDate\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      accepted\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      accepted\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      accepted\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      accepted\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      customer {\n        id\n        status\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      customer {\n        id\n        status\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReorderRemindersOffered {\n    storeFeatures {\n      reorderReminders\n    }\n  }\n"): (typeof documents)["\n  query ReorderRemindersOffered {\n    storeFeatures {\n      reorderReminders\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetReorderReminders($enabled: Boolean!) {\n    setReorderReminders(enabled: $enabled) {\n      enabled\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetReorderReminders($enabled: Boolean!) {\n    setReorderReminders(enabled: $enabled) {\n      enabled\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribeReorderReminders($token: String!) {\n    unsubscribeReorderReminders(token: $token) {\n      enabled\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UnsubscribeReorderReminders($token: String!) {\n    unsubscribeReorderReminders(token: $token) {\n      enabled\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAccountDetails($input: AccountDetailsInput!) {\n    updateAccountDetails(input: $input) {\n      customer {\n        id\n        name\n        companyName\n        email\n        phone\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAccountDetails($input: AccountDetailsInput!) {\n    updateAccountDetails(input: $input) {\n      customer {\n        id\n        name\n        companyName\n        email\n        phone\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      customer {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      customer {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShoppingListRoute_list on ShoppingList {\n    id\n    name\n    lineCount\n    totalQuantity\n    updatedAt\n    lines {\n      productId\n      quantity\n      addedAt\n      product {\n        id\n        name\n        slug\n        sku\n        itemCode\n        barcode\n        image {\n          url\n          alt\n        }\n        price {\n          amount\n          currencyCode\n        }\n        stock\n        inStock\n        purchaseLimit\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ShoppingListRoute_list on ShoppingList {\n    id\n    name\n    lineCount\n    totalQuantity\n    updatedAt\n    lines {\n      productId\n      quantity\n      addedAt\n      product {\n        id\n        name\n        slug\n        sku\n        itemCode\n        barcode\n        image {\n          url\n          alt\n        }\n        price {\n          amount\n          currencyCode\n        }\n        stock\n        inStock\n        purchaseLimit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameShoppingList($id: ID!, $name: String!) {\n    renameShoppingList(id: $id, name: $name) {\n      shoppingList {\n        ...ShoppingListRoute_list\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RenameShoppingList($id: ID!, $name: String!) {\n    renameShoppingList(id: $id, name: $name) {\n      shoppingList {\n        ...ShoppingListRoute_list\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DuplicateShoppingList($id: ID!, $name: String!) {\n    duplicateShoppingList(id: $id, name: $name) {\n      shoppingList {\n        id\n        name\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DuplicateShoppingList($id: ID!, $name: String!) {\n    duplicateShoppingList(id: $id, name: $name) {\n      shoppingList {\n        id\n        name\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteShoppingList($id: ID!) {\n    deleteShoppingList(id: $id) {\n      deletedId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteShoppingList($id: ID!) {\n    deleteShoppingList(id: $id) {\n      deletedId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetShoppingListQuantities($id: ID!, $lines: [ShoppingListLineInput!]!) {\n    setShoppingListQuantities(id: $id, lines: $lines) {\n      shoppingList {\n        ...ShoppingListRoute_list\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetShoppingListQuantities($id: ID!, $lines: [ShoppingListLineInput!]!) {\n    setShoppingListQuantities(id: $id, lines: $lines) {\n      shoppingList {\n        ...ShoppingListRoute_list\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromShoppingList($id: ID!, $productIds: [ID!]!) {\n    removeFromShoppingList(id: $id, productIds: $productIds) {\n      shoppingList {\n        ...ShoppingListRoute_list\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFromShoppingList($id: ID!, $productIds: [ID!]!) {\n    removeFromShoppingList(id: $id, productIds: $productIds) {\n      shoppingList {\n        ...ShoppingListRoute_list\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadCertificateRenewal($input: CertificateRenewalInput!) {\n    uploadCertificateRenewal(input: $input) {\n      certificateRenewal {\n        id\n      }\n      customer {\n        id\n        ...RenewCertificate_viewer\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UploadCertificateRenewal($input: CertificateRenewalInput!) {\n    uploadCertificateRenewal(input: $input) {\n      certificateRenewal {\n        id\n      }\n      customer {\n        id\n        ...RenewCertificate_viewer\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      webhookEndpoint {\n        id\n        ...WebhookEndpointRow_endpoint\n      }\n      secret\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookEndpoint($input: WebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      webhookEndpoint {\n        id\n        ...WebhookEndpointRow_endpoint\n      }\n      secret\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebhookEndpoint($input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(input: $input) {\n      webhookEndpoint {\n        id\n        ...WebhookEndpointRow_endpoint\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWebhookEndpoint($input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(input: $input) {\n      webhookEndpoint {\n        id\n        ...WebhookEndpointRow_endpoint\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      deletedWebhookEndpointId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      deletedWebhookEndpointId\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeliverWebhook($endpointId: ID!, $deliveryId: ID!) {\n    redeliverWebhook(endpointId: $endpointId, deliveryId: $deliveryId) {\n      webhookDelivery {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RedeliverWebhook($endpointId: ID!, $deliveryId: ID!) {\n    redeliverWebhook(endpointId: $endpointId, deliveryId: $deliveryId) {\n      webhookDelivery {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTestWebhook($endpointId: ID!) {\n    sendTestWebhook(endpointId: $endpointId) {\n      webhookDelivery {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendTestWebhook($endpointId: ID!) {\n    sendTestWebhook(endpointId: $endpointId) {\n      webhookDelivery {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddressCard_address on Address {\n    id\n    type\n    name\n    companyName\n    address\n    city\n    postcode\n    phone\n    state {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment AddressCard_address on Address {\n    id\n    type\n    name\n    companyName\n    address\n    city\n    postcode\n    phone\n    state {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderHistoryExport($page: Int!) {\n    orders(page: $page, perPage: 20) {\n      items {\n        id\n        number\n        createdAt\n        status\n        subtotal {\n          amount\n        }\n        tax {\n          amount\n        }\n        total {\n          amount\n        }\n        shipment {\n          carrier\n          trackingNumber\n        }\n        lines {\n          id\n          name\n          quantity\n          unitPrice {\n            amount\n          }\n          subtotal {\n            amount\n          }\n        }\n      }\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query OrderHistoryExport($page: Int!) {\n    orders(page: $page, perPage: 20) {\n      items {\n        id\n        number\n        createdAt\n        status\n        subtotal {\n          amount\n        }\n        tax {\n          amount\n        }\n        total {\n          amount\n        }\n        shipment {\n          carrier\n          trackingNumber\n        }\n        lines {\n          id\n          name\n          quantity\n          unitPrice {\n            amount\n          }\n          subtotal {\n            amount\n          }\n        }\n      }\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderAddressBlock_address on OrderAddress {\n    name\n    companyName\n    address\n    city\n    state {\n      id\n      name\n    }\n    postcode\n    phone\n    email\n  }\n"): (typeof documents)["\n  fragment OrderAddressBlock_address on OrderAddress {\n    name\n    companyName\n    address\n    city\n    state {\n      id\n      name\n    }\n    postcode\n    phone\n    email\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderAgainButton_line on OrderLine {\n    id\n    productId\n    name\n    quantity\n  }\n"): (typeof documents)["\n  fragment OrderAgainButton_line on OrderLine {\n    id\n    productId\n    name\n    quantity\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderDetailLines_line on OrderLine {\n    id\n    name\n    image {\n      url\n      alt\n    }\n    quantity\n    unitPrice {\n      amount\n      currencyCode\n    }\n    tax {\n      amount\n      currencyCode\n    }\n    subtotal {\n      amount\n      currencyCode\n    }\n    fulfillmentStatus\n  }\n"): (typeof documents)["\n  fragment OrderDetailLines_line on OrderLine {\n    id\n    name\n    image {\n      url\n      alt\n    }\n    quantity\n    unitPrice {\n      amount\n      currencyCode\n    }\n    tax {\n      amount\n      currencyCode\n    }\n    subtotal {\n      amount\n      currencyCode\n    }\n    fulfillmentStatus\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RenewCertificate_viewer on Customer {\n    id\n    certificateRenewals {\n      id\n      kind\n      expiresOn\n      submittedAt\n      status\n    }\n  }\n"): (typeof documents)["\n  fragment RenewCertificate_viewer on Customer {\n    id\n    certificateRenewals {\n      id\n      kind\n      expiresOn\n      submittedAt\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountDetailsRouteQuery {\n    viewer {\n      id\n      name\n      companyName\n      email\n      phone\n      ...RenewCertificate_viewer\n    }\n  }\n"): (typeof documents)["\n  query AccountDetailsRouteQuery {\n    viewer {\n      id\n      name\n      companyName\n      email\n      phone\n      ...RenewCertificate_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AddressesRouteQuery {\n    viewer {\n      id\n      billingAddress {\n        id\n        ...AddressCard_address\n      }\n      shippingAddresses {\n        id\n        ...AddressCard_address\n      }\n    }\n  }\n"): (typeof documents)["\n  query AddressesRouteQuery {\n    viewer {\n      id\n      billingAddress {\n        id\n        ...AddressCard_address\n      }\n      shippingAddresses {\n        id\n        ...AddressCard_address\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiKeyRow_apiKey on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    createdAt\n    lastUsedAt\n  }\n"): (typeof documents)["\n  fragment ApiKeyRow_apiKey on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    createdAt\n    lastUsedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiAccessRouteQuery {\n    apiKeys {\n      id\n      ...ApiKeyRow_apiKey\n    }\n  }\n"): (typeof documents)["\n  query ApiAccessRouteQuery {\n    apiKeys {\n      id\n      ...ApiKeyRow_apiKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardBuyAgainQuery {\n    home {\n      buyAgain {\n        ...BuyAgain_item\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardBuyAgainQuery {\n    home {\n      buyAgain {\n        ...BuyAgain_item\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditAddressRouteQuery {\n    states {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query EditAddressRouteQuery {\n    states {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderDetailRouteQuery($id: ID!) {\n    order(id: $id) {\n      id\n      number\n      createdAt\n      status\n      paymentMethod\n      note\n      shipment {\n        carrier\n        trackingNumber\n        expectedDeliveryOn\n      }\n      billingAddress {\n        ...OrderAddressBlock_address\n      }\n      shippingAddress {\n        ...OrderAddressBlock_address\n      }\n      lines {\n        id\n        ...OrderAgainButton_line\n        ...OrderDetailLines_line\n      }\n      subtotal {\n        amount\n        currencyCode\n      }\n      tax {\n        amount\n        currencyCode\n      }\n      total {\n        amount\n        currencyCode\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderDetailRouteQuery($id: ID!) {\n    order(id: $id) {\n      id\n      number\n      createdAt\n      status\n      paymentMethod\n      note\n      shipment {\n        carrier\n        trackingNumber\n        expectedDeliveryOn\n      }\n      billingAddress {\n        ...OrderAddressBlock_address\n      }\n      shippingAddress {\n        ...OrderAddressBlock_address\n      }\n      lines {\n        id\n        ...OrderAgainButton_line\n        ...OrderDetailLines_line\n      }\n      subtotal {\n        amount\n        currencyCode\n      }\n      tax {\n        amount\n        currencyCode\n      }\n      total {\n        amount\n        currencyCode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderInvoiceRoute($id: ID!) {\n    order(id: $id) {\n      id\n      number\n      createdAt\n      billingAddress {\n        name\n        companyName\n        address\n        city\n        state {\n          id\n          name\n        }\n        postcode\n        phone\n        email\n      }\n      shippingAddress {\n        name\n        companyName\n        address\n        city\n        state {\n          id\n          name\n        }\n        postcode\n      }\n      lines {\n        id\n        name\n        quantity\n        unitPrice {\n          amount\n        }\n        subtotal {\n          amount\n        }\n      }\n      subtotal {\n        amount\n      }\n      tax {\n        amount\n      }\n      total {\n        amount\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderInvoiceRoute($id: ID!) {\n    order(id: $id) {\n      id\n      number\n      createdAt\n      billingAddress {\n        name\n        companyName\n        address\n        city\n        state {\n          id\n          name\n        }\n        postcode\n        phone\n        email\n      }\n      shippingAddress {\n        name\n        companyName\n        address\n        city\n        state {\n          id\n          name\n        }\n        postcode\n      }\n      lines {\n        id\n        name\n        quantity\n        unitPrice {\n          amount\n        }\n        subtotal {\n          amount\n        }\n      }\n      subtotal {\n        amount\n      }\n      tax {\n        amount\n      }\n      total {\n        amount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderRow_order on Order {\n    id\n    number\n    createdAt\n    status\n    total {\n      amount\n      currencyCode\n    }\n    shipment {\n      carrier\n      trackingNumber\n    }\n  }\n"): (typeof documents)["\n  fragment OrderRow_order on Order {\n    id\n    number\n    createdAt\n    status\n    total {\n      amount\n      currencyCode\n    }\n    shipment {\n      carrier\n      trackingNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersRouteQuery($page: Int!, $perPage: Int!) {\n    orders(page: $page, perPage: $perPage) {\n      items {\n        id\n        ...OrderRow_order\n      }\n      page\n      totalPages\n    }\n  }\n"): (typeof documents)["\n  query OrdersRouteQuery($page: Int!, $perPage: Int!) {\n    orders(page: $page, perPage: $perPage) {\n      items {\n        id\n        ...OrderRow_order\n      }\n      page\n      totalPages\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegisterRouteQuery {\n    countries {\n      id\n      name\n    }\n    membershipCategories {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query RegisterRouteQuery {\n    countries {\n      id\n      name\n    }\n    membershipCategories {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegisterStatesQuery($countryId: ID!) {\n    states(countryId: $countryId) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query RegisterStatesQuery($countryId: ID!) {\n    states(countryId: $countryId) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReorderRemindersRouteQuery {\n    viewer {\n      id\n      reorderReminders\n    }\n    storeFeatures {\n      reorderReminders\n    }\n  }\n"): (typeof documents)["\n  query ReorderRemindersRouteQuery {\n    viewer {\n      id\n      reorderReminders\n    }\n    storeFeatures {\n      reorderReminders\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShoppingListRouteQuery($id: ID!) {\n    shoppingList(id: $id) {\n      id\n      ...ShoppingListRoute_list\n    }\n  }\n"): (typeof documents)["\n  query ShoppingListRouteQuery($id: ID!) {\n    shoppingList(id: $id) {\n      id\n      ...ShoppingListRoute_list\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhooksRouteQuery {\n    webhookEndpoints {\n      id\n      ...WebhookEndpointRow_endpoint\n    }\n  }\n"): (typeof documents)["\n  query WebhooksRouteQuery {\n    webhookEndpoints {\n      id\n      ...WebhookEndpointRow_endpoint\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhookEndpointRow_endpoint on WebhookEndpoint {\n    id\n    url\n    events\n    enabled\n    consecutiveFailures\n    disabledAt\n    disabledReason\n  }\n"): (typeof documents)["\n  fragment WebhookEndpointRow_endpoint on WebhookEndpoint {\n    id\n    url\n    events\n    enabled\n    consecutiveFailures\n    disabledAt\n    disabledReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveryLogQuery($endpointId: ID!, $page: Int) {\n    webhookDeliveries(endpointId: $endpointId, page: $page) {\n      page\n      totalPages\n      items {\n        id\n        eventType\n        status\n        attempts\n        lastStatus\n        lastError\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveryLogQuery($endpointId: ID!, $page: Int) {\n    webhookDeliveries(endpointId: $endpointId, page: $page) {\n      page\n      totalPages\n      items {\n        id\n        eventType\n        status\n        attempts\n        lastStatus\n        lastError\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BrandShopFilters_brand on Brand {\n    id\n    name\n    logo {\n      url\n      alt\n    }\n    categories {\n      id\n      slug\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment BrandShopFilters_brand on Brand {\n    id\n    name\n    logo {\n      url\n      alt\n    }\n    categories {\n      id\n      slug\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryShopFilters_category on Category {\n    id\n    slug\n    name\n    children {\n      id\n      slug\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment CategoryShopFilters_category on Category {\n    id\n    slug\n    name\n    children {\n      id\n      slug\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryShopFilters_brand on Brand {\n    id\n    name\n  }\n"): (typeof documents)["\n  fragment CategoryShopFilters_brand on Brand {\n    id\n    name\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductDetail_product on Product {\n    id\n    name\n    sku\n    itemCode\n    barcode\n    description\n    brand {\n      id\n      name\n    }\n    category {\n      id\n      slug\n      name\n      parent {\n        id\n        slug\n        name\n      }\n    }\n    image {\n      url\n      alt\n    }\n    images {\n      url\n      alt\n    }\n    price {\n      amount\n      currencyCode\n    }\n    stock\n    inStock\n    purchaseLimit\n    inWishlist\n  }\n"): (typeof documents)["\n  fragment ProductDetail_product on Product {\n    id\n    name\n    sku\n    itemCode\n    barcode\n    description\n    brand {\n      id\n      name\n    }\n    category {\n      id\n      slug\n      name\n      parent {\n        id\n        slug\n        name\n      }\n    }\n    image {\n      url\n      alt\n    }\n    images {\n      url\n      alt\n    }\n    price {\n      amount\n      currencyCode\n    }\n    stock\n    inStock\n    purchaseLimit\n    inWishlist\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandShopRouteQuery(\n    $brandId: ID!\n    $filter: ProductFilter!\n    $sort: ProductSort!\n    $page: Int!\n    $perPage: Int!\n  ) {\n    brand(id: $brandId) {\n      id\n      name\n      ...BrandShopFilters_brand\n    }\n    products(filter: $filter, sort: $sort, page: $page, perPage: $perPage) {\n      items {\n        id\n        ...ProductCard_product\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query BrandShopRouteQuery(\n    $brandId: ID!\n    $filter: ProductFilter!\n    $sort: ProductSort!\n    $page: Int!\n    $perPage: Int!\n  ) {\n    brand(id: $brandId) {\n      id\n      name\n      ...BrandShopFilters_brand\n    }\n    products(filter: $filter, sort: $sort, page: $page, perPage: $perPage) {\n      items {\n        id\n        ...ProductCard_product\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CategoryShopRouteQuery(\n    $slug: String!\n    $filter: ProductFilter!\n    $sort: ProductSort!\n    $page: Int!\n    $perPage: Int!\n  ) {\n    category(slug: $slug) {\n      id\n      name\n      image {\n        url\n      }\n      ...CategoryShopFilters_category\n    }\n    brands(categorySlug: $slug) {\n      id\n      ...CategoryShopFilters_brand\n    }\n    products(filter: $filter, sort: $sort, page: $page, perPage: $perPage) {\n      items {\n        id\n        ...ProductCard_product\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query CategoryShopRouteQuery(\n    $slug: String!\n    $filter: ProductFilter!\n    $sort: ProductSort!\n    $page: Int!\n    $perPage: Int!\n  ) {\n    category(slug: $slug) {\n      id\n      name\n      image {\n        url\n      }\n      ...CategoryShopFilters_category\n    }\n    brands(categorySlug: $slug) {\n      id\n      ...CategoryShopFilters_brand\n    }\n    products(filter: $filter, sort: $sort, page: $page, perPage: $perPage) {\n      items {\n        id\n        ...ProductCard_product\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductBySlugRouteQuery($slug: String!) {\n    productBySlug(slug: $slug) {\n      id\n      slug\n      name\n    }\n  }\n"): (typeof documents)["\n  query ProductBySlugRouteQuery($slug: String!) {\n    productBySlug(slug: $slug) {\n      id\n      slug\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductRouteQuery($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      ...ProductDetail_product\n    }\n    relatedProducts(productId: $id) {\n      id\n      ...ProductCard_product\n    }\n  }\n"): (typeof documents)["\n  query ProductRouteQuery($id: ID!) {\n    product(id: $id) {\n      id\n      name\n      ...ProductDetail_product\n    }\n    relatedProducts(productId: $id) {\n      id\n      ...ProductCard_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecentlyViewedQuery($ids: [ID!]!, $exceptId: ID!) {\n    recentlyViewed(ids: $ids, exceptId: $exceptId) {\n      id\n      ...ProductCard_product\n    }\n  }\n"): (typeof documents)["\n  query RecentlyViewedQuery($ids: [ID!]!, $exceptId: ID!) {\n    recentlyViewed(ids: $ids, exceptId: $exceptId) {\n      id\n      ...ProductCard_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchRouteQuery($query: String!, $sort: ProductSort!, $page: Int!, $perPage: Int!) {\n    searchProducts(query: $query, sort: $sort, page: $page, perPage: $perPage) {\n      items {\n        id\n        ...ProductCard_product\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query SearchRouteQuery($query: String!, $sort: ProductSort!, $page: Int!, $perPage: Int!) {\n    searchProducts(query: $query, sort: $sort, page: $page, perPage: $perPage) {\n      items {\n        id\n        ...ProductCard_product\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BrandLogoSlider_logo on BrandLogo {\n    id\n    image {\n      url\n      alt\n    }\n    brand {\n      id\n      name\n    }\n    categorySlug\n  }\n"): (typeof documents)["\n  fragment BrandLogoSlider_logo on BrandLogo {\n    id\n    image {\n      url\n      alt\n    }\n    brand {\n      id\n      name\n    }\n    categorySlug\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryRow_row on CategoryRow {\n    category {\n      id\n      slug\n      name\n    }\n    products {\n      id\n      ...ProductCard_product\n    }\n  }\n"): (typeof documents)["\n  fragment CategoryRow_row on CategoryRow {\n    category {\n      id\n      slug\n      name\n    }\n    products {\n      id\n      ...ProductCard_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HeroSlider_slide on HeroSlide {\n    id\n    image {\n      url\n      alt\n    }\n    headline\n    subtitle\n  }\n"): (typeof documents)["\n  fragment HeroSlider_slide on HeroSlide {\n    id\n    image {\n      url\n      alt\n    }\n    headline\n    subtitle\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PromoBanner_promo on Promo {\n    image {\n      url\n      alt\n    }\n    categorySlug\n    brand {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment PromoBanner_promo on Promo {\n    image {\n      url\n      alt\n    }\n    categorySlug\n    brand {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeRouteQuery {\n    home {\n      slides {\n        id\n        ...HeroSlider_slide\n      }\n      promo {\n        ...PromoBanner_promo\n      }\n      recommended {\n        id\n        ...ProductCard_product\n      }\n      promoted {\n        id\n        ...ProductCard_product\n      }\n      buyAgain {\n        ...BuyAgain_item\n      }\n      groups {\n        name\n        products {\n          id\n          ...ProductCard_product\n        }\n      }\n      categoryRows {\n        category {\n          id\n        }\n        ...CategoryRow_row\n      }\n      brandLogos {\n        id\n        ...BrandLogoSlider_logo\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeRouteQuery {\n    home {\n      slides {\n        id\n        ...HeroSlider_slide\n      }\n      promo {\n        ...PromoBanner_promo\n      }\n      recommended {\n        id\n        ...ProductCard_product\n      }\n      promoted {\n        id\n        ...ProductCard_product\n      }\n      buyAgain {\n        ...BuyAgain_item\n      }\n      groups {\n        name\n        products {\n          id\n          ...ProductCard_product\n        }\n      }\n      categoryRows {\n        category {\n          id\n        }\n        ...CategoryRow_row\n      }\n      brandLogos {\n        id\n        ...BrandLogoSlider_logo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartCountQuery {\n    cart {\n      id\n      totalQuantity\n    }\n  }\n"): (typeof documents)["\n  query CartCountQuery {\n    cart {\n      id\n      totalQuantity\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryMenu_category on Category {\n    id\n    slug\n    name\n    children {\n      id\n      slug\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment CategoryMenu_category on Category {\n    id\n    slug\n    name\n    children {\n      id\n      slug\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FooterQuery {\n    home {\n      footerBanner {\n        url\n        alt\n      }\n    }\n  }\n"): (typeof documents)["\n  query FooterQuery {\n    home {\n      footerBanner {\n        url\n        alt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductTotal_query on Query {\n    productCount\n  }\n"): (typeof documents)["\n  fragment ProductTotal_query on Query {\n    productCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartRouteQuery {\n    cart {\n      ...CartPage_cart\n    }\n  }\n"): (typeof documents)["\n  query CartRouteQuery {\n    cart {\n      ...CartPage_cart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartPage_cart on Cart {\n    id\n    lines {\n      id\n      quantity\n      product {\n        id\n      }\n    }\n    ...CartSummary\n    ...CartTable_cart\n    ...CartTotals_cart\n  }\n"): (typeof documents)["\n  fragment CartPage_cart on Cart {\n    id\n    lines {\n      id\n      quantity\n      product {\n        id\n      }\n    }\n    ...CartSummary\n    ...CartTable_cart\n    ...CartTotals_cart\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartLineMutation_payload on CartPayload {\n    cart {\n      id\n      lines {\n        id\n        quantity\n        product {\n          id\n        }\n      }\n      ...CartSummary\n      ...CartTable_cart\n      ...CartTotals_cart\n    }\n    userErrors {\n      code\n      field\n      message\n    }\n  }\n"): (typeof documents)["\n  fragment CartLineMutation_payload on CartPayload {\n    cart {\n      id\n      lines {\n        id\n        quantity\n        product {\n          id\n        }\n      }\n      ...CartSummary\n      ...CartTable_cart\n      ...CartTotals_cart\n    }\n    userErrors {\n      code\n      field\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCartLineQuantity($lineId: ID!, $quantity: Int!) {\n    setCartLineQuantity(lineId: $lineId, quantity: $quantity) {\n      ...CartLineMutation_payload\n    }\n  }\n"): (typeof documents)["\n  mutation SetCartLineQuantity($lineId: ID!, $quantity: Int!) {\n    setCartLineQuantity(lineId: $lineId, quantity: $quantity) {\n      ...CartLineMutation_payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCartLine($lineId: ID!) {\n    removeCartLine(lineId: $lineId) {\n      ...CartLineMutation_payload\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveCartLine($lineId: ID!) {\n    removeCartLine(lineId: $lineId) {\n      ...CartLineMutation_payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearCart {\n    clearCart {\n      ...CartLineMutation_payload\n    }\n  }\n"): (typeof documents)["\n  mutation ClearCart {\n    clearCart {\n      ...CartLineMutation_payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartTable_cart on Cart {\n    id\n    lines {\n      id\n      quantity\n      unitPrice {\n        amount\n        currencyCode\n      }\n      tax {\n        amount\n        currencyCode\n      }\n      subtotal {\n        amount\n        currencyCode\n      }\n      product {\n        id\n        name\n        slug\n        stock\n        purchaseLimit\n        image {\n          url\n          alt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CartTable_cart on Cart {\n    id\n    lines {\n      id\n      quantity\n      unitPrice {\n        amount\n        currencyCode\n      }\n      tax {\n        amount\n        currencyCode\n      }\n      subtotal {\n        amount\n        currencyCode\n      }\n      product {\n        id\n        name\n        slug\n        stock\n        purchaseLimit\n        image {\n          url\n          alt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartTotals_cart on Cart {\n    id\n    subtotal {\n      amount\n      currencyCode\n    }\n    tax {\n      amount\n      currencyCode\n    }\n    total {\n      amount\n      currencyCode\n    }\n    minimumOrder {\n      amount\n      currencyCode\n    }\n    meetsMinimum\n  }\n"): (typeof documents)["\n  fragment CartTotals_cart on Cart {\n    id\n    subtotal {\n      amount\n      currencyCode\n    }\n    tax {\n      amount\n      currencyCode\n    }\n    total {\n      amount\n      currencyCode\n    }\n    minimumOrder {\n      amount\n      currencyCode\n    }\n    meetsMinimum\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutRouteQuery {\n    viewer {\n      id\n      canOrder\n      tobaccoLicenseExpiryDate\n      ...CheckoutForm_viewer\n    }\n    cart {\n      id\n      meetsMinimum\n      lines {\n        id\n      }\n      ...OrderReview_cart\n    }\n    states {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query CheckoutRouteQuery {\n    viewer {\n      id\n      canOrder\n      tobaccoLicenseExpiryDate\n      ...CheckoutForm_viewer\n    }\n    cart {\n      id\n      meetsMinimum\n      lines {\n        id\n      }\n      ...OrderReview_cart\n    }\n    states {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String!) {\n    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n      order {\n        id\n        number\n      }\n      cart {\n        id\n        ...CartSummary\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String!) {\n    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {\n      order {\n        id\n        number\n      }\n      cart {\n        id\n        ...CartSummary\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddressPicker_address on Address {\n    id\n    type\n    name\n    companyName\n    address\n    city\n    postcode\n    phone\n    state {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment AddressPicker_address on Address {\n    id\n    type\n    name\n    companyName\n    address\n    city\n    postcode\n    phone\n    state {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CheckoutForm_viewer on Customer {\n    id\n    name\n    companyName\n    email\n    phone\n    billingAddress {\n      id\n      phone\n      ...AddressPicker_address\n    }\n    shippingAddresses {\n      id\n      ...AddressPicker_address\n    }\n  }\n"): (typeof documents)["\n  fragment CheckoutForm_viewer on Customer {\n    id\n    name\n    companyName\n    email\n    phone\n    billingAddress {\n      id\n      phone\n      ...AddressPicker_address\n    }\n    shippingAddresses {\n      id\n      ...AddressPicker_address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderReview_cart on Cart {\n    id\n    lines {\n      id\n      quantity\n      subtotal {\n        amount\n        currencyCode\n      }\n      product {\n        id\n        name\n      }\n    }\n    subtotal {\n      amount\n      currencyCode\n    }\n    tax {\n      amount\n      currencyCode\n    }\n    total {\n      amount\n      currencyCode\n    }\n  }\n"): (typeof documents)["\n  fragment OrderReview_cart on Cart {\n    id\n    lines {\n      id\n      quantity\n      subtotal {\n        amount\n        currencyCode\n      }\n      product {\n        id\n        name\n      }\n    }\n    subtotal {\n      amount\n      currencyCode\n    }\n    tax {\n      amount\n      currencyCode\n    }\n    total {\n      amount\n      currencyCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactRouteQuery {\n    viewer {\n      id\n      name\n      email\n    }\n  }\n"): (typeof documents)["\n  query ContactRouteQuery {\n    viewer {\n      id\n      name\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      accepted\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input) {\n      accepted\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CodeComboboxQuery($prefix: String!) {\n    productCodeSuggestions(prefix: $prefix) {\n      id\n      name\n      sku\n      itemCode\n      barcode\n    }\n  }\n"): (typeof documents)["\n  query CodeComboboxQuery($prefix: String!) {\n    productCodeSuggestions(prefix: $prefix) {\n      id\n      name\n      sku\n      itemCode\n      barcode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuickOrderRouteQuery {\n    cart {\n      id\n      total {\n        amount\n        currencyCode\n      }\n      minimumOrder {\n        amount\n        currencyCode\n      }\n      lines {\n        id\n        quantity\n        product {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query QuickOrderRouteQuery {\n    cart {\n      id\n      total {\n        amount\n        currencyCode\n      }\n      minimumOrder {\n        amount\n        currencyCode\n      }\n      lines {\n        id\n        quantity\n        product {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuickOrderRow_product on Product {\n    id\n    name\n    sku\n    stock\n    inStock\n    purchaseLimit\n    image {\n      url\n      alt\n    }\n    price {\n      amount\n      currencyCode\n    }\n    tax {\n      amount\n      currencyCode\n    }\n  }\n"): (typeof documents)["\n  fragment QuickOrderRow_product on Product {\n    id\n    name\n    sku\n    stock\n    inStock\n    purchaseLimit\n    image {\n      url\n      alt\n    }\n    price {\n      amount\n      currencyCode\n    }\n    tax {\n      amount\n      currencyCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuickOrderRowsQuery($codes: [String!]!) {\n    productsByCode(codes: $codes) {\n      code\n      productId\n      product {\n        id\n        ...QuickOrderRow_product\n      }\n    }\n  }\n"): (typeof documents)["\n  query QuickOrderRowsQuery($codes: [String!]!) {\n    productsByCode(codes: $codes) {\n      code\n      productId\n      product {\n        id\n        ...QuickOrderRow_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WishlistRouteQuery {\n    wishlist {\n      ...WishlistTable_item\n    }\n  }\n"): (typeof documents)["\n  query WishlistRouteQuery {\n    wishlist {\n      ...WishlistTable_item\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromWishlist($productIds: [ID!]) {\n    removeFromWishlist(productIds: $productIds) {\n      products {\n        id\n        inWishlist\n      }\n      wishlist {\n        id\n        ...WishlistTable_item\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFromWishlist($productIds: [ID!]) {\n    removeFromWishlist(productIds: $productIds) {\n      products {\n        id\n        inWishlist\n      }\n      wishlist {\n        id\n        ...WishlistTable_item\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WishlistTable_item on WishlistItem {\n    id\n    addedAt\n    product {\n      id\n      name\n      slug\n      inStock\n      inWishlist\n      price {\n        amount\n        currencyCode\n      }\n      image {\n        url\n        alt\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment WishlistTable_item on WishlistItem {\n    id\n    addedAt\n    product {\n      id\n      name\n      slug\n      inStock\n      inWishlist\n      price {\n        amount\n        currencyCode\n      }\n      image {\n        url\n        alt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CertificateRenewalsQuery {\n    viewer {\n      id\n      certificateRenewals {\n        id\n        kind\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query CertificateRenewalsQuery {\n    viewer {\n      id\n      certificateRenewals {\n        id\n        kind\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartAddReport_result on CartLineResult {\n    productId\n    code\n    name\n    requestedQuantity\n    addedQuantity\n    message\n  }\n"): (typeof documents)["\n  fragment CartAddReport_result on CartLineResult {\n    productId\n    code\n    name\n    requestedQuantity\n    addedQuantity\n    message\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartSummary on Cart {\n    id\n    totalQuantity\n    lines {\n      id\n      quantity\n    }\n    subtotal {\n      amount\n      currencyCode\n    }\n    tax {\n      amount\n      currencyCode\n    }\n    total {\n      amount\n      currencyCode\n    }\n    meetsMinimum\n  }\n"): (typeof documents)["\n  fragment CartSummary on Cart {\n    id\n    totalQuantity\n    lines {\n      id\n      quantity\n    }\n    subtotal {\n      amount\n      currencyCode\n    }\n    tax {\n      amount\n      currencyCode\n    }\n    total {\n      amount\n      currencyCode\n    }\n    meetsMinimum\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddLinesToCart($lines: [CartLineInput!]!, $removeAddedFromWishlist: Boolean!) {\n    addLinesToCart(lines: $lines, removeAddedFromWishlist: $removeAddedFromWishlist) {\n      cart {\n        id\n        ...CartSummary\n      }\n      results {\n        ...CartAddReport_result\n        product {\n          id\n          inWishlist\n        }\n      }\n      wishlist {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddLinesToCart($lines: [CartLineInput!]!, $removeAddedFromWishlist: Boolean!) {\n    addLinesToCart(lines: $lines, removeAddedFromWishlist: $removeAddedFromWishlist) {\n      cart {\n        id\n        ...CartSummary\n      }\n      results {\n        ...CartAddReport_result\n        product {\n          id\n          inWishlist\n        }\n      }\n      wishlist {\n        id\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToCart($productId: ID!, $quantity: Int!) {\n    addToCart(productId: $productId, quantity: $quantity) {\n      cart {\n        id\n        ...CartSummary\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddToCart($productId: ID!, $quantity: Int!) {\n    addToCart(productId: $productId, quantity: $quantity) {\n      cart {\n        id\n        ...CartSummary\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WishlistHeart_payload on WishlistPayload {\n    products {\n      id\n      inWishlist\n    }\n    wishlist {\n      id\n      addedAt\n      product {\n        id\n      }\n    }\n    userErrors {\n      code\n      field\n      message\n    }\n  }\n"): (typeof documents)["\n  fragment WishlistHeart_payload on WishlistPayload {\n    products {\n      id\n      inWishlist\n    }\n    wishlist {\n      id\n      addedAt\n      product {\n        id\n      }\n    }\n    userErrors {\n      code\n      field\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToWishlist($productId: ID!) {\n    addToWishlist(productId: $productId) {\n      ...WishlistHeart_payload\n    }\n  }\n"): (typeof documents)["\n  mutation AddToWishlist($productId: ID!) {\n    addToWishlist(productId: $productId) {\n      ...WishlistHeart_payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveProductFromWishlist($productId: ID!) {\n    removeFromWishlist(productIds: [$productId]) {\n      ...WishlistHeart_payload\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveProductFromWishlist($productId: ID!) {\n    removeFromWishlist(productIds: [$productId]) {\n      ...WishlistHeart_payload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreFeatures {\n    storeFeatures {\n      shoppingLists\n    }\n  }\n"): (typeof documents)["\n  query StoreFeatures {\n    storeFeatures {\n      shoppingLists\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShoppingLists {\n    shoppingLists {\n      id\n      name\n      lineCount\n      totalQuantity\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query ShoppingLists {\n    shoppingLists {\n      id\n      name\n      lineCount\n      totalQuantity\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateShoppingList($name: String!, $lines: [ShoppingListLineInput!]!) {\n    createShoppingList(name: $name, lines: $lines) {\n      shoppingList {\n        id\n        name\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateShoppingList($name: String!, $lines: [ShoppingListLineInput!]!) {\n    createShoppingList(name: $name, lines: $lines) {\n      shoppingList {\n        id\n        name\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToShoppingList($id: ID!, $lines: [ShoppingListLineInput!]!) {\n    addToShoppingList(id: $id, lines: $lines) {\n      shoppingList {\n        id\n        name\n        lineCount\n        totalQuantity\n        updatedAt\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddToShoppingList($id: ID!, $lines: [ShoppingListLineInput!]!) {\n    addToShoppingList(id: $id, lines: $lines) {\n      shoppingList {\n        id\n        name\n        lineCount\n        totalQuantity\n        updatedAt\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BuyAgain_item on BuyAgainItem {\n    id\n    lastOrderedAt\n    usualQuantity\n    timesOrdered\n    product {\n      id\n      ...ProductCard_product\n    }\n  }\n"): (typeof documents)["\n  fragment BuyAgain_item on BuyAgainItem {\n    id\n    lastOrderedAt\n    usualQuantity\n    timesOrdered\n    product {\n      id\n      ...ProductCard_product\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCard_product on Product {\n    id\n    name\n    slug\n    image {\n      url\n      alt\n    }\n    brand {\n      id\n      name\n    }\n    price {\n      amount\n      currencyCode\n    }\n    stock\n    inStock\n    purchaseLimit\n    inWishlist\n  }\n"): (typeof documents)["\n  fragment ProductCard_product on Product {\n    id\n    name\n    slug\n    image {\n      url\n      alt\n    }\n    brand {\n      id\n      name\n    }\n    price {\n      amount\n      currencyCode\n    }\n    stock\n    inStock\n    purchaseLimit\n    inWishlist\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      accepted\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      accepted\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionQuery {\n    viewer {\n      id\n      name\n      status\n      canOrder\n      tobaccoLicenseExpiryDate\n      taxExpiryDate\n    }\n  }\n"): (typeof documents)["\n  query SessionQuery {\n    viewer {\n      id\n      name\n      status\n      canOrder\n      tobaccoLicenseExpiryDate\n      taxExpiryDate\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;