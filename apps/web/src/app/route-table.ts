import type { Permission } from '@platform/domain';
import type fr from '../shared/i18n/locales/fr.json';
import type { Frame, RouteAccess } from './guards/route-guards.ts';

export type PageTitle = Exclude<keyof typeof fr.pages, 'sub'>;
export type PageSub = keyof typeof fr.pages.sub;

/** One page of spec section 2: its path (relative to a language root), title and guard. */
export type PageEntry = {
  path: string;
  title: PageTitle;
  sub?: PageSub;
  access: RouteAccess;
  /** The screen the route shows (routes.tsx maps each to its component). */
  page: BuiltPage;
};

/** The app's screens (routes.tsx maps each to its component). */
export type BuiltPage =
  | 'dashboard'
  | 'dashboardEvents'
  | 'dashboardNews'
  | 'dashboardWeek'
  | 'summary'
  | 'customers'
  | 'customerAdd'
  | 'customerDetail'
  | 'customerEdit'
  | 'customerImport'
  | 'cardPaymentRequest'
  | 'developers'
  | 'developersApi'
  | 'importantLinks'
  | 'webhooks'
  | 'paymentLinks'
  | 'paymentLinkAdd'
  | 'paymentLinkChoice'
  | 'paymentLinkDetail'
  | 'quickLinks'
  | 'quickLinkAdd'
  | 'quickLinkDetail'
  | 'paymentPages'
  | 'paymentPageBoard'
  | 'paymentPageAdd'
  | 'paymentPageDetail'
  | 'paymentPageEdit'
  | 'paymentLinkEdit'
  | 'quickLinkEdit'
  // FeexMarket (issue 20).
  | 'market'
  | 'marketOrder'
  | 'webhookAdd'
  | 'webhookEdit'
  | 'webhookView'
  | 'transactions'
  | 'sendMoney'
  | 'sendMoneyForm'
  | 'payouts'
  | 'payoutNew'
  | 'payoutDetail'
  | 'payoutTransfer'
  | 'payoutApi'
  | 'payoutApiAdd'
  | 'payoutApiView'
  | 'refunds'
  | 'refundNewList'
  | 'refundSummary'
  | 'refundListDetail'
  | 'refundDetail'
  | 'transactionAdd'
  | 'transactionDetail'
  | 'payoutLists'
  | 'payoutListAdd'
  | 'payoutListPreview'
  | 'payoutListRun'
  | 'corporateChoice'
  | 'corporateListChoice'
  | 'corporateFile'
  | 'corporateNewList'
  | 'corporateSameNetwork'
  | 'corporateOldList'
  | 'corporateSummary'
  // Validation, back-office foundation, staff users (h/admin-core).
  | 'validation'
  | 'validationSuccess'
  | 'adminValidation'
  | 'adminValidationFile'
  | 'adminConformity'
  | 'adminConformityFile'
  | 'adminActions'
  | 'adminUsers'
  | 'adminAccess'
  | 'adminAccessRole'
  // Growth: referral, sponsorship.
  | 'referral'
  | 'referralBoard'
  | 'referralLink'
  | 'referralView'
  | 'sponsorship'
  | 'sponsorshipView'
  // Growth: the commercial agents' area.
  | 'commercialSignin'
  | 'commercialNewPassword'
  | 'commercialDashboard'
  | 'commercialCustomers'
  | 'commercialCustomerView'
  | 'commercialCustomerBalance'
  | 'commercialCustomerPayouts'
  | 'adminAgents'
  // Back-office operations (admin-ops)
  | 'adminWithdrawals'
  | 'adminPayoutApi'
  | 'adminWhitelistIp'
  | 'adminCardRequests'
  | 'adminCardRequest'
  | 'adminMerchants'
  | 'adminMerchantView'
  | 'adminMerchantBalance'
  | 'adminMerchantFees'
  | 'adminMerchantPayout'
  | 'adminMerchantMail'
  | 'adminTransactions'
  | 'adminTransactionDetail'
  | 'adminDashboard'
  // Merchant account: team, profile, settings (issue 18).
  | 'team'
  | 'teamInvitations'
  | 'teamInvite'
  | 'teamMember'
  | 'profile'
  | 'profileNewPassword'
  | 'settings'
  | 'choice'
  // Rolling reserve and the sandbox test pages (issue 20).
  | 'reserve'
  | 'testIndex'
  | 'testCart'
  | 'testToday'
  | 'testCsv';

/** What a route keeps in `handle`: read by the guard and the top bar. */
export type PageHandle = { title: PageTitle; sub?: PageSub; access: RouteAccess };

type Sub = readonly [path: string, sub: PageSub, page: BuiltPage];

/** A section: its index page and sub-pages, all with the same title and guard. */
function section(
  base: string,
  title: PageTitle,
  access: RouteAccess,
  subs: readonly Sub[],
  page: BuiltPage,
): PageEntry[] {
  return [
    { path: base, title, access, page },
    ...subs.map(
      ([path, sub, built]): PageEntry => ({ path: `${base}/${path}`, title, sub, access, page: built }),
    ),
  ];
}

const live = (...permissions: Permission[]): RouteAccess =>
  permissions.length ? { frame: 'merchant', permissions } : { frame: 'merchant' };
const anyMode: RouteAccess = { frame: 'merchant', mode: 'any' };
const sandbox = (...permissions: Permission[]): RouteAccess =>
  permissions.length ? { frame: 'sandbox', permissions } : { frame: 'sandbox' };
const admin = (adminEntry?: RouteAccess['adminEntry']): RouteAccess =>
  adminEntry ? { frame: 'admin', adminEntry } : { frame: 'admin' };
const commercial: RouteAccess = { frame: 'commercial' };
const bare: RouteAccess = { frame: 'bare' };
const payoutTools = live('transaction', 'payout');

/** The add (`add` or `new`), edit and view pages under a webhook list. */
const WEBHOOK_PAGES = (add: string): Sub[] => [
  [add, 'add', 'webhookAdd'],
  ['update/:slug', 'edit', 'webhookEdit'],
  ['view/:id', 'view', 'webhookView'],
];

/**
 * Every signed-in page of spec section 2, once. React Router matches paths without regard to
 * case, so the sidebar's lower-case `/feexlinks`, `/feexcorporate`, `/feexmarket` and
 * `/sandbox/developers/importantlinks` open the same pages as the spec's camel-case paths.
 */
export const SIGNED_IN_PAGES: readonly PageEntry[] = [
  ...section('dashboard', 'dashboard', live(), [], 'dashboard'),
  ...section('summary', 'summary', live(), [], 'summary'),
  ...section(
    'transactions',
    'transactions',
    live('transaction'),
    [
      ['add', 'add', 'transactionAdd'],
      ['detail/:id', 'detail', 'transactionDetail'],
    ],
    'transactions',
  ),
  ...section(
    'feexLinks',
    'feexlinks',
    live('feexlink'),
    [
      ['add', 'add', 'paymentLinkAdd'],
      ['choicePage', 'choice', 'paymentLinkChoice'],
      ['detail/:id', 'detail', 'paymentLinkDetail'],
      ['edit/:id', 'edit', 'paymentLinkEdit'],
    ],
    'paymentLinks',
  ),
  ...section(
    'quicklinks',
    'quicklinks',
    live('feexlink'),
    [
      ['add', 'add', 'quickLinkAdd'],
      ['detail/:id', 'detail', 'quickLinkDetail'],
      ['edit/:id', 'edit', 'quickLinkEdit'],
    ],
    'quickLinks',
  ),
  // The corporate flow's steps: docs/payout-lists.md.
  ...section(
    'feexCorporate',
    'feexcorporate',
    live('feexcorporate'),
    [
      ['choicePage', 'choice', 'corporateChoice'],
      ['corporateDetail', 'detail', 'payoutListRun'],
      ['editSommary', 'summary', 'corporateSummary'],
      ['file', 'file', 'corporateFile'],
      ['listChoice', 'listChoice', 'corporateListChoice'],
      ['listDetail', 'listDetail', 'payoutListPreview'],
      ['newList', 'newList', 'corporateNewList'],
      ['newSameNetwork', 'sameNetwork', 'corporateSameNetwork'],
      ['oldList', 'oldList', 'corporateOldList'],
      ['detail/:id', 'detail', 'payoutListRun'],
      ['oldlistedit/:id', 'edit', 'payoutListPreview'],
    ],
    'payoutLists',
  ),
  ...section(
    'feexpage',
    'feexpage',
    live('feexpage'),
    [
      ['board', 'board', 'paymentPageBoard'],
      ['paymentLink', 'paymentLink', 'paymentPageAdd'],
      ['detail/:id', 'detail', 'paymentPageDetail'],
      ['edit/:id', 'edit', 'paymentPageEdit'],
    ],
    'paymentPages',
  ),
  ...section(
    'feexMarket',
    'feexmarket',
    live('feexmarket'),
    [['order/:id', 'detail', 'marketOrder']],
    'market',
  ),
  ...section(
    'sendmoney',
    'sendmoney',
    live('payout'),
    [
      ['form', 'new', 'sendMoneyForm'],
      ['detail/:id', 'detail', 'payoutDetail'],
    ],
    'sendMoney',
  ),
  ...section(
    'customers',
    'customers',
    live('customer'),
    [
      ['add', 'add', 'customerAdd'],
      ['detail/:id', 'detail', 'customerDetail'],
      ['update/:id', 'edit', 'customerEdit'],
    ],
    'customers',
  ),
  ...section('addoldcustomer', 'customers', live('customer'), [], 'customerImport'),
  // Refunds work in both modes (a sandbox payment can be refunded too); the session's mode decides.
  ...section(
    'refund',
    'refund',
    { frame: 'merchant', mode: 'any', permissions: ['refund'] },
    [
      ['editSommary', 'summary', 'refundSummary'],
      ['listDetail', 'listDetail', 'refundListDetail'],
      ['newList', 'newList', 'refundNewList'],
      ['detail/:id', 'detail', 'refundDetail'],
    ],
    'refunds',
  ),
  ...section(
    'payouts',
    'payouts',
    live('payout'),
    [
      ['new', 'new', 'payoutNew'],
      ['payoutDetail', 'detail', 'payoutDetail'],
      ['transfer', 'transfer', 'payoutTransfer'],
      ['detail/:id', 'detail', 'payoutDetail'],
    ],
    'payouts',
  ),
  ...section(
    'payout_api',
    'payoutApi',
    payoutTools,
    [
      ['liste', 'list', 'payoutApi'],
      ['liste/add', 'add', 'payoutApiAdd'],
      ['liste/view/:id', 'view', 'payoutApiView'],
      ['detail/:id', 'detail', 'payoutApiView'],
    ],
    'payoutApi',
  ),
  ...section(
    'payout_list',
    'payoutList',
    payoutTools,
    [
      ['liste', 'list', 'payoutLists'],
      ['liste/add', 'add', 'payoutListAdd'],
      ['liste/transaction/:id', 'transactions', 'payoutListRun'],
      ['liste/view/:id', 'view', 'payoutListPreview'],
      ['detail/:id', 'detail', 'payoutListRun'],
    ],
    'payoutLists',
  ),
  ...section(
    'developers',
    'developers',
    live('developer'),
    [
      ['api', 'api', 'developersApi'],
      ['importantLinks', 'importantLinks', 'importantLinks'],
    ],
    'developers',
  ),
  ...section('developers/webhook', 'webhooks', live('developer'), WEBHOOK_PAGES('add'), 'webhooks'),
  ...section('webhook', 'webhooks', live('developer'), WEBHOOK_PAGES('new'), 'webhooks'),
  ...section(
    'subaccount',
    'subaccount',
    live('subaccount'),
    [
      ['invitation', 'invitation', 'teamInvitations'],
      ['invitation/add', 'add', 'teamInvite'],
      ['view/:id', 'view', 'teamMember'],
    ],
    'team',
  ),
  ...section(
    'referral',
    'referral',
    live(),
    [
      ['board', 'board', 'referralBoard'],
      ['paymentLink', 'paymentLink', 'referralLink'],
      ['view/:id', 'view', 'referralView'],
    ],
    'referral',
  ),
  ...section('sponsorship', 'sponsorship', live(), [['view/:id', 'view', 'sponsorshipView']], 'sponsorship'),
  ...section('reserve', 'reserve', live(), [], 'reserve'),
  ...section('choicePage', 'choicePage', live(), [], 'choice'),
  ...section('settings', 'settings', anyMode, [], 'settings'),
  ...section(
    'validation',
    'validation',
    anyMode,
    [['success', 'success', 'validationSuccess']],
    'validation',
  ),
  ...section('card-payment-request', 'cardPaymentRequest', anyMode, [], 'cardPaymentRequest'),
  ...section(
    'profil',
    'profile',
    { frame: 'profile', profileOnly: true },
    [['new', 'new', 'profileNewPassword']],
    'profile',
  ),

  ...section(
    'sandbox/dashboard',
    'dashboard',
    sandbox(),
    [
      ['event', 'event', 'dashboardEvents'],
      ['news', 'news', 'dashboardNews'],
      ['thisWeek', 'thisWeek', 'dashboardWeek'],
    ],
    'dashboard',
  ),
  ...section(
    'sandbox/transactions',
    'transactions',
    sandbox('transaction'),
    [
      ['add', 'add', 'transactionAdd'],
      ['detail/:id', 'detail', 'transactionDetail'],
    ],
    'transactions',
  ),
  ...section(
    'sandbox/payouts',
    'payouts',
    sandbox('payout'),
    [
      ['newPayout', 'new', 'payoutNew'],
      ['payoutDetail', 'detail', 'payoutDetail'],
    ],
    'payouts',
  ),
  ...section(
    'sandbox/customers',
    'customers',
    sandbox('customer'),
    [['addCustomer', 'add', 'customerAdd']],
    'customers',
  ),
  ...section(
    'sandbox/developers',
    'developers',
    sandbox('developer'),
    [
      ['api', 'api', 'developersApi'],
      ['importantLinks', 'importantLinks', 'importantLinks'],
    ],
    'developers',
  ),
  // The spec names only the sandbox list; its add, edit and view pages follow the live ones' shape.
  ...section(
    'sandbox/developers/webHooks',
    'webhooks',
    sandbox('developer'),
    WEBHOOK_PAGES('add'),
    'webhooks',
  ),
  ...section(
    'sandbox/feexCorporate',
    'feexcorporate',
    sandbox('feexcorporate'),
    [
      ['corporateDetail', 'detail', 'payoutListRun'],
      ['editSommary', 'summary', 'corporateSummary'],
      ['listChoice', 'listChoice', 'corporateListChoice'],
      ['listDetail', 'listDetail', 'payoutListPreview'],
      ['newList', 'newList', 'corporateNewList'],
      ['oldList', 'oldList', 'corporateOldList'],
    ],
    'payoutLists',
  ),
  ...section(
    'sandbox/feexMarket',
    'feexmarket',
    sandbox('feexmarket'),
    [['order/:id', 'detail', 'marketOrder']],
    'market',
  ),
  ...section('sandbox/profil', 'profile', { frame: 'sandbox', profileOnly: true }, [], 'profile'),
  ...section('sandbox/reserve', 'reserve', sandbox(), [], 'reserve'),

  ...section('admin/dashboard', 'adminDashboard', admin('dashboard'), [], 'adminDashboard'),
  ...section(
    'admin/validation',
    'adminValidation',
    admin('validation'),
    [[':id', 'detail', 'adminValidationFile']],
    'adminValidation',
  ),
  ...section(
    'admin/conformity',
    'adminConformity',
    admin('conformity'),
    [[':id', 'detail', 'adminConformityFile']],
    'adminConformity',
  ),
  ...section('admin/payementRequest', 'adminPaymentRequest', admin('paymentRequest'), [], 'adminWithdrawals'),
  ...section('admin/payoutRequest', 'adminPayoutApi', admin('payoutApi'), [], 'adminPayoutApi'),
  ...section(
    'admin/card-payment-request',
    'adminCardPaymentRequest',
    admin('cardPaymentRequest'),
    [[':id', 'detail', 'adminCardRequest']],
    'adminCardRequests',
  ),
  ...section(
    'admin/merchants',
    'adminMerchants',
    admin('merchants'),
    [
      ['agents', 'agents', 'adminAgents'],
      ['send-mail', 'sendMail', 'adminMerchantMail'],
      ['payout/:id', 'payout', 'adminMerchantPayout'],
      ['solde/:id', 'balance', 'adminMerchantBalance'],
      ['taxe/:id', 'fees', 'adminMerchantFees'],
      ['view/:id', 'view', 'adminMerchantView'],
    ],
    'adminMerchants',
  ),
  ...section(
    'admin/access',
    'adminAccess',
    admin('access'),
    [['role/:id', 'role', 'adminAccessRole']],
    'adminAccess',
  ),
  ...section(
    'admin/transactions',
    'adminTransactions',
    admin('transactions'),
    [['detail/:id', 'detail', 'adminTransactionDetail']],
    'adminTransactions',
  ),
  ...section('admin/users', 'adminUsers', admin('users'), [], 'adminUsers'),
  ...section('admin/whitelistip', 'adminWhitelistIp', admin('whitelistIp'), [], 'adminWhitelistIp'),
  ...section('admin/actions', 'adminActions', admin('actions'), [], 'adminActions'),

  ...section('commercial/dashboard', 'commercialDashboard', commercial, [], 'commercialDashboard'),
  ...section(
    'commercial/customers',
    'commercialCustomers',
    commercial,
    [
      ['payout/:id', 'payout', 'commercialCustomerPayouts'],
      ['solde/:id', 'balance', 'commercialCustomerBalance'],
      ['view/:id', 'view', 'commercialCustomerView'],
    ],
    'commercialCustomers',
  ),

  // The sandbox developer playground (issue 20): sandbox pages of the developer permission.
  ...section('test', 'test', sandbox('developer'), [], 'testIndex'),
  ...section('test_cart', 'test', sandbox('developer'), [], 'testCart'),
  ...section('test_today', 'test', sandbox('developer'), [], 'testToday'),
  ...section('testcsv', 'test', sandbox('developer'), [], 'testCsv'),
  ...section('testpage', 'test', sandbox('developer'), [], 'testIndex'),
];

/**
 * Public pages of section 2 served by this app (commercial sign-in). The public payment pages
 * (/checkout…, /otpverify, /public/card/end, /redirect_page, /page/…, /feexLinks/end/…,
 * /feexLinks/linkexpired) are the light checkout entry's: checkout.html, src/checkout.
 */
export const PUBLIC_PAGES: readonly PageEntry[] = [
  ...section(
    'commercial/signin',
    'commercialSignin',
    bare,
    [['newpassword/:id', 'newPassword', 'commercialNewPassword']],
    'commercialSignin',
  ),
];

/** Short redirects of section 2: `/sandbox` and `/admin` open their dashboards. */
export const REDIRECTS: Readonly<Record<string, string>> = {
  sandbox: '/sandbox/dashboard',
  admin: '/admin/dashboard',
  commercial: '/commercial/dashboard',
};

/** Frames in the order they are mounted. */
export const FRAMES: readonly Frame[] = ['merchant', 'sandbox', 'profile', 'admin', 'commercial', 'bare'];
