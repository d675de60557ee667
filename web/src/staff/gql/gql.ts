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
    "\n  query CatalogRoute(\n    $search: String\n    $stock: StockLevel\n    $status: ProductStatus\n    $page: Int!\n    $perPage: Int!\n  ) {\n    products(search: $search, stock: $stock, status: $status, page: $page, perPage: $perPage) {\n      items {\n        ...CatalogProduct_product\n      }\n      page\n      perPage\n      total\n    }\n  }\n": typeof types.CatalogRouteDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductUpdateInput!) {\n    updateProduct(id: $id, input: $input) {\n      product {\n        ...CatalogProduct_product\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.UpdateProductDocument,
    "\n  query CatalogChoices {\n    catalogChoices {\n      categories {\n        id\n        name\n        parentId\n      }\n      brands {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CatalogChoicesDocument,
    "\n  fragment CatalogProduct_product on Product {\n    id\n    name\n    sku\n    category {\n      id\n      name\n    }\n    stock\n    purchaseLimit\n    promoted\n    recommended\n    itemCode\n    barcode\n    brand {\n      id\n      name\n    }\n    price {\n      amount\n      currencyCode\n    }\n    taxPerUnit {\n      amount\n      currencyCode\n    }\n    description\n    images {\n      file\n      url\n    }\n    archivedAt\n  }\n": typeof types.CatalogProduct_ProductFragmentDoc,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      product {\n        ...CatalogProduct_product\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  mutation EditProduct($id: ID!, $input: ProductInput!) {\n    editProduct(id: $id, input: $input) {\n      product {\n        ...CatalogProduct_product\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.EditProductDocument,
    "\n  mutation ArchiveProduct($id: ID!) {\n    archiveProduct(id: $id) {\n      product {\n        ...CatalogProduct_product\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.ArchiveProductDocument,
    "\n  mutation RestoreProduct($id: ID!) {\n    restoreProduct(id: $id) {\n      product {\n        ...CatalogProduct_product\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.RestoreProductDocument,
    "\n  mutation AddProductImage($id: ID!, $image: Upload!) {\n    addProductImage(id: $id, image: $image) {\n      product {\n        ...CatalogProduct_product\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.AddProductImageDocument,
    "\n  mutation OrderProductImages($id: ID!, $files: [String!]!) {\n    orderProductImages(id: $id, files: $files) {\n      product {\n        ...CatalogProduct_product\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.OrderProductImagesDocument,
    "\n  fragment AuditTrail_entry on AuditEntry {\n    id\n    action\n    before\n    after\n    createdAt\n    staff {\n      id\n      email\n    }\n  }\n": typeof types.AuditTrail_EntryFragmentDoc,
    "\n  mutation StaffSignOut {\n    staffSignOut {\n      signedOut\n    }\n  }\n": typeof types.StaffSignOutDocument,
    "\n  fragment CustomerRoute_customer on Customer {\n    id\n    ...CustomerRow_customer\n    createdAt\n    addresses {\n      id\n      ...AddressList_address\n    }\n    orders {\n      id\n      orderNumber\n      status\n      total {\n        amount\n        currencyCode\n      }\n      createdAt\n    }\n    certificates {\n      ...Certificates_certificate\n    }\n    certificateRenewals {\n      id\n      ...RenewalTable_renewal\n    }\n    audit {\n      id\n      ...AuditTrail_entry\n    }\n  }\n": typeof types.CustomerRoute_CustomerFragmentDoc,
    "\n  query CustomerRoute($id: ID!) {\n    customer(id: $id) {\n      id\n      ...CustomerRoute_customer\n    }\n  }\n": typeof types.CustomerRouteDocument,
    "\n  fragment CustomerRow_customer on Customer {\n    id\n    companyName\n    contactName\n    email\n    state {\n      id\n      name\n    }\n    membershipCategory\n    status\n    suspended\n    taxIdExpiresOn\n    tobaccoLicenseExpiresOn\n  }\n": typeof types.CustomerRow_CustomerFragmentDoc,
    "\n  query CustomersRoute($filter: CustomerFilter, $page: Int!, $perPage: Int!) {\n    customers(filter: $filter, page: $page, perPage: $perPage) {\n      items {\n        id\n        ...CustomerRow_customer\n      }\n      page\n      perPage\n      total\n    }\n  }\n": typeof types.CustomersRouteDocument,
    "\n  query CustomerFilterChoices {\n    states {\n      id\n      name\n    }\n    membershipCategories {\n      id\n      name\n    }\n  }\n": typeof types.CustomerFilterChoicesDocument,
    "\n  mutation SetCustomerCertificateDates(\n    $customerId: ID!\n    $tobaccoLicenseExpiresOn: Date\n    $taxIdExpiresOn: Date\n  ) {\n    setCustomerCertificateDates(\n      customerId: $customerId\n      tobaccoLicenseExpiresOn: $tobaccoLicenseExpiresOn\n      taxIdExpiresOn: $taxIdExpiresOn\n    ) {\n      customer {\n        id\n        ...CustomerRoute_customer\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.SetCustomerCertificateDatesDocument,
    "\n  mutation SuspendCustomer($id: ID!, $reason: String) {\n    suspendCustomer(id: $id, reason: $reason) {\n      customer {\n        id\n        ...CustomerRoute_customer\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.SuspendCustomerDocument,
    "\n  mutation ReactivateCustomer($id: ID!) {\n    reactivateCustomer(id: $id) {\n      customer {\n        id\n        ...CustomerRoute_customer\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.ReactivateCustomerDocument,
    "\n  mutation SetStaffPassword($token: String!, $password: String!) {\n    setStaffPassword(token: $token, password: $password) {\n      passwordSet\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.SetStaffPasswordDocument,
    "\n  mutation StaffSignIn($email: String!, $password: String!, $code: String) {\n    staffSignIn(email: $email, password: $password, code: $code) {\n      staff {\n        ...StaffSession_member\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.StaffSignInDocument,
    "\n  query OrderRoute($id: ID!) {\n    order(id: $id) {\n      id\n      orderNumber\n      status\n      createdAt\n      note\n      customer {\n        id\n        companyName\n      }\n      lines {\n        id\n        ...OrderLines_line\n      }\n      subtotal {\n        amount\n        currencyCode\n      }\n      tax {\n        amount\n        currencyCode\n      }\n      total {\n        amount\n        currencyCode\n      }\n      billingAddress {\n        ...OrderAddressLines_address\n      }\n      shippingAddress {\n        ...OrderAddressLines_address\n      }\n      audit {\n        ...AuditTrail_entry\n      }\n    }\n  }\n": typeof types.OrderRouteDocument,
    "\n  query OrdersRoute($filter: OrderFilter, $page: Int!, $perPage: Int!) {\n    orders(filter: $filter, page: $page, perPage: $perPage) {\n      items {\n        id\n        ...OrdersTable_order\n      }\n      page\n      perPage\n      total\n    }\n  }\n": typeof types.OrdersRouteDocument,
    "\n  query PackingSlipRoute($id: ID!) {\n    order(id: $id) {\n      id\n      orderNumber\n      createdAt\n      note\n      customer {\n        id\n        companyName\n      }\n      lines {\n        id\n        productName\n        quantity\n      }\n      billingAddress {\n        ...OrderAddressLines_address\n      }\n      shippingAddress {\n        ...OrderAddressLines_address\n      }\n    }\n  }\n": typeof types.PackingSlipRouteDocument,
    "\n  fragment OrderAddressLines_address on OrderAddress {\n    name\n    companyName\n    address\n    city\n    stateName\n    postcode\n    phone\n    email\n  }\n": typeof types.OrderAddressLines_AddressFragmentDoc,
    "\n  fragment OrderLines_line on OrderLine {\n    id\n    productName\n    quantity\n    unitPrice {\n      amount\n      currencyCode\n    }\n    subtotal {\n      amount\n      currencyCode\n    }\n    fulfilled\n  }\n": typeof types.OrderLines_LineFragmentDoc,
    "\n  fragment OrdersTable_order on Order {\n    id\n    orderNumber\n    createdAt\n    status\n    lineCount\n    total {\n      amount\n      currencyCode\n    }\n    customer {\n      id\n      companyName\n    }\n  }\n": typeof types.OrdersTable_OrderFragmentDoc,
    "\n  mutation SetOrderLineFulfilled($orderId: ID!, $lineId: ID!, $fulfilled: Boolean!) {\n    setOrderLineFulfilled(orderId: $orderId, lineId: $lineId, fulfilled: $fulfilled) {\n      order {\n        id\n        lines {\n          id\n          fulfilled\n        }\n        audit {\n          ...AuditTrail_entry\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.SetOrderLineFulfilledDocument,
    "\n  mutation SetOrderStatus($id: ID!, $status: OrderStatus!) {\n    setOrderStatus(id: $id, status: $status) {\n      order {\n        id\n        status\n        audit {\n          ...AuditTrail_entry\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.SetOrderStatusDocument,
    "\n  fragment RegistrationRoute_registration on Registration {\n    id\n    ...RegistrationRow_registration\n    phone\n    status\n    addresses {\n      id\n      ...AddressList_address\n    }\n    certificates {\n      ...Certificates_certificate\n    }\n    informationRequests {\n      message\n      requestedAt\n      staffEmail\n    }\n  }\n": typeof types.RegistrationRoute_RegistrationFragmentDoc,
    "\n  query RegistrationRoute($id: ID!) {\n    registration(id: $id) {\n      id\n      ...RegistrationRoute_registration\n    }\n  }\n": typeof types.RegistrationRouteDocument,
    "\n  fragment RegistrationRow_registration on Registration {\n    id\n    companyName\n    dba\n    contactName\n    email\n    state {\n      id\n      name\n    }\n    taxId\n    taxIdExpiresOn\n    tobaccoLicenseNumber\n    tobaccoLicenseExpiresOn\n    membershipCategory\n    createdAt\n  }\n": typeof types.RegistrationRow_RegistrationFragmentDoc,
    "\n  query RegistrationsRoute($status: RegistrationStatus!, $page: Int!, $perPage: Int!) {\n    registrations(status: $status, page: $page, perPage: $perPage) {\n      items {\n        id\n        ...RegistrationRow_registration\n      }\n      page\n      perPage\n      total\n    }\n  }\n": typeof types.RegistrationsRouteDocument,
    "\n  fragment AddressList_address on Address {\n    id\n    type\n    name\n    companyName\n    address\n    city\n    state {\n      id\n      name\n      code\n    }\n    postcode\n    phone\n  }\n": typeof types.AddressList_AddressFragmentDoc,
    "\n  fragment Certificates_certificate on Certificate {\n    kind\n    contentType\n    fileName\n    url\n  }\n": typeof types.Certificates_CertificateFragmentDoc,
    "\n  mutation ApproveRegistration($id: ID!) {\n    approveRegistration(id: $id) {\n      registration {\n        id\n        ...RegistrationRoute_registration\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.ApproveRegistrationDocument,
    "\n  mutation RejectRegistration($id: ID!, $reason: String!) {\n    rejectRegistration(id: $id, reason: $reason) {\n      registration {\n        id\n        ...RegistrationRoute_registration\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.RejectRegistrationDocument,
    "\n  mutation RequestRegistrationInformation($id: ID!, $message: String!) {\n    requestRegistrationInformation(id: $id, message: $message) {\n      registration {\n        id\n        ...RegistrationRoute_registration\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.RequestRegistrationInformationDocument,
    "\n  query RenewalsRoute($status: CertificateRenewalStatus!) {\n    certificateRenewals(status: $status) {\n      id\n      ...RenewalTable_renewal\n    }\n  }\n": typeof types.RenewalsRouteDocument,
    "\n  fragment RenewalTable_renewal on CertificateRenewal {\n    id\n    customer {\n      id\n      companyName\n    }\n    kind\n    expiresOn\n    status\n    submittedAt\n    reviewedAt\n    reason\n    fileUrl\n  }\n": typeof types.RenewalTable_RenewalFragmentDoc,
    "\n  mutation ApproveCertificateRenewal($id: ID!) {\n    approveCertificateRenewal(id: $id) {\n      renewal {\n        id\n        ...RenewalTable_renewal\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.ApproveCertificateRenewalDocument,
    "\n  mutation RejectCertificateRenewal($id: ID!, $reason: String!) {\n    rejectCertificateRenewal(id: $id, reason: $reason) {\n      renewal {\n        id\n        ...RenewalTable_renewal\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.RejectCertificateRenewalDocument,
    "\n  mutation StartTotpEnrolment {\n    startTotpEnrolment {\n      enrolment {\n        secret\n        uri\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.StartTotpEnrolmentDocument,
    "\n  mutation ConfirmTotpEnrolment($code: String!) {\n    confirmTotpEnrolment(code: $code) {\n      staffMember {\n        ...StaffSession_member\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.ConfirmTotpEnrolmentDocument,
    "\n  mutation DisableTotp($code: String!) {\n    disableTotp(code: $code) {\n      staffMember {\n        ...StaffSession_member\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.DisableTotpDocument,
    "\n  fragment StaffSession_member on StaffMember {\n    id\n    email\n    name\n    role\n    totpEnabled\n    totpEnrolmentRequired\n  }\n": typeof types.StaffSession_MemberFragmentDoc,
    "\n  query StaffMe {\n    me {\n      ...StaffSession_member\n    }\n  }\n": typeof types.StaffMeDocument,
    "\n  mutation CreateStaffMember($email: String!, $name: String!, $role: StaffRole!) {\n    createStaffMember(email: $email, name: $name, role: $role) {\n      staffMember {\n        ...TeamMember_member\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.CreateStaffMemberDocument,
    "\n  mutation SetStaffRole($id: ID!, $role: StaffRole!) {\n    setStaffRole(id: $id, role: $role) {\n      staffMember {\n        ...TeamMember_member\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.SetStaffRoleDocument,
    "\n  mutation DeactivateStaffMember($id: ID!) {\n    deactivateStaffMember(id: $id) {\n      staffMember {\n        ...TeamMember_member\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.DeactivateStaffMemberDocument,
    "\n  mutation SetStaffTotpRequired($required: Boolean!) {\n    setStaffTotpRequired(required: $required) {\n      settings {\n        totpRequired\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": typeof types.SetStaffTotpRequiredDocument,
    "\n  fragment TeamMember_member on StaffMember {\n    id\n    email\n    name\n    role\n    totpEnabled\n    active\n  }\n": typeof types.TeamMember_MemberFragmentDoc,
    "\n  query TeamRoute {\n    staffMembers {\n      ...TeamMember_member\n    }\n    staffSettings {\n      totpRequired\n    }\n  }\n": typeof types.TeamRouteDocument,
};
const documents: Documents = {
    "\n  query CatalogRoute(\n    $search: String\n    $stock: StockLevel\n    $status: ProductStatus\n    $page: Int!\n    $perPage: Int!\n  ) {\n    products(search: $search, stock: $stock, status: $status, page: $page, perPage: $perPage) {\n      items {\n        ...CatalogProduct_product\n      }\n      page\n      perPage\n      total\n    }\n  }\n": types.CatalogRouteDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductUpdateInput!) {\n    updateProduct(id: $id, input: $input) {\n      product {\n        ...CatalogProduct_product\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.UpdateProductDocument,
    "\n  query CatalogChoices {\n    catalogChoices {\n      categories {\n        id\n        name\n        parentId\n      }\n      brands {\n        id\n        name\n      }\n    }\n  }\n": types.CatalogChoicesDocument,
    "\n  fragment CatalogProduct_product on Product {\n    id\n    name\n    sku\n    category {\n      id\n      name\n    }\n    stock\n    purchaseLimit\n    promoted\n    recommended\n    itemCode\n    barcode\n    brand {\n      id\n      name\n    }\n    price {\n      amount\n      currencyCode\n    }\n    taxPerUnit {\n      amount\n      currencyCode\n    }\n    description\n    images {\n      file\n      url\n    }\n    archivedAt\n  }\n": types.CatalogProduct_ProductFragmentDoc,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      product {\n        ...CatalogProduct_product\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.CreateProductDocument,
    "\n  mutation EditProduct($id: ID!, $input: ProductInput!) {\n    editProduct(id: $id, input: $input) {\n      product {\n        ...CatalogProduct_product\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.EditProductDocument,
    "\n  mutation ArchiveProduct($id: ID!) {\n    archiveProduct(id: $id) {\n      product {\n        ...CatalogProduct_product\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.ArchiveProductDocument,
    "\n  mutation RestoreProduct($id: ID!) {\n    restoreProduct(id: $id) {\n      product {\n        ...CatalogProduct_product\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.RestoreProductDocument,
    "\n  mutation AddProductImage($id: ID!, $image: Upload!) {\n    addProductImage(id: $id, image: $image) {\n      product {\n        ...CatalogProduct_product\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.AddProductImageDocument,
    "\n  mutation OrderProductImages($id: ID!, $files: [String!]!) {\n    orderProductImages(id: $id, files: $files) {\n      product {\n        ...CatalogProduct_product\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.OrderProductImagesDocument,
    "\n  fragment AuditTrail_entry on AuditEntry {\n    id\n    action\n    before\n    after\n    createdAt\n    staff {\n      id\n      email\n    }\n  }\n": types.AuditTrail_EntryFragmentDoc,
    "\n  mutation StaffSignOut {\n    staffSignOut {\n      signedOut\n    }\n  }\n": types.StaffSignOutDocument,
    "\n  fragment CustomerRoute_customer on Customer {\n    id\n    ...CustomerRow_customer\n    createdAt\n    addresses {\n      id\n      ...AddressList_address\n    }\n    orders {\n      id\n      orderNumber\n      status\n      total {\n        amount\n        currencyCode\n      }\n      createdAt\n    }\n    certificates {\n      ...Certificates_certificate\n    }\n    certificateRenewals {\n      id\n      ...RenewalTable_renewal\n    }\n    audit {\n      id\n      ...AuditTrail_entry\n    }\n  }\n": types.CustomerRoute_CustomerFragmentDoc,
    "\n  query CustomerRoute($id: ID!) {\n    customer(id: $id) {\n      id\n      ...CustomerRoute_customer\n    }\n  }\n": types.CustomerRouteDocument,
    "\n  fragment CustomerRow_customer on Customer {\n    id\n    companyName\n    contactName\n    email\n    state {\n      id\n      name\n    }\n    membershipCategory\n    status\n    suspended\n    taxIdExpiresOn\n    tobaccoLicenseExpiresOn\n  }\n": types.CustomerRow_CustomerFragmentDoc,
    "\n  query CustomersRoute($filter: CustomerFilter, $page: Int!, $perPage: Int!) {\n    customers(filter: $filter, page: $page, perPage: $perPage) {\n      items {\n        id\n        ...CustomerRow_customer\n      }\n      page\n      perPage\n      total\n    }\n  }\n": types.CustomersRouteDocument,
    "\n  query CustomerFilterChoices {\n    states {\n      id\n      name\n    }\n    membershipCategories {\n      id\n      name\n    }\n  }\n": types.CustomerFilterChoicesDocument,
    "\n  mutation SetCustomerCertificateDates(\n    $customerId: ID!\n    $tobaccoLicenseExpiresOn: Date\n    $taxIdExpiresOn: Date\n  ) {\n    setCustomerCertificateDates(\n      customerId: $customerId\n      tobaccoLicenseExpiresOn: $tobaccoLicenseExpiresOn\n      taxIdExpiresOn: $taxIdExpiresOn\n    ) {\n      customer {\n        id\n        ...CustomerRoute_customer\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.SetCustomerCertificateDatesDocument,
    "\n  mutation SuspendCustomer($id: ID!, $reason: String) {\n    suspendCustomer(id: $id, reason: $reason) {\n      customer {\n        id\n        ...CustomerRoute_customer\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.SuspendCustomerDocument,
    "\n  mutation ReactivateCustomer($id: ID!) {\n    reactivateCustomer(id: $id) {\n      customer {\n        id\n        ...CustomerRoute_customer\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.ReactivateCustomerDocument,
    "\n  mutation SetStaffPassword($token: String!, $password: String!) {\n    setStaffPassword(token: $token, password: $password) {\n      passwordSet\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.SetStaffPasswordDocument,
    "\n  mutation StaffSignIn($email: String!, $password: String!, $code: String) {\n    staffSignIn(email: $email, password: $password, code: $code) {\n      staff {\n        ...StaffSession_member\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.StaffSignInDocument,
    "\n  query OrderRoute($id: ID!) {\n    order(id: $id) {\n      id\n      orderNumber\n      status\n      createdAt\n      note\n      customer {\n        id\n        companyName\n      }\n      lines {\n        id\n        ...OrderLines_line\n      }\n      subtotal {\n        amount\n        currencyCode\n      }\n      tax {\n        amount\n        currencyCode\n      }\n      total {\n        amount\n        currencyCode\n      }\n      billingAddress {\n        ...OrderAddressLines_address\n      }\n      shippingAddress {\n        ...OrderAddressLines_address\n      }\n      audit {\n        ...AuditTrail_entry\n      }\n    }\n  }\n": types.OrderRouteDocument,
    "\n  query OrdersRoute($filter: OrderFilter, $page: Int!, $perPage: Int!) {\n    orders(filter: $filter, page: $page, perPage: $perPage) {\n      items {\n        id\n        ...OrdersTable_order\n      }\n      page\n      perPage\n      total\n    }\n  }\n": types.OrdersRouteDocument,
    "\n  query PackingSlipRoute($id: ID!) {\n    order(id: $id) {\n      id\n      orderNumber\n      createdAt\n      note\n      customer {\n        id\n        companyName\n      }\n      lines {\n        id\n        productName\n        quantity\n      }\n      billingAddress {\n        ...OrderAddressLines_address\n      }\n      shippingAddress {\n        ...OrderAddressLines_address\n      }\n    }\n  }\n": types.PackingSlipRouteDocument,
    "\n  fragment OrderAddressLines_address on OrderAddress {\n    name\n    companyName\n    address\n    city\n    stateName\n    postcode\n    phone\n    email\n  }\n": types.OrderAddressLines_AddressFragmentDoc,
    "\n  fragment OrderLines_line on OrderLine {\n    id\n    productName\n    quantity\n    unitPrice {\n      amount\n      currencyCode\n    }\n    subtotal {\n      amount\n      currencyCode\n    }\n    fulfilled\n  }\n": types.OrderLines_LineFragmentDoc,
    "\n  fragment OrdersTable_order on Order {\n    id\n    orderNumber\n    createdAt\n    status\n    lineCount\n    total {\n      amount\n      currencyCode\n    }\n    customer {\n      id\n      companyName\n    }\n  }\n": types.OrdersTable_OrderFragmentDoc,
    "\n  mutation SetOrderLineFulfilled($orderId: ID!, $lineId: ID!, $fulfilled: Boolean!) {\n    setOrderLineFulfilled(orderId: $orderId, lineId: $lineId, fulfilled: $fulfilled) {\n      order {\n        id\n        lines {\n          id\n          fulfilled\n        }\n        audit {\n          ...AuditTrail_entry\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.SetOrderLineFulfilledDocument,
    "\n  mutation SetOrderStatus($id: ID!, $status: OrderStatus!) {\n    setOrderStatus(id: $id, status: $status) {\n      order {\n        id\n        status\n        audit {\n          ...AuditTrail_entry\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.SetOrderStatusDocument,
    "\n  fragment RegistrationRoute_registration on Registration {\n    id\n    ...RegistrationRow_registration\n    phone\n    status\n    addresses {\n      id\n      ...AddressList_address\n    }\n    certificates {\n      ...Certificates_certificate\n    }\n    informationRequests {\n      message\n      requestedAt\n      staffEmail\n    }\n  }\n": types.RegistrationRoute_RegistrationFragmentDoc,
    "\n  query RegistrationRoute($id: ID!) {\n    registration(id: $id) {\n      id\n      ...RegistrationRoute_registration\n    }\n  }\n": types.RegistrationRouteDocument,
    "\n  fragment RegistrationRow_registration on Registration {\n    id\n    companyName\n    dba\n    contactName\n    email\n    state {\n      id\n      name\n    }\n    taxId\n    taxIdExpiresOn\n    tobaccoLicenseNumber\n    tobaccoLicenseExpiresOn\n    membershipCategory\n    createdAt\n  }\n": types.RegistrationRow_RegistrationFragmentDoc,
    "\n  query RegistrationsRoute($status: RegistrationStatus!, $page: Int!, $perPage: Int!) {\n    registrations(status: $status, page: $page, perPage: $perPage) {\n      items {\n        id\n        ...RegistrationRow_registration\n      }\n      page\n      perPage\n      total\n    }\n  }\n": types.RegistrationsRouteDocument,
    "\n  fragment AddressList_address on Address {\n    id\n    type\n    name\n    companyName\n    address\n    city\n    state {\n      id\n      name\n      code\n    }\n    postcode\n    phone\n  }\n": types.AddressList_AddressFragmentDoc,
    "\n  fragment Certificates_certificate on Certificate {\n    kind\n    contentType\n    fileName\n    url\n  }\n": types.Certificates_CertificateFragmentDoc,
    "\n  mutation ApproveRegistration($id: ID!) {\n    approveRegistration(id: $id) {\n      registration {\n        id\n        ...RegistrationRoute_registration\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.ApproveRegistrationDocument,
    "\n  mutation RejectRegistration($id: ID!, $reason: String!) {\n    rejectRegistration(id: $id, reason: $reason) {\n      registration {\n        id\n        ...RegistrationRoute_registration\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.RejectRegistrationDocument,
    "\n  mutation RequestRegistrationInformation($id: ID!, $message: String!) {\n    requestRegistrationInformation(id: $id, message: $message) {\n      registration {\n        id\n        ...RegistrationRoute_registration\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.RequestRegistrationInformationDocument,
    "\n  query RenewalsRoute($status: CertificateRenewalStatus!) {\n    certificateRenewals(status: $status) {\n      id\n      ...RenewalTable_renewal\n    }\n  }\n": types.RenewalsRouteDocument,
    "\n  fragment RenewalTable_renewal on CertificateRenewal {\n    id\n    customer {\n      id\n      companyName\n    }\n    kind\n    expiresOn\n    status\n    submittedAt\n    reviewedAt\n    reason\n    fileUrl\n  }\n": types.RenewalTable_RenewalFragmentDoc,
    "\n  mutation ApproveCertificateRenewal($id: ID!) {\n    approveCertificateRenewal(id: $id) {\n      renewal {\n        id\n        ...RenewalTable_renewal\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.ApproveCertificateRenewalDocument,
    "\n  mutation RejectCertificateRenewal($id: ID!, $reason: String!) {\n    rejectCertificateRenewal(id: $id, reason: $reason) {\n      renewal {\n        id\n        ...RenewalTable_renewal\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.RejectCertificateRenewalDocument,
    "\n  mutation StartTotpEnrolment {\n    startTotpEnrolment {\n      enrolment {\n        secret\n        uri\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.StartTotpEnrolmentDocument,
    "\n  mutation ConfirmTotpEnrolment($code: String!) {\n    confirmTotpEnrolment(code: $code) {\n      staffMember {\n        ...StaffSession_member\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.ConfirmTotpEnrolmentDocument,
    "\n  mutation DisableTotp($code: String!) {\n    disableTotp(code: $code) {\n      staffMember {\n        ...StaffSession_member\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.DisableTotpDocument,
    "\n  fragment StaffSession_member on StaffMember {\n    id\n    email\n    name\n    role\n    totpEnabled\n    totpEnrolmentRequired\n  }\n": types.StaffSession_MemberFragmentDoc,
    "\n  query StaffMe {\n    me {\n      ...StaffSession_member\n    }\n  }\n": types.StaffMeDocument,
    "\n  mutation CreateStaffMember($email: String!, $name: String!, $role: StaffRole!) {\n    createStaffMember(email: $email, name: $name, role: $role) {\n      staffMember {\n        ...TeamMember_member\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.CreateStaffMemberDocument,
    "\n  mutation SetStaffRole($id: ID!, $role: StaffRole!) {\n    setStaffRole(id: $id, role: $role) {\n      staffMember {\n        ...TeamMember_member\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.SetStaffRoleDocument,
    "\n  mutation DeactivateStaffMember($id: ID!) {\n    deactivateStaffMember(id: $id) {\n      staffMember {\n        ...TeamMember_member\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.DeactivateStaffMemberDocument,
    "\n  mutation SetStaffTotpRequired($required: Boolean!) {\n    setStaffTotpRequired(required: $required) {\n      settings {\n        totpRequired\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": types.SetStaffTotpRequiredDocument,
    "\n  fragment TeamMember_member on StaffMember {\n    id\n    email\n    name\n    role\n    totpEnabled\n    active\n  }\n": types.TeamMember_MemberFragmentDoc,
    "\n  query TeamRoute {\n    staffMembers {\n      ...TeamMember_member\n    }\n    staffSettings {\n      totpRequired\n    }\n  }\n": types.TeamRouteDocument,
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
export function graphql(source: "\n  query CatalogRoute(\n    $search: String\n    $stock: StockLevel\n    $status: ProductStatus\n    $page: Int!\n    $perPage: Int!\n  ) {\n    products(search: $search, stock: $stock, status: $status, page: $page, perPage: $perPage) {\n      items {\n        ...CatalogProduct_product\n      }\n      page\n      perPage\n      total\n    }\n  }\n"): (typeof documents)["\n  query CatalogRoute(\n    $search: String\n    $stock: StockLevel\n    $status: ProductStatus\n    $page: Int!\n    $perPage: Int!\n  ) {\n    products(search: $search, stock: $stock, status: $status, page: $page, perPage: $perPage) {\n      items {\n        ...CatalogProduct_product\n      }\n      page\n      perPage\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($id: ID!, $input: ProductUpdateInput!) {\n    updateProduct(id: $id, input: $input) {\n      product {\n        ...CatalogProduct_product\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProduct($id: ID!, $input: ProductUpdateInput!) {\n    updateProduct(id: $id, input: $input) {\n      product {\n        ...CatalogProduct_product\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogChoices {\n    catalogChoices {\n      categories {\n        id\n        name\n        parentId\n      }\n      brands {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query CatalogChoices {\n    catalogChoices {\n      categories {\n        id\n        name\n        parentId\n      }\n      brands {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogProduct_product on Product {\n    id\n    name\n    sku\n    category {\n      id\n      name\n    }\n    stock\n    purchaseLimit\n    promoted\n    recommended\n    itemCode\n    barcode\n    brand {\n      id\n      name\n    }\n    price {\n      amount\n      currencyCode\n    }\n    taxPerUnit {\n      amount\n      currencyCode\n    }\n    description\n    images {\n      file\n      url\n    }\n    archivedAt\n  }\n"): (typeof documents)["\n  fragment CatalogProduct_product on Product {\n    id\n    name\n    sku\n    category {\n      id\n      name\n    }\n    stock\n    purchaseLimit\n    promoted\n    recommended\n    itemCode\n    barcode\n    brand {\n      id\n      name\n    }\n    price {\n      amount\n      currencyCode\n    }\n    taxPerUnit {\n      amount\n      currencyCode\n    }\n    description\n    images {\n      file\n      url\n    }\n    archivedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      product {\n        ...CatalogProduct_product\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      product {\n        ...CatalogProduct_product\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditProduct($id: ID!, $input: ProductInput!) {\n    editProduct(id: $id, input: $input) {\n      product {\n        ...CatalogProduct_product\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EditProduct($id: ID!, $input: ProductInput!) {\n    editProduct(id: $id, input: $input) {\n      product {\n        ...CatalogProduct_product\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveProduct($id: ID!) {\n    archiveProduct(id: $id) {\n      product {\n        ...CatalogProduct_product\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveProduct($id: ID!) {\n    archiveProduct(id: $id) {\n      product {\n        ...CatalogProduct_product\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreProduct($id: ID!) {\n    restoreProduct(id: $id) {\n      product {\n        ...CatalogProduct_product\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreProduct($id: ID!) {\n    restoreProduct(id: $id) {\n      product {\n        ...CatalogProduct_product\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddProductImage($id: ID!, $image: Upload!) {\n    addProductImage(id: $id, image: $image) {\n      product {\n        ...CatalogProduct_product\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddProductImage($id: ID!, $image: Upload!) {\n    addProductImage(id: $id, image: $image) {\n      product {\n        ...CatalogProduct_product\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OrderProductImages($id: ID!, $files: [String!]!) {\n    orderProductImages(id: $id, files: $files) {\n      product {\n        ...CatalogProduct_product\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OrderProductImages($id: ID!, $files: [String!]!) {\n    orderProductImages(id: $id, files: $files) {\n      product {\n        ...CatalogProduct_product\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditTrail_entry on AuditEntry {\n    id\n    action\n    before\n    after\n    createdAt\n    staff {\n      id\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment AuditTrail_entry on AuditEntry {\n    id\n    action\n    before\n    after\n    createdAt\n    staff {\n      id\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffSignOut {\n    staffSignOut {\n      signedOut\n    }\n  }\n"): (typeof documents)["\n  mutation StaffSignOut {\n    staffSignOut {\n      signedOut\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerRoute_customer on Customer {\n    id\n    ...CustomerRow_customer\n    createdAt\n    addresses {\n      id\n      ...AddressList_address\n    }\n    orders {\n      id\n      orderNumber\n      status\n      total {\n        amount\n        currencyCode\n      }\n      createdAt\n    }\n    certificates {\n      ...Certificates_certificate\n    }\n    certificateRenewals {\n      id\n      ...RenewalTable_renewal\n    }\n    audit {\n      id\n      ...AuditTrail_entry\n    }\n  }\n"): (typeof documents)["\n  fragment CustomerRoute_customer on Customer {\n    id\n    ...CustomerRow_customer\n    createdAt\n    addresses {\n      id\n      ...AddressList_address\n    }\n    orders {\n      id\n      orderNumber\n      status\n      total {\n        amount\n        currencyCode\n      }\n      createdAt\n    }\n    certificates {\n      ...Certificates_certificate\n    }\n    certificateRenewals {\n      id\n      ...RenewalTable_renewal\n    }\n    audit {\n      id\n      ...AuditTrail_entry\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerRoute($id: ID!) {\n    customer(id: $id) {\n      id\n      ...CustomerRoute_customer\n    }\n  }\n"): (typeof documents)["\n  query CustomerRoute($id: ID!) {\n    customer(id: $id) {\n      id\n      ...CustomerRoute_customer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerRow_customer on Customer {\n    id\n    companyName\n    contactName\n    email\n    state {\n      id\n      name\n    }\n    membershipCategory\n    status\n    suspended\n    taxIdExpiresOn\n    tobaccoLicenseExpiresOn\n  }\n"): (typeof documents)["\n  fragment CustomerRow_customer on Customer {\n    id\n    companyName\n    contactName\n    email\n    state {\n      id\n      name\n    }\n    membershipCategory\n    status\n    suspended\n    taxIdExpiresOn\n    tobaccoLicenseExpiresOn\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomersRoute($filter: CustomerFilter, $page: Int!, $perPage: Int!) {\n    customers(filter: $filter, page: $page, perPage: $perPage) {\n      items {\n        id\n        ...CustomerRow_customer\n      }\n      page\n      perPage\n      total\n    }\n  }\n"): (typeof documents)["\n  query CustomersRoute($filter: CustomerFilter, $page: Int!, $perPage: Int!) {\n    customers(filter: $filter, page: $page, perPage: $perPage) {\n      items {\n        id\n        ...CustomerRow_customer\n      }\n      page\n      perPage\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerFilterChoices {\n    states {\n      id\n      name\n    }\n    membershipCategories {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query CustomerFilterChoices {\n    states {\n      id\n      name\n    }\n    membershipCategories {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCustomerCertificateDates(\n    $customerId: ID!\n    $tobaccoLicenseExpiresOn: Date\n    $taxIdExpiresOn: Date\n  ) {\n    setCustomerCertificateDates(\n      customerId: $customerId\n      tobaccoLicenseExpiresOn: $tobaccoLicenseExpiresOn\n      taxIdExpiresOn: $taxIdExpiresOn\n    ) {\n      customer {\n        id\n        ...CustomerRoute_customer\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetCustomerCertificateDates(\n    $customerId: ID!\n    $tobaccoLicenseExpiresOn: Date\n    $taxIdExpiresOn: Date\n  ) {\n    setCustomerCertificateDates(\n      customerId: $customerId\n      tobaccoLicenseExpiresOn: $tobaccoLicenseExpiresOn\n      taxIdExpiresOn: $taxIdExpiresOn\n    ) {\n      customer {\n        id\n        ...CustomerRoute_customer\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SuspendCustomer($id: ID!, $reason: String) {\n    suspendCustomer(id: $id, reason: $reason) {\n      customer {\n        id\n        ...CustomerRoute_customer\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SuspendCustomer($id: ID!, $reason: String) {\n    suspendCustomer(id: $id, reason: $reason) {\n      customer {\n        id\n        ...CustomerRoute_customer\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReactivateCustomer($id: ID!) {\n    reactivateCustomer(id: $id) {\n      customer {\n        id\n        ...CustomerRoute_customer\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReactivateCustomer($id: ID!) {\n    reactivateCustomer(id: $id) {\n      customer {\n        id\n        ...CustomerRoute_customer\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetStaffPassword($token: String!, $password: String!) {\n    setStaffPassword(token: $token, password: $password) {\n      passwordSet\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetStaffPassword($token: String!, $password: String!) {\n    setStaffPassword(token: $token, password: $password) {\n      passwordSet\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffSignIn($email: String!, $password: String!, $code: String) {\n    staffSignIn(email: $email, password: $password, code: $code) {\n      staff {\n        ...StaffSession_member\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StaffSignIn($email: String!, $password: String!, $code: String) {\n    staffSignIn(email: $email, password: $password, code: $code) {\n      staff {\n        ...StaffSession_member\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderRoute($id: ID!) {\n    order(id: $id) {\n      id\n      orderNumber\n      status\n      createdAt\n      note\n      customer {\n        id\n        companyName\n      }\n      lines {\n        id\n        ...OrderLines_line\n      }\n      subtotal {\n        amount\n        currencyCode\n      }\n      tax {\n        amount\n        currencyCode\n      }\n      total {\n        amount\n        currencyCode\n      }\n      billingAddress {\n        ...OrderAddressLines_address\n      }\n      shippingAddress {\n        ...OrderAddressLines_address\n      }\n      audit {\n        ...AuditTrail_entry\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderRoute($id: ID!) {\n    order(id: $id) {\n      id\n      orderNumber\n      status\n      createdAt\n      note\n      customer {\n        id\n        companyName\n      }\n      lines {\n        id\n        ...OrderLines_line\n      }\n      subtotal {\n        amount\n        currencyCode\n      }\n      tax {\n        amount\n        currencyCode\n      }\n      total {\n        amount\n        currencyCode\n      }\n      billingAddress {\n        ...OrderAddressLines_address\n      }\n      shippingAddress {\n        ...OrderAddressLines_address\n      }\n      audit {\n        ...AuditTrail_entry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersRoute($filter: OrderFilter, $page: Int!, $perPage: Int!) {\n    orders(filter: $filter, page: $page, perPage: $perPage) {\n      items {\n        id\n        ...OrdersTable_order\n      }\n      page\n      perPage\n      total\n    }\n  }\n"): (typeof documents)["\n  query OrdersRoute($filter: OrderFilter, $page: Int!, $perPage: Int!) {\n    orders(filter: $filter, page: $page, perPage: $perPage) {\n      items {\n        id\n        ...OrdersTable_order\n      }\n      page\n      perPage\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PackingSlipRoute($id: ID!) {\n    order(id: $id) {\n      id\n      orderNumber\n      createdAt\n      note\n      customer {\n        id\n        companyName\n      }\n      lines {\n        id\n        productName\n        quantity\n      }\n      billingAddress {\n        ...OrderAddressLines_address\n      }\n      shippingAddress {\n        ...OrderAddressLines_address\n      }\n    }\n  }\n"): (typeof documents)["\n  query PackingSlipRoute($id: ID!) {\n    order(id: $id) {\n      id\n      orderNumber\n      createdAt\n      note\n      customer {\n        id\n        companyName\n      }\n      lines {\n        id\n        productName\n        quantity\n      }\n      billingAddress {\n        ...OrderAddressLines_address\n      }\n      shippingAddress {\n        ...OrderAddressLines_address\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderAddressLines_address on OrderAddress {\n    name\n    companyName\n    address\n    city\n    stateName\n    postcode\n    phone\n    email\n  }\n"): (typeof documents)["\n  fragment OrderAddressLines_address on OrderAddress {\n    name\n    companyName\n    address\n    city\n    stateName\n    postcode\n    phone\n    email\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderLines_line on OrderLine {\n    id\n    productName\n    quantity\n    unitPrice {\n      amount\n      currencyCode\n    }\n    subtotal {\n      amount\n      currencyCode\n    }\n    fulfilled\n  }\n"): (typeof documents)["\n  fragment OrderLines_line on OrderLine {\n    id\n    productName\n    quantity\n    unitPrice {\n      amount\n      currencyCode\n    }\n    subtotal {\n      amount\n      currencyCode\n    }\n    fulfilled\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrdersTable_order on Order {\n    id\n    orderNumber\n    createdAt\n    status\n    lineCount\n    total {\n      amount\n      currencyCode\n    }\n    customer {\n      id\n      companyName\n    }\n  }\n"): (typeof documents)["\n  fragment OrdersTable_order on Order {\n    id\n    orderNumber\n    createdAt\n    status\n    lineCount\n    total {\n      amount\n      currencyCode\n    }\n    customer {\n      id\n      companyName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOrderLineFulfilled($orderId: ID!, $lineId: ID!, $fulfilled: Boolean!) {\n    setOrderLineFulfilled(orderId: $orderId, lineId: $lineId, fulfilled: $fulfilled) {\n      order {\n        id\n        lines {\n          id\n          fulfilled\n        }\n        audit {\n          ...AuditTrail_entry\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetOrderLineFulfilled($orderId: ID!, $lineId: ID!, $fulfilled: Boolean!) {\n    setOrderLineFulfilled(orderId: $orderId, lineId: $lineId, fulfilled: $fulfilled) {\n      order {\n        id\n        lines {\n          id\n          fulfilled\n        }\n        audit {\n          ...AuditTrail_entry\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOrderStatus($id: ID!, $status: OrderStatus!) {\n    setOrderStatus(id: $id, status: $status) {\n      order {\n        id\n        status\n        audit {\n          ...AuditTrail_entry\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetOrderStatus($id: ID!, $status: OrderStatus!) {\n    setOrderStatus(id: $id, status: $status) {\n      order {\n        id\n        status\n        audit {\n          ...AuditTrail_entry\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RegistrationRoute_registration on Registration {\n    id\n    ...RegistrationRow_registration\n    phone\n    status\n    addresses {\n      id\n      ...AddressList_address\n    }\n    certificates {\n      ...Certificates_certificate\n    }\n    informationRequests {\n      message\n      requestedAt\n      staffEmail\n    }\n  }\n"): (typeof documents)["\n  fragment RegistrationRoute_registration on Registration {\n    id\n    ...RegistrationRow_registration\n    phone\n    status\n    addresses {\n      id\n      ...AddressList_address\n    }\n    certificates {\n      ...Certificates_certificate\n    }\n    informationRequests {\n      message\n      requestedAt\n      staffEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationRoute($id: ID!) {\n    registration(id: $id) {\n      id\n      ...RegistrationRoute_registration\n    }\n  }\n"): (typeof documents)["\n  query RegistrationRoute($id: ID!) {\n    registration(id: $id) {\n      id\n      ...RegistrationRoute_registration\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RegistrationRow_registration on Registration {\n    id\n    companyName\n    dba\n    contactName\n    email\n    state {\n      id\n      name\n    }\n    taxId\n    taxIdExpiresOn\n    tobaccoLicenseNumber\n    tobaccoLicenseExpiresOn\n    membershipCategory\n    createdAt\n  }\n"): (typeof documents)["\n  fragment RegistrationRow_registration on Registration {\n    id\n    companyName\n    dba\n    contactName\n    email\n    state {\n      id\n      name\n    }\n    taxId\n    taxIdExpiresOn\n    tobaccoLicenseNumber\n    tobaccoLicenseExpiresOn\n    membershipCategory\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationsRoute($status: RegistrationStatus!, $page: Int!, $perPage: Int!) {\n    registrations(status: $status, page: $page, perPage: $perPage) {\n      items {\n        id\n        ...RegistrationRow_registration\n      }\n      page\n      perPage\n      total\n    }\n  }\n"): (typeof documents)["\n  query RegistrationsRoute($status: RegistrationStatus!, $page: Int!, $perPage: Int!) {\n    registrations(status: $status, page: $page, perPage: $perPage) {\n      items {\n        id\n        ...RegistrationRow_registration\n      }\n      page\n      perPage\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddressList_address on Address {\n    id\n    type\n    name\n    companyName\n    address\n    city\n    state {\n      id\n      name\n      code\n    }\n    postcode\n    phone\n  }\n"): (typeof documents)["\n  fragment AddressList_address on Address {\n    id\n    type\n    name\n    companyName\n    address\n    city\n    state {\n      id\n      name\n      code\n    }\n    postcode\n    phone\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Certificates_certificate on Certificate {\n    kind\n    contentType\n    fileName\n    url\n  }\n"): (typeof documents)["\n  fragment Certificates_certificate on Certificate {\n    kind\n    contentType\n    fileName\n    url\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveRegistration($id: ID!) {\n    approveRegistration(id: $id) {\n      registration {\n        id\n        ...RegistrationRoute_registration\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveRegistration($id: ID!) {\n    approveRegistration(id: $id) {\n      registration {\n        id\n        ...RegistrationRoute_registration\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectRegistration($id: ID!, $reason: String!) {\n    rejectRegistration(id: $id, reason: $reason) {\n      registration {\n        id\n        ...RegistrationRoute_registration\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RejectRegistration($id: ID!, $reason: String!) {\n    rejectRegistration(id: $id, reason: $reason) {\n      registration {\n        id\n        ...RegistrationRoute_registration\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestRegistrationInformation($id: ID!, $message: String!) {\n    requestRegistrationInformation(id: $id, message: $message) {\n      registration {\n        id\n        ...RegistrationRoute_registration\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestRegistrationInformation($id: ID!, $message: String!) {\n    requestRegistrationInformation(id: $id, message: $message) {\n      registration {\n        id\n        ...RegistrationRoute_registration\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RenewalsRoute($status: CertificateRenewalStatus!) {\n    certificateRenewals(status: $status) {\n      id\n      ...RenewalTable_renewal\n    }\n  }\n"): (typeof documents)["\n  query RenewalsRoute($status: CertificateRenewalStatus!) {\n    certificateRenewals(status: $status) {\n      id\n      ...RenewalTable_renewal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RenewalTable_renewal on CertificateRenewal {\n    id\n    customer {\n      id\n      companyName\n    }\n    kind\n    expiresOn\n    status\n    submittedAt\n    reviewedAt\n    reason\n    fileUrl\n  }\n"): (typeof documents)["\n  fragment RenewalTable_renewal on CertificateRenewal {\n    id\n    customer {\n      id\n      companyName\n    }\n    kind\n    expiresOn\n    status\n    submittedAt\n    reviewedAt\n    reason\n    fileUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveCertificateRenewal($id: ID!) {\n    approveCertificateRenewal(id: $id) {\n      renewal {\n        id\n        ...RenewalTable_renewal\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveCertificateRenewal($id: ID!) {\n    approveCertificateRenewal(id: $id) {\n      renewal {\n        id\n        ...RenewalTable_renewal\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectCertificateRenewal($id: ID!, $reason: String!) {\n    rejectCertificateRenewal(id: $id, reason: $reason) {\n      renewal {\n        id\n        ...RenewalTable_renewal\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RejectCertificateRenewal($id: ID!, $reason: String!) {\n    rejectCertificateRenewal(id: $id, reason: $reason) {\n      renewal {\n        id\n        ...RenewalTable_renewal\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTotpEnrolment {\n    startTotpEnrolment {\n      enrolment {\n        secret\n        uri\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartTotpEnrolment {\n    startTotpEnrolment {\n      enrolment {\n        secret\n        uri\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTotpEnrolment($code: String!) {\n    confirmTotpEnrolment(code: $code) {\n      staffMember {\n        ...StaffSession_member\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmTotpEnrolment($code: String!) {\n    confirmTotpEnrolment(code: $code) {\n      staffMember {\n        ...StaffSession_member\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableTotp($code: String!) {\n    disableTotp(code: $code) {\n      staffMember {\n        ...StaffSession_member\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DisableTotp($code: String!) {\n    disableTotp(code: $code) {\n      staffMember {\n        ...StaffSession_member\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffSession_member on StaffMember {\n    id\n    email\n    name\n    role\n    totpEnabled\n    totpEnrolmentRequired\n  }\n"): (typeof documents)["\n  fragment StaffSession_member on StaffMember {\n    id\n    email\n    name\n    role\n    totpEnabled\n    totpEnrolmentRequired\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffMe {\n    me {\n      ...StaffSession_member\n    }\n  }\n"): (typeof documents)["\n  query StaffMe {\n    me {\n      ...StaffSession_member\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateStaffMember($email: String!, $name: String!, $role: StaffRole!) {\n    createStaffMember(email: $email, name: $name, role: $role) {\n      staffMember {\n        ...TeamMember_member\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateStaffMember($email: String!, $name: String!, $role: StaffRole!) {\n    createStaffMember(email: $email, name: $name, role: $role) {\n      staffMember {\n        ...TeamMember_member\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetStaffRole($id: ID!, $role: StaffRole!) {\n    setStaffRole(id: $id, role: $role) {\n      staffMember {\n        ...TeamMember_member\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetStaffRole($id: ID!, $role: StaffRole!) {\n    setStaffRole(id: $id, role: $role) {\n      staffMember {\n        ...TeamMember_member\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateStaffMember($id: ID!) {\n    deactivateStaffMember(id: $id) {\n      staffMember {\n        ...TeamMember_member\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateStaffMember($id: ID!) {\n    deactivateStaffMember(id: $id) {\n      staffMember {\n        ...TeamMember_member\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetStaffTotpRequired($required: Boolean!) {\n    setStaffTotpRequired(required: $required) {\n      settings {\n        totpRequired\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetStaffTotpRequired($required: Boolean!) {\n    setStaffTotpRequired(required: $required) {\n      settings {\n        totpRequired\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamMember_member on StaffMember {\n    id\n    email\n    name\n    role\n    totpEnabled\n    active\n  }\n"): (typeof documents)["\n  fragment TeamMember_member on StaffMember {\n    id\n    email\n    name\n    role\n    totpEnabled\n    active\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamRoute {\n    staffMembers {\n      ...TeamMember_member\n    }\n    staffSettings {\n      totpRequired\n    }\n  }\n"): (typeof documents)["\n  query TeamRoute {\n    staffMembers {\n      ...TeamMember_member\n    }\n    staffSettings {\n      totpRequired\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;