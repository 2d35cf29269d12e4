import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { KYC_MAX_FILE_BYTES } from '@platform/domain';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import { adminDashboardRoutes } from './modules/admin-dashboard/admin-dashboard-routes.ts';
import { apiKeyRoutes } from './modules/api-keys/api-key-routes.ts';
import { apiKeyAuthPlugin } from './modules/api-keys/authenticate-api-key.ts';
import { authModule } from './modules/auth/auth-module.ts';
import { authenticatePlugin } from './modules/auth/authenticate.ts';
import { hoistStaffGuard } from './modules/auth/staff-guard.ts';
import { adminCardRequestRoutes } from './modules/card-requests/admin-card-request-routes.ts';
import { cardRequestRoutes } from './modules/card-requests/card-request-routes.ts';
import { checkoutRoutes } from './modules/checkout/checkout-routes.ts';
import { collectionRoutes } from './modules/collections/collection-routes.ts';
import { operatorCallbackRoutes } from './modules/collections/operator-callback-routes.ts';
import { adminAgentRoutes } from './modules/commercial/admin-agent-routes.ts';
import { commercialRoutes } from './modules/commercial/commercial-routes.ts';
import { customerRoutes } from './modules/customers/customer-routes.ts';
import { devMailRoutes } from './modules/dev-mail/dev-mail-routes.ts';
import { adminBalanceRoutes } from './modules/ledger/admin-balance-routes.ts';
import { marketRoutes } from './modules/market/market-routes.ts';
import { publicMarketRoutes } from './modules/market/public-market-routes.ts';
import { adminMerchantLookupRoutes } from './modules/merchants/admin-merchant-lookup-routes.ts';
import { adminMerchantRoutes } from './modules/merchants/admin-merchant-routes.ts';
import { merchantRoutes } from './modules/merchants/merchant-routes.ts';
import { overviewRoutes } from './modules/overview/overview-routes.ts';
import { paymentLinkRoutes } from './modules/payment-links/payment-link-routes.ts';
import { publicLinkRoutes } from './modules/payment-links/public-link-routes.ts';
import { paymentPageRoutes } from './modules/payment-pages/payment-page-routes.ts';
import { publicPageRoutes } from './modules/payment-pages/public-page-routes.ts';
import { payoutListRoutes } from './modules/payout-lists/payout-lists-routes.ts';
import { adminMerchantPayoutRoutes } from './modules/payouts/admin-merchant-payout-routes.ts';
import { adminPayoutAccessRoutes } from './modules/payouts/admin-payout-access-routes.ts';
import { adminWithdrawalRoutes } from './modules/payouts/admin-withdrawal-routes.ts';
import { payoutAccessRoutes } from './modules/payouts/payout-access-routes.ts';
import { payoutApiRoutes } from './modules/payouts/payout-api-routes.ts';
import { payoutRoutes } from './modules/payouts/payout-routes.ts';
import { profileRoutes } from './modules/profile/profile-routes.ts';
import { receiptRoutes } from './modules/receipts/receipt-routes.ts';
import { referralPublicRoutes, referralRoutes } from './modules/referral/referral-routes.ts';
import { refundRoutes } from './modules/refunds/refund-routes.ts';
import { reserveRoutes } from './modules/reserve/reserve-routes.ts';
import { sampleDataRoutes } from './modules/sample-data/sample-data-routes.ts';
import { searchRoutes } from './modules/search/search-routes.ts';
import { settingsRoutes } from './modules/settings/settings-routes.ts';
import { adminShopFeesRoutes } from './modules/shops/admin-shop-fees-routes.ts';
import { shopsRoutes } from './modules/shops/shops-routes.ts';
import { staffActionRoutes } from './modules/staff/staff-action-routes.ts';
import { staffUserRoutes } from './modules/staff/staff-user-routes.ts';
import { invitationRoutes } from './modules/team/invitation-routes.ts';
import { teamRoutes } from './modules/team/team-routes.ts';
import { adminTransactionRoutes } from './modules/transactions/admin-transaction-routes.ts';
import { transactionRoutes } from './modules/transactions/transaction-routes.ts';
import { adminValidationRoutes } from './modules/validation/admin-validation-routes.ts';
import { validationRoutes } from './modules/validation/validation-routes.ts';
import { webhookDeliveryRoutes } from './modules/webhooks/webhook-delivery-routes.ts';
import { webhookEndpointRoutes } from './modules/webhooks/webhook-endpoint-routes.ts';
import type { AppDeps } from './platform/deps.ts';
import { errorHandlerPlugin } from './platform/errors/error-handler.ts';
import { rateLimitsPlugin } from './platform/http/rate-limits.ts';
import { refuseBadTextPlugin } from './platform/http/refuse-bad-text.ts';
import { webAppPlugin } from './platform/http/web-app.ts';
import { requestLocalePlugin } from './platform/i18n/request-locale.ts';
import { logOptions } from './platform/logging/log-options.ts';
import { QuietRequestLog } from './platform/logging/request-log.ts';

export type BuildOptions = {
  devInbox: boolean;
  /** Told of every route as it is registered (tests enumerate the routes with it). */
  onRoute?: (route: RouteOptions) => void;
  /** Where log lines go (default stdout); tests capture them. */
  logStream?: DestinationStream;
};

/** The HTTP application: plugins of the platform, then the modules, then the web app. */
export async function buildApp(deps: AppDeps, options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logOptions(deps.config.logLevel, options.logStream),
    logController: new QuietRequestLog(),
    bodyLimit: 1024 * 1024,
    trustProxy: process.env.TRUST_PROXY === 'true',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.addHook('onRoute', hoistStaffGuard);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);

  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, { limits: { fileSize: KYC_MAX_FILE_BYTES, files: 5 } });
  await app.register(requestLocalePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(refuseBadTextPlugin);
  await app.register(authenticatePlugin);
  await app.register(apiKeyAuthPlugin);
  // Rate limits of the merchant API, public checkout and operator callbacks (docs/security.md)
  await app.register(rateLimitsPlugin, { limits: deps.config.rateLimits });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Merchant payments API', version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'Secret key of a shop: fp_live_… or fp_test_…',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });

  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
  });

  await app.register(authModule, { prefix: '/api' });
  await app.register(shopsRoutes, { prefix: '/api' });
  await app.register(merchantRoutes, { prefix: '/api' });
  await app.register(collectionRoutes, { prefix: '/api' });
  await app.register(checkoutRoutes, { prefix: '/api' });
  await app.register(transactionRoutes, { prefix: '/api' });
  await app.register(operatorCallbackRoutes, { prefix: '/api' });
  await app.register(webhookEndpointRoutes, { prefix: '/api' });
  await app.register(webhookDeliveryRoutes, { prefix: '/api' });
  await app.register(payoutRoutes, { prefix: '/api' });
  await app.register(payoutApiRoutes, { prefix: '/api' });
  await app.register(payoutAccessRoutes, { prefix: '/api' });
  await app.register(refundRoutes, { prefix: '/api' });
  await app.register(searchRoutes, { prefix: '/api' });
  await app.register(receiptRoutes, { prefix: '/api' });
  await app.register(apiKeyRoutes, { prefix: '/api' });
  await app.register(payoutListRoutes, { prefix: '/api' });
  await app.register(overviewRoutes, { prefix: '/api' });
  await app.register(customerRoutes, { prefix: '/api' });
  await app.register(cardRequestRoutes, { prefix: '/api' });
  await app.register(paymentLinkRoutes, { prefix: '/api' });
  await app.register(publicLinkRoutes, { prefix: '/api' });
  await app.register(paymentPageRoutes, { prefix: '/api' });
  await app.register(publicPageRoutes, { prefix: '/api' });
  // FeexMarket (issue 20).
  await app.register(marketRoutes, { prefix: '/api' });
  await app.register(publicMarketRoutes, { prefix: '/api' });
  // Back-office foundation, validation, staff users, dashboard (h/admin-core).
  await app.register(staffActionRoutes, { prefix: '/api' });
  await app.register(staffUserRoutes, { prefix: '/api' });
  await app.register(validationRoutes, { prefix: '/api' });
  await app.register(adminValidationRoutes, { prefix: '/api' });
  // Back-office operations (admin-ops)
  await app.register(adminWithdrawalRoutes, { prefix: '/api' });
  await app.register(adminPayoutAccessRoutes, { prefix: '/api' });
  await app.register(adminCardRequestRoutes, { prefix: '/api' });
  await app.register(adminMerchantRoutes, { prefix: '/api' });
  await app.register(adminMerchantLookupRoutes, { prefix: '/api' });
  await app.register(adminBalanceRoutes, { prefix: '/api' });
  await app.register(adminShopFeesRoutes, { prefix: '/api' });
  await app.register(adminMerchantPayoutRoutes, { prefix: '/api' });
  await app.register(adminTransactionRoutes, { prefix: '/api' });
  // Merchant account: team, profile, settings (issue 18).
  await app.register(teamRoutes, { prefix: '/api' });
  await app.register(invitationRoutes, { prefix: '/api' });
  await app.register(profileRoutes, { prefix: '/api' });
  await app.register(settingsRoutes, { prefix: '/api' });
  // Growth: referral, sponsorship and the commercial agents' area.
  await app.register(referralRoutes, { prefix: '/api' });
  await app.register(referralPublicRoutes, { prefix: '/api' });
  await app.register(commercialRoutes, { prefix: '/api' });
  await app.register(adminAgentRoutes, { prefix: '/api' });
  await app.register(adminDashboardRoutes, { prefix: '/api' });
  // Rolling reserve (issue 20).
  await app.register(reserveRoutes, { prefix: '/api' });
  // Sandbox sample data (issue 21).
  await app.register(sampleDataRoutes, { prefix: '/api' });
  app.get('/api/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  if (options.devInbox) await app.register(devMailRoutes);
  await app.register(webAppPlugin, { distDir: deps.config.webDistDir });
  return app;
}
