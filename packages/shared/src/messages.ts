/**
 * Every user-facing text (docs/product.md#messages) in one place; the original site's wording is kept word
 * for word. The web app shows them, the API answers with them and the tests import them, so a typo fails a
 * test instead of reaching a user.
 */
const IMAGE_TYPE = 'Choose a JPEG, PNG or WebP image.';
const LINK_INVALID = 'Use https://, mailto: or a page of this site (/…).';

export const MESSAGES = {
  auth: {
    loginSuccess: 'Login Successful!',
    signupSuccess: 'Signup Successful!',
    /** Fallback when the server gave no message (the login and sign-up screens both use it). */
    signupFailed: 'Signup failed!',
    invalidCredentials: 'Invalid email or password',
    emailTaken: 'An account with this email already exists. Log in or reset your password.',
    loginRequired: 'Please login',
    sessionExpired: 'Your session has ended. Please log in again.',
    tokenMissing: 'Please log in to continue.',
    forbidden: 'You are not allowed to do that.',
    accountDisabled: 'This account has been disabled. Contact the site administrator.',
  },
  validation: {
    emailRequired: 'Please enter your email.',
    emailInvalid: 'Invalid email format.',
    nameTooShort: 'Name must be at least 3 characters.',
    phoneInvalid: 'Phone number must be 10 digits starting with 6, 7, 8 or 9.',
    /** Letters or symbols in a phone number (the fields also drop them as typed). */
    phoneDigitsOnly: 'Phone number can only contain digits.',
    passwordTooShort: 'Password must be at least 6 characters.',
    allFieldsRequired: 'All fields are required',
    fillAllFields: 'Please fill all fields.',
    otpInvalid: 'Invalid OTP. OTP must be 6 digits.',
    passwordWeak:
      'Password must be at least 6 characters long, contain an uppercase letter, a lowercase letter, and a number.',
    passwordSameAsCurrent: 'New password cannot be same as current password',
    passwordsDoNotMatch: 'New passwords do not match',
    requiredFields: 'Please fill all required fields',
    agreeRequired: 'Please accept the privacy policy to continue.',
    /** A control character or a broken character (text.ts, ADR 021): nothing a person types. */
    controlCharacters: 'Remove the invisible control characters from this field.',
    lineBreaks: 'Keep this field on one line, without tabs.',
    dateOutOfRange: 'Choose a date between 2000-01-01 and 2100-12-31.',
  },
  profile: {
    updated: 'Profile updated successfully!',
    updateFailed: 'Failed to update profile!',
    imageUpdated: 'Profile image updated successfully!',
    imageFailed: 'Failed to update profile image!',
    loadFailed: 'Failed to fetch profile!',
    imageTooLarge: 'The image is too large. Choose one of at most 2 MB.',
    imageType: IMAGE_TYPE,
    preferencesSaved: 'Notification preferences saved.',
    /** A new email needs the current password (the field shows once the email is edited). */
    currentPasswordRequired: 'Enter your current password to change your email.',
    currentPasswordHint: 'Needed to change your email.',
  },
  password: {
    updated: 'Password updated successfully',
    emptyResult: 'Something went wrong',
    updateFailed: 'Failed to update password',
    currentWrong: 'Current password is incorrect',
  },
  forgot: {
    otpSent: 'OTP sent successfully. Check your email.',
    otpSendFailed: 'Failed to send OTP.',
    resetSuccess: 'Password reset successfully. Please login.',
    resetFailed: 'Failed to reset password.',
    otpWrong: 'The code is incorrect or has expired. Request a new one.',
    /** A new code does not lift it: the wrong codes of a day are counted across codes (ADR 020). */
    otpLocked: 'Too many wrong codes for this email today. Try again tomorrow, or log in with your password.',
  },
  contact: {
    sent: 'Message sent successfully!',
    failed: 'Something went wrong!',
  },
  cart: {
    loginRequired: 'Please login to add course to cart.',
    added: 'Course added to cart!',
    addFailed: 'Failed to add course to cart.',
    empty: 'Your cart is empty.',
  },
  wishlist: {
    loginRequired: 'Please login to add course to wishlist.',
    added: 'Course added to wishlist!',
    addFailed: 'Failed to add course to wishlist.',
    moved: 'Moved to cart successfully!',
    moveFailed: 'Failed to move to cart',
    empty: 'Your wishlist is empty.',
  },
  order: {
    placed: 'Order placed successfully',
    failed: 'Failed to place order',
    noItems: 'No items in cart',
    none: 'No orders found.',
  },
  course: {
    noQuiz: 'No quiz available',
    confirmReviewDelete: 'Are you sure you want to delete this review?',
  },
  content: {
    serviceNotFound: 'Service not found!',
    noPositions: 'No open positions found.',
    noGalleryContent: (platform: string) => `No content available for ${platform}.`,
    partnersError: (message: string) => `Error: ${message}`,
  },
  admin: {
    staleEdit: 'This item was changed by someone else. Reload to see the latest version.',
    saved: 'Saved',
    deleted: 'Deleted',
    forbiddenPage: 'You do not have access to this page.',
    // Catalogue (categories and courses)
    categoryCreated: 'Category created',
    categoryNameTaken: 'A category with this name already exists. Choose another name.',
    categoryNotFound: 'Category not found',
    categoryHasCourses: 'This category still has courses. Move or delete them first.',
    categoryOrderMismatch: 'The categories have changed since you loaded them. Reload and reorder again.',
    categoriesReordered: 'Categories reordered',
    courseCreated: 'Course created',
    courseSlugTaken: 'Another course already uses this slug. Choose another one.',
    courseHasOrders:
      'This course has orders, so it cannot be deleted. Archive it instead: its orders keep their details.',
    courseStatusChanged: 'Course status updated',
    courseImageUnknown: 'Upload an image for this course, or keep one it already has.',
    courseImagesCover:
      'The first image is the cover: the catalogue card and the top of the course page show it. The course page’s gallery shows every image, in this order.',
    // Content and site settings
    contentCreated: 'Created',
    contentNotFound: 'This item no longer exists. Reload the list.',
    contentPublished: 'Published',
    contentUnpublished: 'Unpublished: it no longer shows on the site',
    contentOrderMismatch: 'The items have changed since you loaded them. Reload and reorder again.',
    contentReordered: 'Order saved',
    articleSlugTaken: 'Another article already uses this slug. Choose another one.',
    // Where a content type shows on the site (its definition's pages)
    viewOnSite: 'View on site',
    opensInNewTab: 'opens in a new tab',
    shownOn: (pages: string) => `Shown on ${pages}.`,
    shownOncePublished: (pages: string) => `Shown on ${pages} once it is published.`,
    itemPages: 'Each published item also has a page of its own.',
    ownPage: (path: string) => `Its own page: ${path}`,
  },
  /** The course preview: the public course page of any course, for staff, at /course-preview/:id. */
  coursePreview: {
    notice: 'Preview for staff: visitors cannot open this page.',
    status: {
      draft: 'This course is a draft: visitors do not see it until it is published.',
      published: 'This course is published: visitors see it on its public page.',
      archived: 'This course is archived: visitors can no longer see it or buy it.',
    },
    buyOff: 'Add to Cart and Add to Wishlist are off in a preview.',
    quizOff: 'In a preview the questions are read-only: answers cannot be chosen or sent.',
    reviewsOff: 'Reviews cannot be written in a preview.',
    backToEditor: 'Back to the editor',
    openPublicPage: 'Open the public page',
  },
  /** Every stored link (`zLink`, ADR 023). */
  links: {
    invalid: LINK_INVALID,
  },
  /** Staff image uploads (course and content images, the founder's photo; IMAGE_UPLOAD_LIMITS). */
  images: {
    uploaded: 'Image uploaded',
    type: IMAGE_TYPE,
    tooLarge: 'The image is too large. Choose one of at most 5 MB.',
    tooManyPixels:
      'The image has too many pixels. Choose one of at most 24 megapixels (for example 6000 × 4000).',
    uploadFailed: 'The image could not be uploaded. Try again.',
    busy: 'The server is busy with other images. Try again in a few seconds.',
    /** An image address of another site: the site's security policy would block it (ADR 028). */
    notOnSite:
      'Upload the image here instead: the site shows only images stored on it, never one from another address.',
    /** In the console's preview box of such an image. */
    notShown: 'Not shown on the site',
  },
  /** The console's users page (admin only). */
  staff: {
    userNotFound: 'No such user.',
    roleChanged: 'Role updated',
    disabled: 'Account disabled',
    enabled: 'Account enabled',
    lastAdmin: 'You are the last admin: make another account an admin before you step down.',
    cannotDisableSelf: 'You cannot disable your own account.',
  },
  /** Broadcast notifications composed in the console. */
  broadcast: {
    sent: 'Broadcast sent to every learner',
    titleRequired: 'Enter a title.',
    messageRequired: 'Enter a message.',
    linkInvalid: LINK_INVALID,
  },
  api: {
    notFound: 'Not found',
    routeNotFound: (method: string, url: string) => `No API route ${method} ${url}`,
    malformedJson: 'The request body is not valid JSON.',
    bodyTooLarge: 'The request body is too large.',
    malformedUpload: 'The upload is not a complete multipart form.',
    badUrl: 'The address of this request is not valid.',
    urlTooLong: 'The address of this request is too long.',
    headersTooLarge: 'The request headers are too large.',
    badRequest: 'The request could not be read.',
    rateLimited: (after: string) => `Too many attempts. Try again in ${after}.`,
    internal: 'Something went wrong on our side. Please try again.',
    validation: 'Some fields are invalid.',
    ok: 'OK',
    loggedIn: 'Logged in',
    signedUp: 'Account created',
  },
} as const;
