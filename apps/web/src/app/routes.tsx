import { LOCALES, type Locale } from '@platform/domain';
import { type ComponentType, isValidElement, lazy, type ReactNode, Suspense, useState } from 'react';
import { type createBrowserRouter, type DOMRouterOpts, Navigate, type RouteObject } from 'react-router';
import { withTexts } from '../shared/i18n/app-i18n.ts';
import { localeFromPath, stripLocale } from '../shared/i18n/locale-path.ts';
import { useLocalizedPath } from '../shared/i18n/use-locale.ts';
import { PageLoader } from '../shared/ui/page-loader.tsx';
import { NotFoundPage } from './errors/not-found-page.tsx';
import { RouteErrorPage } from './errors/route-error-page.tsx';
import { HomeRedirect } from './home-redirect.tsx';
import { LANDING_PAGES, SHELL_CHUNK } from './landing-pages.ts';
import { AuthLayout } from './layouts/auth-layout.tsx';
import { LocaleRoot } from './locale-root.tsx';
import { RequireAuth } from './require-auth.tsx';
import { RootLayout } from './root-layout.tsx';
import {
  type BuiltPage,
  type PageEntry,
  type PageHandle,
  PUBLIC_PAGES,
  REDIRECTS,
  SIGNED_IN_PAGES,
} from './route-table.ts';

/** A page or frame loaded on demand, with the loader that fetches its chunk and texts. */
type LazyPage<P> = ComponentType<P> & { preload?: () => Promise<unknown> };

/**
 * A named export loaded on demand (React.lazy wants a default export). Once its chunk has arrived
 * (`preload`, before the first render) it renders at once, without suspending: the prerendered
 * sign-in page is taken over by the same elements, never by a loader (docs/performance.md).
 */
function lazyNamed<M, K extends keyof M, P extends object = object>(
  load: () => Promise<M>,
  name: K,
): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  const fetchChunk = async () => {
    const module = await load();
    loaded = module[name] as ComponentType<P>;
    return module;
  };
  const Lazy = lazy(async () => {
    await fetchChunk();
    return { default: loaded as ComponentType<P> };
  });
  // Chosen once per mount: switching from `Lazy` to the page itself would mount the page again.
  const page: LazyPage<P> = (props: P) => {
    const [Type] = useState(() => (loaded ?? Lazy) as ComponentType<P>);
    return <Type {...props} />;
  };
  page.preload = fetchChunk;
  return page;
}

const auth = withTexts(['profile', 'referral'], () => import('../features/auth/pages/auth-pages-chunk.ts'));
// The sign-in page, a landing page, is its own chunk: the sign-up pages' forms and schemas stay out.
const signIn = withTexts(['profile'], () => import('../features/auth/pages/signin-page.tsx'));
const developers = withTexts(['developers'], () => import('../features/developers/developers-chunk.ts'));
const paymentLinks = withTexts(
  ['paymentLinks'],
  () => import('../features/payment-links/payment-links-chunk.ts'),
);
const paymentPages = withTexts(
  ['paymentPages', 'paymentLinks'],
  () => import('../features/payment-pages/payment-pages-chunk.ts'),
);
const market = withTexts(['market'], () => import('../features/market/market-chunk.ts'));
const cardRequests = withTexts(
  ['cardRequests'],
  () => import('../features/card-requests/card-requests-chunk.ts'),
);
const customers = withTexts(
  ['customers', 'sampleData'],
  () => import('../features/customers/customers-chunk.ts'),
);
const overview = withTexts(['overview', 'settings'], () => import('../features/overview/overview-chunk.ts'));
// The dashboard, a landing page, is its own chunk: the other overview pages' tables and date pickers stay out.
const dashboardPage = withTexts(
  LANDING_PAGES.dashboard.texts,
  () => import('../features/overview/pages/dashboard-page.tsx'),
);
const payoutLists = withTexts(
  ['payoutLists'],
  () => import('../features/payout-lists/payout-lists-chunk.ts'),
);
const payouts = withTexts(
  ['payouts', 'receipts', 'sampleData'],
  () => import('../features/payouts/payouts-chunk.ts'),
);
const refunds = withTexts(['refunds', 'payouts'], () => import('../features/refunds/refunds-chunk.ts'));
const referral = withTexts(['referral'], () => import('../features/referral/referral-chunk.ts'));
const playground = withTexts(
  ['playground', 'payoutLists', 'developers', 'overview'],
  () => import('../features/playground/playground-chunk.ts'),
);
const commercial = withTexts(
  ['commercialArea', 'merchants', 'overview', 'referral'],
  () => import('../features/commercial/commercial-chunk.ts'),
);
const shell = withTexts(SHELL_CHUNK.texts, () => import('../features/shell/shell-chunk.ts'));
const staffShells = withTexts([], () => import('../features/shell/staff-shells-chunk.ts'));
const transactions = withTexts(
  ['transactions', 'receipts', 'refunds', 'payouts', 'developers'],
  () => import('../features/transactions/transactions-chunk.ts'),
);
// The list, a landing page, is its own chunk: it carries no form library.
const transactionsList = withTexts(
  LANDING_PAGES.transactions.texts,
  () => import('../features/transactions/pages/transactions-page.tsx'),
);
// Back-office operations (admin-ops)
const adminPayouts = withTexts(
  ['merchants', 'payoutsAdmin', 'payouts'],
  () => import('../features/payouts/admin/admin-payouts-chunk.ts'),
);
const adminCardRequests = withTexts(
  ['merchants', 'cardRequestsAdmin'],
  () => import('../features/card-requests/admin/admin-card-requests-chunk.ts'),
);
const adminMerchants = withTexts(
  ['merchants', 'payouts', 'commercialArea', 'staff', 'validation'],
  () => import('../features/merchants/merchants-chunk.ts'),
);
const adminTransactions = withTexts(
  ['transactions', 'transactionsAdmin', 'developers', 'merchants'],
  () => import('../features/transactions/admin/admin-transactions-chunk.ts'),
);
// Validation, back-office foundation, staff users (h/admin-core).
const validation = withTexts(
  ['merchants', 'validation', 'staff'],
  () => import('../features/validation/validation-chunk.ts'),
);
const staff = withTexts(['staff', 'merchants'], () => import('../features/staff/staff-chunk.ts'));
const adminDashboard = withTexts(
  ['adminDashboard'],
  () => import('../features/admin-dashboard/admin-dashboard-chunk.ts'),
);
// Merchant account: team, profile, settings (issue 18).
const team = withTexts(['team'], () => import('../features/team/team-chunk.ts'));
const profile = withTexts(['profile'], () => import('../features/profile/profile-chunk.ts'));
const settings = withTexts(['settings'], () => import('../features/settings/settings-chunk.ts'));

const SignInPage = lazyNamed(signIn, 'SignInPage');
const PasswordForgotPage = lazyNamed(auth, 'PasswordForgotPage');
const PasswordResetSentPage = lazyNamed(auth, 'PasswordResetSentPage');
const NewPasswordPage = lazyNamed(auth, 'NewPasswordPage');
const SigninLinkExpiredPage = lazyNamed(auth, 'SigninLinkExpiredPage');
const SignOutPage = lazyNamed(auth, 'SignOutPage');
const SignUpPage = lazyNamed(auth, 'SignUpPage');
const CheckMailPage = lazyNamed(auth, 'CheckMailPage');
const ConfirmationPage = lazyNamed(auth, 'ConfirmationPage');
const IdentityPage = lazyNamed(auth, 'IdentityPage');
const TermsPage = lazyNamed(auth, 'TermsPage');
const SignupPasswordPage = lazyNamed(auth, 'SignupPasswordPage');
const SignupLinkExpiredPage = lazyNamed(auth, 'SignupLinkExpiredPage');
const NoAccountPage = lazyNamed(auth, 'NoAccountPage');

const ShellRoot = lazyNamed(shell, 'ShellRoot');
const MerchantShell = lazyNamed<
  Awaited<ReturnType<typeof shell>>,
  'MerchantShell',
  { variant?: 'merchant' | 'profile' }
>(shell, 'MerchantShell');
const AdminShell = lazyNamed(staffShells, 'AdminShell');
const CommercialShell = lazyNamed(staffShells, 'CommercialShell');
const BareShell = lazyNamed(shell, 'BareShell');
const DashboardPage = lazyNamed(dashboardPage, 'DashboardPage');

/** The component of each built page of the route table. */
const BUILT_PAGES: Record<BuiltPage, ComponentType<object>> = {
  dashboard: DashboardPage,
  dashboardEvents: lazyNamed(overview, 'DashboardEventsPage'),
  dashboardNews: lazyNamed(overview, 'DashboardNewsPage'),
  dashboardWeek: lazyNamed(overview, 'DashboardWeekPage'),
  summary: lazyNamed(overview, 'SummaryPage'),
  reserve: lazyNamed(overview, 'ReservePage'),
  testIndex: lazyNamed(playground, 'TestIndexPage'),
  testCart: lazyNamed(playground, 'TestCartPage'),
  testToday: lazyNamed(playground, 'TestTodayPage'),
  testCsv: lazyNamed(playground, 'TestCsvPage'),
  customers: lazyNamed(customers, 'CustomersPage'),
  customerAdd: lazyNamed(customers, 'CustomerAddPage'),
  customerDetail: lazyNamed(customers, 'CustomerDetailPage'),
  customerEdit: lazyNamed(customers, 'CustomerEditPage'),
  customerImport: lazyNamed(customers, 'CustomerImportPage'),
  cardPaymentRequest: lazyNamed(cardRequests, 'CardPaymentRequestPage'),
  developers: lazyNamed(developers, 'DevelopersPage'),
  developersApi: lazyNamed(developers, 'DevelopersApiPage'),
  importantLinks: lazyNamed(developers, 'ImportantLinksPage'),
  webhooks: lazyNamed(developers, 'WebhooksPage'),
  webhookAdd: lazyNamed(developers, 'WebhookAddPage'),
  webhookEdit: lazyNamed(developers, 'WebhookEditPage'),
  webhookView: lazyNamed(developers, 'WebhookViewPage'),
  sendMoney: lazyNamed(payouts, 'SendMoneyPage'),
  sendMoneyForm: lazyNamed(payouts, 'SendMoneyFormPage'),
  payouts: lazyNamed(payouts, 'PayoutsPage'),
  payoutNew: lazyNamed(payouts, 'SendPayoutPage'),
  payoutDetail: lazyNamed(payouts, 'PayoutDetailPage'),
  payoutTransfer: lazyNamed(payouts, 'WithdrawalsPage'),
  payoutApi: lazyNamed(payouts, 'PayoutApiPage'),
  payoutApiAdd: lazyNamed(payouts, 'PayoutApiAddPage'),
  payoutApiView: lazyNamed(payouts, 'PayoutApiViewPage'),
  refunds: lazyNamed(refunds, 'RefundsPage'),
  refundNewList: lazyNamed(refunds, 'RefundNewListPage'),
  refundSummary: lazyNamed(refunds, 'RefundSummaryPage'),
  refundListDetail: lazyNamed(refunds, 'RefundListDetailPage'),
  refundDetail: lazyNamed(refunds, 'RefundDetailPage'),
  paymentLinks: lazyNamed(paymentLinks, 'PaymentLinksPage'),
  paymentLinkAdd: lazyNamed(paymentLinks, 'LinkAddPage'),
  paymentLinkChoice: lazyNamed(paymentLinks, 'LinkChoicePage'),
  paymentLinkDetail: lazyNamed(paymentLinks, 'LinkDetailPage'),
  paymentLinkEdit: lazyNamed(paymentLinks, 'LinkEditPage'),
  quickLinks: lazyNamed(paymentLinks, 'QuickLinksPage'),
  quickLinkAdd: lazyNamed(paymentLinks, 'QuickLinkAddPage'),
  quickLinkDetail: lazyNamed(paymentLinks, 'QuickLinkDetailPage'),
  quickLinkEdit: lazyNamed(paymentLinks, 'QuickLinkEditPage'),
  paymentPages: lazyNamed(paymentPages, 'PaymentPagesPage'),
  paymentPageBoard: lazyNamed(paymentPages, 'PaymentPagesBoardPage'),
  paymentPageAdd: lazyNamed(paymentPages, 'PaymentPageAddPage'),
  paymentPageDetail: lazyNamed(paymentPages, 'PaymentPageDetailPage'),
  paymentPageEdit: lazyNamed(paymentPages, 'PaymentPageEditPage'),
  market: lazyNamed(market, 'MarketPage'),
  marketOrder: lazyNamed(market, 'MarketOrderPage'),
  transactions: lazyNamed(transactionsList, 'TransactionsPage'),
  transactionAdd: lazyNamed(transactions, 'TransactionAddPage'),
  transactionDetail: lazyNamed(transactions, 'TransactionDetailPage'),
  payoutLists: lazyNamed(payoutLists, 'ListsPage'),
  payoutListAdd: lazyNamed(payoutLists, 'AddListPage'),
  payoutListPreview: lazyNamed(payoutLists, 'PreviewPage'),
  payoutListRun: lazyNamed(payoutLists, 'RunPage'),
  corporateChoice: lazyNamed(payoutLists, 'ChoicePage'),
  corporateListChoice: lazyNamed(payoutLists, 'ListChoicePage'),
  corporateFile: lazyNamed(payoutLists, 'FileListPage'),
  corporateNewList: lazyNamed(payoutLists, 'NewListPage'),
  corporateSameNetwork: lazyNamed(payoutLists, 'SameNetworkListPage'),
  corporateOldList: lazyNamed(payoutLists, 'OldListPage'),
  corporateSummary: lazyNamed(payoutLists, 'SummaryPage'),
  // h/admin-core
  validation: lazyNamed(validation, 'ValidationPage'),
  validationSuccess: lazyNamed(validation, 'ValidationSuccessPage'),
  adminValidation: lazyNamed(validation, 'ValidationQueuePage'),
  adminValidationFile: lazyNamed(validation, 'ValidationFilePage'),
  adminConformity: lazyNamed(validation, 'ConformityQueuePage'),
  adminConformityFile: lazyNamed(validation, 'ConformityFilePage'),
  adminActions: lazyNamed(staff, 'ActionsPage'),
  adminUsers: lazyNamed(staff, 'UsersPage'),
  adminAccess: lazyNamed(staff, 'AccessPage'),
  adminAccessRole: lazyNamed(staff, 'AccessRolePage'),
  // Growth: referral, sponsorship.
  referral: lazyNamed(referral, 'ReferralPage'),
  referralBoard: lazyNamed(referral, 'ReferralBoardPage'),
  referralLink: lazyNamed(referral, 'ReferralLinkPage'),
  referralView: lazyNamed(referral, 'ReferralViewPage'),
  sponsorship: lazyNamed(referral, 'SponsorshipPage'),
  sponsorshipView: lazyNamed(referral, 'SponsorshipViewPage'),
  // Growth: the commercial agents' area.
  commercialSignin: lazyNamed(commercial, 'CommercialSigninPage'),
  commercialNewPassword: lazyNamed(commercial, 'CommercialNewPasswordPage'),
  commercialDashboard: lazyNamed(commercial, 'CommercialDashboardPage'),
  commercialCustomers: lazyNamed(commercial, 'CommercialCustomersPage'),
  commercialCustomerView: lazyNamed(commercial, 'CommercialCustomerViewPage'),
  adminAgents: lazyNamed(commercial, 'AdminAgentsPage'),
  commercialCustomerBalance: lazyNamed(commercial, 'CommercialCustomerBalancePage'),
  commercialCustomerPayouts: lazyNamed(commercial, 'CommercialCustomerPayoutsPage'),
  // Back-office operations (admin-ops)
  adminWithdrawals: lazyNamed(adminPayouts, 'AdminWithdrawalsPage'),
  adminPayoutApi: lazyNamed(adminPayouts, 'AdminPayoutApiPage'),
  adminWhitelistIp: lazyNamed(adminPayouts, 'AdminWhitelistPage'),
  adminCardRequests: lazyNamed(adminCardRequests, 'AdminCardRequestsPage'),
  adminCardRequest: lazyNamed(adminCardRequests, 'AdminCardRequestPage'),
  adminMerchants: lazyNamed(adminMerchants, 'MerchantsPage'),
  adminMerchantView: lazyNamed(adminMerchants, 'MerchantViewPage'),
  adminMerchantBalance: lazyNamed(adminMerchants, 'MerchantBalancePage'),
  adminMerchantFees: lazyNamed(adminMerchants, 'MerchantFeesPage'),
  adminMerchantPayout: lazyNamed(adminMerchants, 'MerchantPayoutPage'),
  adminMerchantMail: lazyNamed(adminMerchants, 'MerchantMailPage'),
  adminTransactions: lazyNamed(adminTransactions, 'AdminTransactionsPage'),
  adminTransactionDetail: lazyNamed(adminTransactions, 'AdminTransactionDetailPage'),
  adminDashboard: lazyNamed(adminDashboard, 'AdminDashboardPage'),
  // Merchant account: team, profile, settings (issue 18).
  team: lazyNamed(team, 'TeamPage'),
  teamInvitations: lazyNamed(team, 'InvitationsPage'),
  teamInvite: lazyNamed(team, 'InvitePage'),
  teamMember: lazyNamed(team, 'MemberPage'),
  profile: lazyNamed(profile, 'ProfilePage'),
  profileNewPassword: lazyNamed(profile, 'NewPasswordProfilePage'),
  settings: lazyNamed(settings, 'SettingsPage'),
  choice: lazyNamed(settings, 'ChoicePage'),
};
const JoinTeamPage = lazyNamed(team, 'JoinTeamPage');

function load(node: ReactNode, fullScreen = false) {
  return <Suspense fallback={<PageLoader fullScreen={fullScreen} />}>{node}</Suspense>;
}

/** `<Navigate>` to an app path in the current language. */
function LocalizedNavigate({ to }: { to: string }) {
  const localize = useLocalizedPath();
  return <Navigate to={localize(to)} replace />;
}

/** One page of the route table: its screen, with its handle. */
function pageRoute(entry: PageEntry): RouteObject {
  const handle: PageHandle = entry.sub
    ? { title: entry.title, sub: entry.sub, access: entry.access }
    : { title: entry.title, access: entry.access };
  const Page = BUILT_PAGES[entry.page];
  return { path: entry.path, handle, element: load(<Page />) };
}

/**
 * The section of a path relative to a language root: its first segment, lower-cased (React Router
 * matches without regard to case, so `/feexlinks` and `/feexLinks` are one section).
 */
function sectionOf(path: string): string {
  return (path.replace(/^\/+/, '').split('/')[0] ?? '').toLowerCase();
}

/**
 * The frames' layout routes that hold pages, each with the frames of the route table it shows. The
 * pages of a section are mounted into them by id (`restOnFirstVisit`).
 */
const FRAME_ROUTES = {
  public: { pages: PUBLIC_PAGES, frames: ['bare'] },
  merchant: { pages: SIGNED_IN_PAGES, frames: ['merchant', 'sandbox'] },
  profile: { pages: SIGNED_IN_PAGES, frames: ['profile'] },
  admin: { pages: SIGNED_IN_PAGES, frames: ['admin'] },
  commercial: { pages: SIGNED_IN_PAGES, frames: ['commercial'] },
  bare: { pages: SIGNED_IN_PAGES, frames: ['bare'] },
} as const satisfies Record<string, { pages: readonly PageEntry[]; frames: readonly string[] }>;
type FrameRoute = keyof typeof FRAME_ROUTES;

/** Which pages a route tree holds: those of one section, or all (`undefined`). */
type Scope = { section?: string | undefined; ids?: string | undefined };

/** The page routes of a frame's layout route, within `scope`. */
function pagesOf(frame: FrameRoute, scope: Scope): RouteObject[] {
  const { pages, frames } = FRAME_ROUTES[frame];
  return pages
    .filter((p) => (frames as readonly string[]).includes(p.access.frame))
    .filter((p) => scope.section === undefined || sectionOf(p.path) === scope.section)
    .map(pageRoute);
}

/** The id of a frame's layout route under a language root (`ids`: the root's id). */
const frameRouteId = (ids: string, frame: FrameRoute) => `${ids}:${frame}`;

/** A frame's layout route: its element and its pages within `scope`, with an id to mount more into. */
function frameRoute(frame: FrameRoute, element: ReactNode, scope: Scope): RouteObject {
  const children = pagesOf(frame, scope);
  return scope.ids ? { id: frameRouteId(scope.ids, frame), element, children } : { element, children };
}

/**
 * The app's routes, written once, relative to a language root: every page, or only the pages of
 * one section (`scope.section`), the frames' layout routes then named after `scope.ids`.
 */
export function appRoutes(scope: Scope = {}): RouteObject[] {
  return [
    { index: true, element: <HomeRedirect /> },
    {
      element: <AuthLayout />,
      children: [
        {
          path: 'signin',
          children: [
            { index: true, element: load(<SignInPage />) },
            { path: 'passwordforgot', element: load(<PasswordForgotPage />) },
            { path: 'passwordreset', element: load(<PasswordResetSentPage />) },
            { path: 'newpassword/:id', element: load(<NewPasswordPage />) },
            { path: 'linkexpired', element: load(<SigninLinkExpiredPage />) },
            { path: 'signout', element: load(<SignOutPage />) },
          ],
        },
        {
          path: 'signup',
          children: [
            { index: true, element: load(<SignUpPage />) },
            { path: 'checkmail', element: load(<CheckMailPage />) },
            { path: 'confirmation', element: load(<ConfirmationPage />) },
            { path: 'identity', element: load(<IdentityPage />) },
            { path: 'terms/:id', element: load(<TermsPage />) },
            { path: 'password/:slug', element: load(<SignupPasswordPage />) },
            { path: 'subaccount/:slug', element: load(<JoinTeamPage />) },
            { path: 'linkexpired', element: load(<SignupLinkExpiredPage />) },
          ],
        },
        { path: 'noaccount', element: load(<NoAccountPage />) },
      ],
    },
    ...Object.entries(REDIRECTS).map(([path, to]) => ({ path, element: <LocalizedNavigate to={to} /> })),
    frameRoute('public', load(<BareShell />, true), scope),
    {
      element: <RequireAuth />,
      children: [
        {
          element: load(<ShellRoot />, true),
          children: [
            frameRoute('merchant', load(<MerchantShell />, true), scope),
            frameRoute('profile', load(<MerchantShell variant="profile" />, true), scope),
            frameRoute('admin', load(<AdminShell />, true), scope),
            frameRoute('commercial', load(<CommercialShell />, true), scope),
            frameRoute('bare', load(<BareShell />, true), scope),
          ],
        },
      ],
    },
    { path: '*', element: <NotFoundPage /> },
  ];
}

/** The loaders of the lazy pages and frames among `matches` (a route's element: `load(<Page />)`). */
export function lazyLoaders(matches: readonly { route: RouteObject }[]): (() => Promise<unknown>)[] {
  return matches.flatMap(({ route }) => {
    const page = isValidElement<{ children?: ReactNode }>(route.element)
      ? route.element.props.children
      : null;
    const preload = isValidElement(page) ? (page.type as LazyPage<object>).preload : undefined;
    return preload ? [preload] : [];
  });
}

/**
 * Starts fetching the chunks and texts of the pages `router` shows now (the shell and the page of a
 * signed-in path), all at once and before the first render: otherwise each waits for the one around
 * it to render, and the page's for the session too (docs/performance.md, "Web and start").
 */
export function preloadShownRoutes(router: ReturnType<typeof createBrowserRouter>): Promise<void> {
  return Promise.all(
    lazyLoaders(router.state.matches).map((load) =>
      load().catch(() => {
        // The render loads it again and shows the error there.
      }),
    ),
  ).then(() => undefined);
}

const PREFIXES: Record<Locale, string> = { fr: '/', en: '/en', es: '/es' };
/** The id of the route every language's routes hang from. */
const ROOT_ID = 'root';

/** The id of a language's route (and the prefix of its frames' route ids). */
const localeRouteId = (locale: Locale) => `locale-${locale}`;

/** One language's routes under its prefix: every page, or the pages of one section. */
function localeRoute(locale: Locale, section?: string): RouteObject {
  return {
    id: localeRouteId(locale),
    path: PREFIXES[locale],
    element: <LocaleRoot locale={locale} />,
    errorElement: <RouteErrorPage />,
    children: appRoutes({ section, ids: localeRouteId(locale) }),
  };
}

/**
 * The same routes mounted under `/` (French), `/en` and `/es`; or under the prefixes of `locales`
 * only; with every page, or only the pages of `section` (the rest mounted by `restOnFirstVisit`).
 */
export function localizedRoutes(locales: readonly Locale[] = LOCALES, section?: string): RouteObject[] {
  return [
    {
      id: ROOT_ID,
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: locales.map((locale) => localeRoute(locale, section)),
    },
  ];
}

/** The section of a pathname (with or without its language prefix). */
export const sectionOfPathname = (pathname: string) => sectionOf(stripLocale(pathname));

/**
 * For a router made with `localizedRoutes([shown], section)`: mounts another section's pages, or
 * another language's routes, the first time a navigation leads there (a link, the sidebar, the
 * language menu), before that navigation is matched. The router ranks every route it holds when it
 * is made, and matches through them: the pages of the whole app, in one language, took a phone
 * ~0.2 s of main thread at start, where the landing page's section holds a handful of them
 * (docs/performance.md). Each later section costs its first navigation one ranking of what is
 * mounted by then.
 */
export function restOnFirstVisit(
  shown: Locale,
  section?: string,
): Pick<DOMRouterOpts, 'patchRoutesOnNavigation'> {
  // The languages mounted, with their sections mounted; `null`: all of them.
  const sections = new Map<Locale, Set<string> | null>([
    [shown, section === undefined ? null : new Set([section])],
  ]);
  return {
    patchRoutesOnNavigation: ({ path, patch }) => {
      const locale = localeFromPath(path);
      const wanted = sectionOfPathname(path);
      if (!sections.has(locale)) {
        sections.set(locale, new Set([wanted]));
        patch(ROOT_ID, [localeRoute(locale, wanted)]);
        return;
      }
      const mounted = sections.get(locale);
      if (!mounted || mounted.has(wanted)) return;
      mounted.add(wanted);
      const scope = { section: wanted };
      for (const frame of Object.keys(FRAME_ROUTES) as FrameRoute[]) {
        const pages = pagesOf(frame, scope);
        if (pages.length > 0) patch(frameRouteId(localeRouteId(locale), frame), pages);
      }
    },
  };
}
