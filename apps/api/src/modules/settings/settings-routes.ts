import {
  businessDetailsBody,
  errorResponse,
  notificationsBody,
  onboardingResponse,
  payoutDestinationBody,
  settingsResponse,
  shopBrandingBody,
  shopParams,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors/app-error.ts';
import { requireMerchant, requireShopManager } from '../auth/access-guards.ts';
import { clientInfo } from '../auth/client-info.ts';
import { getOnboarding, getSettings } from './get-settings.ts';
import { getShopLogoKey } from './settings-repository.ts';
import {
  updateBusinessDetails,
  updateNotifications,
  updatePayoutDestination,
  updateShopSettings,
  uploadShopLogo,
} from './update-settings.ts';

const tags = ['settings'];
const security = [{ bearer: [] }];
const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  413: errorResponse,
  415: errorResponse,
};

/** `/settings` (the gear): business details, shops' look and fee bearer, e-mails, withdrawals. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  // A shop's logo on its public checkout, links and pages.
  app.get(
    '/public/shop-logos/:shopId',
    { schema: { tags, summary: "A shop's logo (PNG)", params: shopParams } },
    async (request, reply) => {
      const key = await getShopLogoKey(deps.db, request.params.shopId);
      if (!key) throw new AppError('NOT_FOUND');
      return reply
        .type('image/png')
        .header('cache-control', 'public, max-age=86400')
        .send(deps.storage.read(key));
    },
  );

  await app.register(async (plugin) => {
    const scoped = plugin.withTypeProvider<ZodTypeProvider>();
    scoped.addHook('onRequest', app.authenticate);
    const answer = (request: Parameters<typeof requireMerchant>[0]) =>
      getSettings(deps.db, requireMerchant(request));
    const write = { 200: settingsResponse, ...errors };

    scoped.get(
      '/settings',
      {
        schema: {
          tags,
          security,
          summary: "The merchant's settings",
          response: { 200: settingsResponse, ...errors },
        },
      },
      async (request) => answer(request),
    );

    scoped.get(
      '/settings/onboarding',
      {
        schema: {
          tags,
          security,
          summary: "The dashboard's onboarding checklist",
          response: { 200: onboardingResponse, ...errors },
        },
      },
      async (request) => getOnboarding(deps.db, requireMerchant(request)),
    );

    scoped.put(
      '/settings/business',
      {
        schema: {
          tags,
          security,
          summary: 'Business details for receipts and the checkout',
          body: businessDetailsBody,
          response: write,
        },
      },
      async (request) => {
        await updateBusinessDetails(deps, requireShopManager(request), request.body, clientInfo(request));
        return answer(request);
      },
    );

    scoped.put(
      '/settings/notifications',
      {
        schema: {
          tags,
          security,
          summary: 'Which e-mails the owner and the team receive',
          body: notificationsBody,
          response: write,
        },
      },
      async (request) => {
        await updateNotifications(deps, requireShopManager(request), request.body);
        return answer(request);
      },
    );

    scoped.put(
      '/settings/shops/:shopId',
      {
        schema: {
          tags,
          security,
          summary: "A shop's colour and who bears fees by default (without_taxe)",
          params: shopParams,
          body: shopBrandingBody,
          response: write,
        },
      },
      async (request) => {
        await updateShopSettings(
          deps,
          requireShopManager(request),
          request.params.shopId,
          request.body,
          clientInfo(request),
        );
        return answer(request);
      },
    );

    scoped.post(
      '/settings/shops/:shopId/logo',
      {
        schema: {
          tags,
          security,
          summary: "Upload a shop's logo (png, jpg or jpeg, at most 2 MiB)",
          consumes: ['multipart/form-data'],
          params: shopParams,
          response: write,
        },
      },
      async (request) => {
        await uploadShopLogo(deps, requireShopManager(request), request.params.shopId, request);
        return answer(request);
      },
    );

    scoped.put(
      '/settings/payout-destination',
      {
        schema: {
          tags,
          security,
          summary: 'Default withdrawal destination (password; the owner is told by e-mail)',
          body: payoutDestinationBody,
          response: write,
        },
      },
      async (request) => {
        await updatePayoutDestination(deps, requireShopManager(request), request.body, clientInfo(request));
        return answer(request);
      },
    );
  });
};
