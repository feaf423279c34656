// Every user-facing text the server and the web app share. Most are the product's fixed texts,
// word for word (lower-case field names included); the rest name a field as its form labels it.

/** The longest username and password an account can have: sign-in refuses longer ones with the same texts. */
export const CREDENTIAL_MAX = { username: 50, password: 256 } as const;

export const VALIDATION = {
  usernameRequired: 'username is required.',
  usernameMin: 'username must be at least 2 characters long.',
  usernameChars: 'username can only contain letters, numbers, and underscore.',
  usernameMax: `Username must be at most ${CREDENTIAL_MAX.username} characters long.`,
  passwordRequired: 'password is required.',
  passwordMin: 'Password must be at least 8 characters long.',
  passwordMax: `Password must be at most ${CREDENTIAL_MAX.password} characters long.`,
  currentPasswordRequired: 'Current password is required.',
  currentPasswordWrong: 'Current password is incorrect.',
  newPasswordSame: 'New password must differ from the current one.',
  passwordsDiffer: 'The two new passwords do not match.',
  roleRequired: 'role is required.',
  roleNameRequired: 'role name is required.',
  roleNameMax: 'Role name must be at most 100 characters long.',
  descriptionMax: 'Description must be at most 500 characters long.',
  fillRequired: 'Please fill in all required fields',
  selectPermission: 'Please select at least one permission',
  statusInvalid: 'Status must be Active or Inactive.',
  nothingToUpdate: 'Nothing to update.',
  languageInvalid: 'Language must be en or km.',
} as const;

export const TOAST = {
  signOut: 'Sign Out successfully!',
  userCreated: 'User created successfully!',
  userUpdated: 'User updated successfully!',
  userDeleted: 'User deleted successfully!',
  userActivated: 'User activated successfully!',
  userDeactivated: 'User deactivated successfully!',
  roleCreated: 'Role created successfully!',
  roleUpdated: 'Role updated successfully!',
  roleDeleted: 'Role deleted successfully!',
  failedCreateUser: 'Failed to create user',
  failedUpdateUser: 'Failed to update user',
  failedCreateRole: 'Failed to create role',
  failedUpdateRole: 'Failed to update role',
  failedLoadPermissions: 'Failed to load permissions',
  unknownError: 'Unknown error',
  noPermission: "You don't have permission to access this feature",
  exportReady: 'Export downloaded',
  allRead: 'All notifications marked as read',
  passwordChanged: 'Password changed successfully! You are signed out on your other devices.',
  signedOutEverywhere: 'Signed out on every device',
  languageSaved: 'Language saved',
  noSuchPage: (path: string) => `There is no page at ${path}: here is the dashboard.`,
} as const;

export const ERRORS = {
  invalidCredentials: 'Invalid username or password',
  tooManyAttempts: 'Too many failed sign-in attempts. Try again later.',
  unauthorized: 'Unauthorized',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: "You don't have permission to access this feature",
  notFound: 'Not found',
  validation: 'Validation failed',
  bodyTooLarge: 'Request body is too large',
  serviceUnavailable: 'Service unavailable',
  internal: 'Internal server error',
  // A unique or foreign key the database itself refused, when no service sentence names the record.
  recordExists: 'This record already exists.',
  stillReferenced: 'This record is still referenced by another record.',
  jobsBusy: (seconds: number) =>
    `The server is already building as many files as it can at once. Try again in ${seconds} seconds.`,
  clientClosed: 'The client closed the request before its answer was ready.',
  jobCrashed:
    'Building this file stopped unexpectedly, and nothing was saved. Try again; if it fails again, tell your administrator.',
  usernameTaken: (username: string) => `username '${username}' is already taken.`,
  roleNameTaken: (name: string) => `role name '${name}' is already taken.`,
  roleInUse: (count: number) =>
    `This role is held by ${count} ${count === 1 ? 'user' : 'users'}; reassign them before deleting it.`,
  cannotDeleteSelf: 'You cannot delete your own account.',
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
  cannotChangeOwnLink: 'You cannot change the employee linked to your own account.',
  cannotChangeOwnRole: 'You cannot change your own role.',
  lastAdmin: 'This would leave no active user who can manage users and roles.',
  escalation: 'You cannot grant permissions you do not hold yourself.',
  roleAboveYours: 'You cannot assign or change a role that holds more permissions than yours.',
  userAboveYours: 'You cannot change a user whose role holds more permissions than yours.',
  unknownRole: 'role does not exist.',
  unknownEmployee: 'employee does not exist.',
  employeeLinked: (employee: string, username: string) => `${employee} is already linked to the user '${username}'.`,
  unknownPermission: 'permission does not exist.',
} as const;

/** What a key says when its command cannot act on the focused record (a key never does nothing silently). */
export const BLOCKED = {
  ownRequest: "You can't act on your own request",
  requestDecided: (statusLabel: string) => `This request is already ${statusLabel.toLowerCase()}`,
  notYourStep: (step: string) => `This request waits for ${step}`,
  cannotCancel: 'Only the requester, whoever filed it, or HR can cancel this request',
  focusFirst: (entity: string) => `Move to a ${entity} first: j and k move through the list`,
  noPages: 'There is no list with pages here',
  lastPage: 'This is the last page',
  firstPage: 'This is the first page',
} as const;

/** Two-factor sign-in: the code step, its setup, turning it off and an administrator's reset. */
export const TWO_FACTOR = {
  codeRequired: 'authentication code is required.',
  codeMax: 'authentication code must be at most 64 characters long.',
  codeWrong: 'authentication code is incorrect.',
  challengeExpired: 'Your sign-in has expired. Please sign in again.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notOn: 'Two-factor sign-in is not on.',
  noPendingSetup: 'No two-factor setup is waiting: start again.',
  requiredByRole: 'Your role requires two-factor sign-in, so it cannot be turned off.',
  resetSelf: 'You cannot reset your own two-factor sign-in; turn it off with a code instead.',
  enabled: 'Two-factor sign-in turned on',
  disabled: 'Two-factor sign-in turned off',
  reset: (username: string) => `Two-factor sign-in of ${username} reset: they set it up again at their next sign-in.`,
} as const;
