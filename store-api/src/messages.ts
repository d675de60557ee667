/**
 * Every message of the spec's sections 5 and 8 that store-api answers, word for word, with the spelling
 * corrections DESIGN.md lists. Tests import them from here, so a changed word fails loudly.
 */
export const M = {
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

  // Login
  enterEmail: 'Please enter email.',
  properEmail: 'Please enter proper email.',
  enterPassword: 'Please enter password.',
  badCredentials: 'These credentials do not match our records.',
  accountNotCreated:
    'Your registration has not been approved yet. You can log in after creating your account from the link we e-mail you on approval.',
  accountRejected: 'Your registration was not approved. Please contact us for details.',
  tooManyLogins: (minutes: number) =>
    `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,

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
  certificateSize: (label: string, maxBytes: number) =>
    `The ${label} must not be larger than ${maxBytes >= 1024 * 1024 ? `${Math.floor(maxBytes / (1024 * 1024))} MB` : `${Math.floor(maxBytes / 1024)} KB`}.`,

  // Create account
  enterUsername: 'Please enter Username.',
  usernameCharacters: 'Username should not be contain any special character or any space.',
  usernameLength: 'Username Must be between 6 to 12 characters long.',
  passwordsDiffer: 'Password and Confirm Password should be the same.',
  usernameTaken: 'The username has already been taken.',
  linkExpired: 'The link has been expired.',

  // Reset password (the same strength rule guards every password a customer sets)
  passwordStrength:
    'Password must contain at least one lowercase letter, one uppercase letter, one digit, one special character, and be at least 8 characters long.',
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
  tooManyAddresses: 'You can save at most 20 shipping addresses.',

  // Checkout
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
  minimumOrder: 'Minimum Order value $200 to proceed with your order!',
  paymentMethod: 'Cash On Delivery is the only payment method available.',
  idempotencyKey: 'The Idempotency-Key header must be 8 to 100 characters.',
  // The IETF Idempotency-Key draft's two answers.
  idempotencyKeyReused: 'This Idempotency-Key was already used with a different request.',
  idempotencyKeyInFlight: 'A request with this Idempotency-Key is still being processed.',
  orderNotFound: 'Order not found.',

  // Cart and wishlist
  outOfStock: 'Out of stock,Please try again later after sometime',
  productNotFound: 'Product not found.',
  cartLineNotFound: 'Cart item not found.',
  quantity: 'The quantity must be a whole number from 1 to 9999.',
  selectItems: 'Please select items.',

  // Contact
  enterSubject: 'Please enter subject.',

  // Requests that cannot be read (any call)
  forbiddenCharacters: 'The request contains characters that are not allowed.',
  unreadableBody: 'The request body could not be read.',
  unsupportedBody:
    'The request body must be JSON, a form (application/x-www-form-urlencoded) or multipart/form-data.',
  bodyTooLarge: 'The request is too large.',
} as const;
