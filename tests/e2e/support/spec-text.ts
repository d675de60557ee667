/**
 * What the buyer must read, taken from ../shared/spec/storefront-spec.md (sections 2, 5, 8 and 9) with the
 * spelling corrected as ../shared/DESIGN.md says ('addess', 'speacial', 'Sucessfully', 'Please confirm password .').
 * The journeys use these, not the web app's own message modules, so a changed text in the app fails a journey.
 */
export const specText = {
  ageGate: {
    question: 'Are you 21 or older?',
    refusal: "We're Sorry!",
    notAllowed: 'You are not allowed to enter!',
    oldEnough: "I'm old enough",
  },
  loginRequired: 'Please login to add item to cart',
  shop: {
    /** DESIGN.md: visitors get no price filter; the sidebar says this instead, as a link to the login. */
    priceLoginHint: 'Log in to filter by price',
  },
  noItems: 'No Items Available.',
  login: {
    emailRequired: 'Please enter email.',
    emailInvalid: 'Please enter proper email.',
    passwordRequired: 'Please enter password.',
    success: 'Customer Login Successfully',
  },
  /** Spec section 5, register, in the order the form checks them. */
  registerRequired: [
    'Please enter name.',
    'Please enter email.',
    'Please enter password.',
    'Please enter company name.',
    'Please enter address.',
    'Please enter city.',
    'Please select country.',
    'Please select states.',
    'Please enter postcode.',
    'Please enter Primary Contact.',
    'Please Enter Tobacco ID.',
    'Please select customer category.',
  ],
  registered: 'Customer Registered Successfully',
  createAccount: {
    usernameRequired: 'Please enter Username.',
    usernameCharacters: 'Username should not be contain any special character or any space.',
    usernameLength: 'Username Must be between 6 to 12 characters long.',
    passwordRequired: 'Please enter password.',
    passwordsDiffer: 'Password and Confirm Password should be the same.',
    created: 'Created Account Successfully',
    linkExpired: 'The link has been expired.',
  },
  passwordRule:
    'Password must contain at least one lowercase letter, one uppercase letter, one digit, one special character (one of @ $ ! % * # ? &, the only symbols it accepts), and be at least 8 characters long.',
  cart: {
    added: 'Item Added To Cart Successfully.',
    outOfStock: 'Out of stock,Please try again later after sometime',
    minimumOrder: 'Minimum Order value $200 to proceed with your order!',
  },
  checkout: {
    shippingRequired: [
      'Please enter name in shipping address.',
      'Please enter address in shipping address.',
      'Please enter city in shipping address.',
      'Please select state in shipping address.',
      'Please enter pincode in shipping address.',
    ],
    termsRequired: 'Please accept Term and Condition.',
    notApproved: 'Only approved customer can order',
    orderCreated: 'Order Created Successfully.',
  },
  orders: {
    empty: 'You have not placed any order.',
    notFulfilled: 'Not Fulfilled',
    goBack: 'Go Back',
  },
  wishlist: {
    added: 'Item added into Wishlist',
    removed: 'Item Removed from Wishlist',
    cleared: 'Wishlist clear successfully',
    areYouSure: 'Are you Sure ?',
  },
  account: {
    detailsSaved: 'Details Updated Successfully.',
    billingSaved: 'Billing Address Updated Successfully.',
    shippingSaved: 'Shipping Address Updated Successfully.',
    nameRequired: 'Please enter name.',
    emailRequired: 'Please enter email.',
    companyRequired: 'Please enter company name.',
    phoneRequired: 'Please enter phone.',
    currentPasswordRequired: 'Please enter current password.',
    newPasswordRequired: 'Please enter new password.',
    confirmPasswordRequired: 'Please confirm password.',
    passwordsDiffer: 'Password do not match.',
    addressRequired: [
      'Please Enter Address.',
      'Please Enter City.',
      'Please Select State.',
      'Please Enter Pincode.',
    ],
  },
  lostPassword: {
    emailRequired: 'Please enter email.',
    sent: 'Email Sent Successfully. Please Check Your Mail Inbox.',
  },
  resetPassword: {
    passwordRequired: 'Please enter password.',
    confirmRequired: 'Please enter confirm password.',
    passwordsDiffer: 'Password and confirm password do not match.',
    done: 'Password Reset Successfully.',
    linkExpired: 'The link has been expired.',
  },
  contact: {
    nameRequired: 'Please enter name.',
    emailRequired: 'Please enter email.',
    emailInvalid: 'Please enter proper email.',
    subjectRequired: 'Please enter subject.',
    sent: 'Message Sent Successfully',
  },
  home: {
    saveBanner: 'Save an Extra 5-10 % On Every Order!',
    viewMore: 'view more',
  },
  product: {
    freeShipping: 'Free Shipping apply to all orders over $100',
    returns: '1 Day Returns if you change your mind',
    inStock: 'In Stock',
    outOfStock: 'Out Of Stock',
    /** Issue 17: where a visitor's price would be, on cards and the product page, why there is none. */
    priceLoginHint: 'Log in to see wholesale prices',
    /** Issue 33 item 3: a visitor's actions instead of Add to cart. */
    login: 'Log in',
    apply: 'Apply for a wholesale account',
  },
  footerHours: 'Working 9:00 AM - 6:00 PM (EST), Mon - Fri',
  notFound: 'Page Not Found',
} as const;

/** A price as the store shows one: a dollar sign and two decimals ('$168.00'). '$100' or '$200' in prose is not. */
export const shownPrice = /\$\s?\d[\d,]*\.\d{2}/;
