/**
 * Every user-facing message of the product, verbatim from the spec (spelling included:
 * 'requried', 'Password do not match'). Web and API import from here so both say the same.
 */
export const MSG = {
  allFieldsRequired: 'All fields are required',
  invalidEmail: 'Invalid email',
  passwordsDoNotMatch: 'Password do not match',
  titleRequired: 'All fields requried',
  unknownError: 'An unknown error occurred',
  urlInvalid: 'URL contains invalid characters',
  urlsInvalid: 'URLs contain invalid characters. Please enter valid URL.',
  deeplinkInvalid: 'Deeplink contain invalid characters. Please enter valid Deeplink.',
  urlCopied: 'URL has been copied.',
  noLinksYet: 'You have not yet created any QR Codes and Smart Links',
  ownerOnly: 'Only "Owner" can edit password and profile details.',

  // Accounts (spec silent on exact wording; these are ours)
  passwordTooShort: 'Password must be at least 8 characters',
  emailInUse: 'An account with this e-mail already exists',
  wrongCredentials: 'Incorrect e-mail or password',
  notVerified: 'Please verify your e-mail address first. Check your inbox or resend the verification mail.',
  signupDone: 'Your account has been created. Please check your e-mail to verify it.',
  verificationSent: 'If that account needs verifying, a new verification mail is on its way.',
  verified: 'Your account has been verified.',
  verifiedPleaseSignIn: 'Your account has been verified. Please sign in.',
  invalidToken: 'This link is invalid or has expired.',
  recoverSent: 'If an account exists for that e-mail, a password reset link has been sent.',
  resetAllowed: 'Please choose a new password.',
  resetDone: 'Your password has been changed. You can sign in now.',
  signedOut: 'Signed out',
  unauthorized: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found',
  tooLarge: 'Request body is too large',
  badJson: 'Request body must be valid JSON',

  // Campaigns and bulk
  campaignCreateError: 'Error creating campaign',
  campaignsFetchError: 'Error fetching campaigns',
  campaignDeleteError: 'Error deleting campaign',
  campaignExportError: 'Error exporting campaign links',
  campaignStatsError: 'Error fetching campaign stats',
  campaignNotFound: 'Campaign not found',
  bulkCreateError: 'Error creating bulk links',
  campaignsListError: 'Error fetching campaigns. Please try again later.',
  unexpectedFormat: 'Unexpected data format received from server',
  campaignDeleteConfirm: 'Are you sure you want to delete this campaign? This action cannot be undone.',
  campaignDeleted: 'Campaign deleted successfully',
  campaignDeleteFailed: 'Error deleting campaign. Please try again.',
  campaignStatsFailed: 'Error fetching campaign statistics',
  invalidCampaignResponse: 'Invalid campaign response',
  processingError: 'An error occurred during processing.',
  bulkDone: 'Bulk operation completed successfully!',
  bulkNeedFileAndName: 'Please upload a file and provide a campaign name.',
  bulkBadExtension: 'Please upload a CSV or TXT file.',
  bulkNoUrls: 'No valid URLs found in the file.',
  noCampaigns: 'You have not yet created any campaign.',
} as const;

export type MessageKey = keyof typeof MSG;
