import {
  API_KEY,
  CART_LINES_PER_ADD,
  CODE_SUGGESTIONS,
  IDEMPOTENCY_KEY,
  MAX_ID,
  MINIMUM_ORDER_CENTS,
  PRODUCT_CODE,
  QUANTITY,
  SEARCH_MAX_LENGTH,
  SHIPPING_ADDRESSES_MAX,
  SHOPPING_LISTS,
  UPLOAD,
  USERNAME,
} from './limits.js';
import { shortDollars } from './money.js';

/** "10 MB", "512 KB": how a size limit reads in a message. */
function size(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))} MB` : `${Math.floor(bytes / 1024)} KB`;
}

const minutes = (count: number) => `${count} minute${count === 1 ? '' : 's'}`;

/**
 * Every message a buyer or an integrator reads from more than one service: the spec's words (sections 5 and 8)
 * with the spelling corrections DESIGN.md lists ('addess', 'speacial', 'Sucessfully', 'Please confirm password .',
 * 'Password do not match .'), and our own for what the spec does not cover. Each key is stable: it becomes the
 * message's error code. A message with a variable part is a function of it.
 *
 * store-api answers these, the gateway passes them on or answers them itself, and the web app shows them; a test
 * (test/literals.test.ts) fails when one is written out anywhere else.
 */
export const messages = {
  // Success (section 8)
  loginOk: 'Customer Login Successfully',
  registerOk: 'Customer Registered Successfully',
  accountCreatedOk: 'Created Account Successfully',
  addedToCartOk: 'Item Added To Cart Successfully.',
  orderCreatedOk: 'Order Created Successfully.',
  detailsUpdatedOk: 'Details Updated Successfully.',
  billingUpdatedOk: 'Billing Address Updated Successfully.',
  shippingUpdatedOk: 'Shipping Address Updated Successfully.',
  messageSentOk: 'Message Sent Successfully',
  resetMailSentOk: 'Email Sent Successfully. Please Check Your Mail Inbox.',
  passwordResetOk: 'Password Reset Successfully.',
  wishlistClearedOk: 'Wishlist clear successfully',
  wishlistAdded: 'Item added into Wishlist',
  wishlistRemoved: 'Item Removed from Wishlist',
  loggedOut: 'Logged out successfully.',

  // Section 8's common handling
  somethingWentWrong: 'Something went wrong',
  loginRequired: 'Please login to add item to cart',
  loginForPrice: 'Log in to filter or sort by price.',

  // Login
  enterEmail: 'Please enter email.',
  properEmail: 'Please enter proper email.',
  enterPassword: 'Please enter password.',
  badCredentials: 'These credentials do not match our records.',
  accountNotCreated:
    'Your registration has not been approved yet. You can log in after creating your account from the link we e-mail you on approval.',
  accountRejected: 'Your registration was not approved. Please contact us for details.',
  accountSuspended: 'Your account is suspended. Please contact us for details.',
  // Staff sign-in's second factor (TOTP)
  totpRequired: 'Enter the 6-digit code from your authenticator app.',
  invalidTotp: 'This code is not valid. Enter the current 6-digit code from your authenticator app.',
  enterNote: 'Please enter the note.',
  noteTooLong: 'The note may not be greater than 2000 characters.',
  totpEnrolmentRequired: 'The store requires two-step sign-in: set up your authenticator app to continue.',
  invalidRecoveryCode:
    'This recovery code is not valid or was used already. Check it, or use another of your codes.',
  tooManyLogins: (count: number) => `Too many failed login attempts. Please try again in ${minutes(count)}.`,

  // Register (in the spec's order)
  enterName: 'Please enter name.',
  enterCompanyName: 'Please enter company name.',
  enterAddress: 'Please enter address.',
  enterCity: 'Please enter city.',
  selectCountry: 'Please select country.',
  selectStates: 'Please select states.',
  enterPostcode: 'Please enter postcode.',
  properPostcode: 'Please enter a valid 5-digit ZIP code.',
  enterPrimaryContact: 'Please enter Primary Contact.',
  properPrimaryContact: 'Please enter a 10-digit Primary Contact.',
  properSecondaryContact: 'Please enter a 10-digit Secondary Contact.',
  enterTobaccoId: 'Please Enter Tobacco ID.',
  selectCustomerCategory: 'Please select customer category.',
  properTaxDate: 'Please enter the tax valid till date as YYYY-MM-DD.',
  pastTaxDate: 'The tax valid till date cannot be before today.',
  properTobaccoDate: 'Please enter the tobacco valid till date as YYYY-MM-DD.',
  pastTobaccoDate: 'The tobacco valid till date cannot be before today.',
  emailTaken: 'The email has already been taken.',
  certificateType: (label: string) => `The ${label} must be a PDF, JPEG or PNG file.`,
  certificateSize: (label: string, maxBytes: number = UPLOAD.maxBytes) =>
    `The ${label} must not be larger than ${size(maxBytes)}.`,
  certificateHelp: `PDF, JPEG or PNG, at most ${size(UPLOAD.maxBytes)}.`,
  fileNotReceived: 'The file could not be received. Please try again.',

  // Create account
  enterUsername: 'Please enter Username.',
  usernameCharacters: 'Username should not be contain any special character or any space.',
  usernameLength: `Username Must be between ${USERNAME.min} to ${USERNAME.max} characters long.`,
  passwordsDiffer: 'Password and Confirm Password should be the same.',
  usernameTaken: 'The username has already been taken.',
  linkExpired: 'The link has been expired.',

  // Reset password (the same strength rule guards every password a customer sets)
  passwordStrength:
    'Password must contain at least one lowercase letter, one uppercase letter, one digit, one special character (one of @ $ ! % * # ? &, the only symbols it accepts), and be at least 8 characters long.',
  enterConfirmPassword: 'Please enter confirm password.',
  resetPasswordsDiffer: 'Password and confirm password do not match.',

  // Account details
  enterPhone: 'Please enter phone.',
  properPhone: 'Please enter a 10-digit phone number.',
  enterCurrentPassword: 'Please enter current password.',
  enterNewPassword: 'Please enter new password.',
  confirmPassword: 'Please confirm password.',
  newPasswordsDiffer: 'Password do not match.',
  currentPasswordWrong: 'The current password is incorrect.',

  // Addresses
  addressAddress: 'Please Enter Address.',
  addressCity: 'Please Enter City.',
  addressState: 'Please Select State.',
  addressPincode: 'Please Enter Pincode.',
  addressNotFound: 'Address not found.',
  tooManyAddresses: `You can save at most ${SHIPPING_ADDRESSES_MAX} shipping addresses.`,

  // API keys (the account's "API access")
  apiKeyName: 'Please enter a name for the key.',
  apiKeyNameLength: `The key's name must be at most ${API_KEY.nameMax} characters.`,
  apiKeyNameCharacters: "The key's name contains characters that are not allowed.",
  apiKeyScopes: 'Please choose at least one scope.',
  apiKeyUnknownScope: 'Each scope must be one of catalog:read, orders:write, orders:read, webhooks:manage.',
  tooManyApiKeys: `You can have at most ${API_KEY.activeMax} API keys in use. Revoke one first.`,
  apiKeyNotFound: 'API key not found.',
  apiKeyCreatedOk: 'API key created. Copy it now: it will not be shown again.',
  apiKeyRevokedOk: 'API key revoked.',
  /** 403 SCOPE_MISSING: the key lacks the call's scope. */
  scopeMissing: (scope: string) => `This API key does not have the ${scope} scope.`,
  /** 403 SESSION_REQUIRED: keys, the password and the account's details need a person's login, not an API key. */
  sessionRequired: 'An API key cannot do this: log in to the store instead.',

  // Checkout
  /** placeOrder without a billing address, for an account whose own is incomplete. */
  accountBillingIncomplete:
    "Your account's billing address is incomplete: send a billing address with the order, or complete it in your account.",
  billing: {
    name: 'Please enter name in billing address.',
    address: 'Please enter address in billing address.',
    city: 'Please enter city in billing address.',
    state: 'Please select state in billing address.',
    pincode: 'Please enter pincode in billing address.',
  },
  shipping: {
    name: 'Please enter name in shipping address.',
    address: 'Please enter address in shipping address.',
    city: 'Please enter city in shipping address.',
    state: 'Please select state in shipping address.',
    pincode: 'Please enter pincode in shipping address.',
  },
  enterEmailAddress: 'Please enter email address.',
  acceptTerms: 'Please accept Term and Condition.',
  onlyApproved: 'Only approved customer can order',
  cartEmpty: 'Your cart is empty.',
  minimumOrder: `Minimum Order value ${shortDollars(MINIMUM_ORDER_CENTS)} to proceed with your order!`,
  paymentMethod: 'Cash On Delivery is the only payment method available.',
  idempotencyKey: `The Idempotency-Key header must be ${IDEMPOTENCY_KEY.min} to ${IDEMPOTENCY_KEY.max} characters.`,
  idempotencyKeyArgument: `The idempotency key must be ${IDEMPOTENCY_KEY.min} to ${IDEMPOTENCY_KEY.max} visible characters.`,
  // The IETF Idempotency-Key draft's two answers.
  idempotencyKeyReused: 'This Idempotency-Key was already used with a different request.',
  idempotencyKeyInFlight: 'A request with this Idempotency-Key is still being processed.',
  orderNotFound: 'Order not found.',

  // Licence and tax certificate expiry
  licenceExpired:
    'Your tobacco licence has expired, so we cannot take orders. Please upload your renewed licence from Account details.',
  certificateExpiring: (label: string, days: number) =>
    days === 0
      ? `Your ${label} expires today.`
      : `Your ${label} expires in ${days} day${days === 1 ? '' : 's'}.`,
  certificateExpired: (label: string) => `Your ${label} has expired.`,
  selectCertificateKind: 'Please choose the tobacco licence or the tax certificate.',
  enterRenewalDate: 'Please enter the new valid till date as YYYY-MM-DD.',
  pastRenewalDate: 'The new valid till date must be after today.',
  selectCertificateFile: 'Please choose the renewed certificate file.',
  renewalPending: 'A renewal of this certificate is already waiting for review.',
  renewalUploadedOk: 'Renewal uploaded. We will review it shortly.',
  renewalNotFound: 'Renewal not found.',
  renewalAlreadyReviewed: 'This renewal has already been reviewed.',
  enterRejectReason: 'Please enter the reason.',
  certificateDatesUpdatedOk: 'Certificate dates updated.',

  // Webhooks
  enterWebhookUrl: 'Please enter the URL of your endpoint.',
  webhookUrlHttps: 'The URL must be a full https:// address.',
  webhookUrlCredentials: 'The URL may not carry a user name or password.',
  webhookUrlNotPublic: 'The URL must point to a public internet address, not a private or local one.',
  chooseWebhookEvents: 'Please choose at least one event.',
  unknownWebhookEvent: 'Choose among order placed, order status changed and order cancelled.',
  webhookEndpointsLimit: (max: number) => `You can register at most ${max} webhook endpoints.`,
  webhookEndpointNotFound: 'Webhook endpoint not found.',
  webhookDeliveryNotFound: 'Delivery not found.',
  webhookEndpointSwitchedOff: 'This endpoint is switched off. Switch it on to send deliveries to it again.',
  webhookEndpointCreatedOk: 'Endpoint added. Copy its signing secret now: it is shown only once.',
  webhookEndpointUpdatedOk: 'Endpoint saved.',
  webhookEndpointDeletedOk: 'Endpoint deleted.',
  webhookRedeliveryQueuedOk: 'Delivery queued again.',
  webhookTestQueuedOk: 'Test event queued.',
  webhookSwitchedOffByOwner: 'Switched off from the account area.',
  webhookSwitchedOffFailing: (hours: number, last: string) =>
    `Every delivery failed for ${hours} hour${hours === 1 ? '' : 's'} (last: ${last}).`,

  // Catalog, cart and wishlist
  outOfStock: 'Out of stock,Please try again later after sometime',
  productNotFound: 'Product not found.',
  categoryNotFound: 'Category not found.',
  brandNotFound: 'Brand not found.',
  customerNotFound: 'Customer not found.',
  cartLineNotFound: 'Cart item not found.',
  quantity: `The quantity must be a whole number from ${QUANTITY.min} to ${QUANTITY.max}.`,
  selectItems: 'Please select items.',
  selectProducts: 'Please select at least one product.',
  wishlistNothingToAdd: 'Your wishlist has no products to add.',
  // Why a line of a several-product add to the cart was added in part or not at all
  stockLeft: (count: number) => (count > 0 ? `Only ${count} left in stock` : 'Out of stock'),
  purchaseLimit: (limit: number) => `At most ${limit} per order`,
  noLongerAvailable: 'No longer available',
  unknownCode: 'No product has this SKU, item code or barcode',
  // Quick order: codes resolved to products, and suggestions while a code is typed
  productCodes: `The codes must be 1 to ${CART_LINES_PER_ADD} SKUs, item codes or barcodes of at most ${PRODUCT_CODE.maxLength} characters, joined with commas.`,
  productCode: `A SKU, item code or barcode has 1 to ${PRODUCT_CODE.maxLength} characters and no comma.`,
  codePrefix: `Type ${CODE_SUGGESTIONS.minLength} to ${PRODUCT_CODE.maxLength} characters of a SKU, item code or barcode.`,
  productOrCode: 'Each line needs either a product or a code.',
  enterSearch: 'Please enter a search term.',
  searchLength: `The search term must be at most ${SEARCH_MAX_LENGTH} characters.`,
  page: 'The page must be a whole number from 1.',
  perPage: (max: number) => `The per_page must be a whole number from 1 to ${max}.`,
  price: (which: 'minimum' | 'maximum') => `The ${which} price must be a positive amount in dollars.`,
  priceInput: 'Please enter a price in dollars, e.g. 10 or 10.50.',
  brandIds: 'The brands must be brand ids joined with commas.',
  categorySlugs: 'The category must be one or more category slugs, joined with commas.',

  // Contact
  enterSubject: 'Please enter subject.',

  // Any field
  tooLong: (label: string, max: number) => `The ${label} must be at most ${max} characters.`,
  wholeNumber: (label: string, max: number = MAX_ID) =>
    `The ${label} must be a whole number from 1 to ${max}.`,
  controlCharacters: (label: string) => `The ${label} contains characters that are not allowed.`,
  tooManyItems: (max: number, noun: 'ids' | 'values') => `At most ${max} ${noun}.`,

  // Requests that cannot be read (any call)
  forbiddenCharacters: 'The request contains characters that are not allowed.',
  invalidRequest: 'The request is not valid.',
  queryParameterOnce: (name: string) => `Give the ${name} parameter once.`,
  unreadableBody: 'The request body could not be read.',
  unsupportedBody:
    'The request body must be JSON, a form (application/x-www-form-urlencoded) or multipart/form-data.',
  bodyTooLarge: 'The request is too large.',
  requestTooSlow: 'The request took too long to arrive.',
  tooManyRequests: 'Too many requests. Please try again later.',
  serverError: 'Something went wrong on our side. Please try again.',

  // What the gateway answers for a failure that is not the input's (never an upstream URL, body or stack)
  unauthenticated: 'Unauthenticated.',
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found.',
  /** An extra of ours that the store's REST API (a distributor's own, as the specification describes it) lacks. */
  notOffered: 'This store does not offer this.',
  // Shopping lists (issue 33 item 5)
  shoppingListName: `The list's name must be 1 to ${SHOPPING_LISTS.nameMaxLength} characters.`,
  shoppingListsLimit: `You can keep at most ${SHOPPING_LISTS.perCustomer} shopping lists. Delete one to make another.`,
  shoppingListLinesLimit: `A shopping list holds at most ${SHOPPING_LISTS.linesPerList} products.`,
  shoppingListNotFound: 'This shopping list does not exist.',
  shoppingListLines: `Give 1 to ${SHOPPING_LISTS.linesPerList} products, each once, with a quantity from ${QUANTITY.min} to ${QUANTITY.max}.`,
  shoppingListCreatedOk: 'Shopping list created.',
  shoppingListSavedOk: 'Shopping list saved.',
  shoppingListDeletedOk: 'Shopping list deleted.',
  // Reorder reminders (issue 33 item 7)
  reorderRemindersOnOk: 'Reorder reminders are on.',
  reorderRemindersOffOk: 'Reorder reminders are off.',
  reorderRemindersEnabled: 'Say whether reorder reminders are on (true or false).',
  reorderRemindersLink:
    'This unsubscribe link is not valid. Log in and turn reorder reminders off in your account.',
  /** A GraphQL operation that would ask the store's REST API more often than one operation may. */
  tooManyUpstreamCalls: 'This request asks the store for too much at once. Ask for less in one request.',
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
  /** One GraphQL operation that asks for more than one operation may (OPERATION_TOO_COSTLY). */
  operationTooCostly: (cost: number, max: number) =>
    `This operation costs ${cost}, more than the ${max} one operation may cost. Ask for fewer or smaller lists.`,
  /** The caller's cost budget for the minute is spent (RATE_LIMITED, HTTP 429 with Retry-After). */
  costBudgetSpent: (seconds: number) =>
    `This request's cost is over what is left of your budget for the minute. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  tooManyAttempts: (count: number) => `Too many failed attempts. Please try again in ${minutes(count)}.`,
  upstreamError: 'The store could not complete this request. Please try again.',
  upstreamUnavailable: 'The store is temporarily unavailable. Please try again in a moment.',
  invalidInput: 'The request could not be processed.',

  // GraphQL requests the gateway refuses while validating them
  oneGuardedMutation: (names: readonly string[]) => `A request may carry at most one of ${names.join(', ')}.`,
  unsupportedOperation: (operation: string) => `This API does not support ${operation} operations.`,
  operationNameLength: (max: number) => `An operation name may be at most ${max} characters.`,
} as const;

export type Messages = typeof messages;
